// Checks that need the whole site at once: references resolve, routes and slugs are unique, article HTML is safe.

import { isScalar, type Scalar } from 'yaml';
import type { z } from 'zod';
import { ARTICLE_FALLBACK_IMAGE } from '../content/article-fallback.ts';
import { join, type Message, message } from '../content/messages.ts';
import { buildRoutes, type LinkTarget, normalizePath, POST_PARAM, routeTable } from '../content/routes.ts';
import { isWords } from '../content/schema/kind.ts';
import { dialledNumber } from '../content/schema/site.ts';
import { type Locale, locales } from '../content/schema/text.ts';
import { fieldOfKind, walk } from '../content/schema/walk.ts';
import { typography } from '../content/typography.ts';
import { findAmounts, type TypedAmount } from './amounts.ts';
import { braceGroups, type FactReference, factNames, factText, priceAmount, RENDER_PLACEHOLDERS } from './facts.ts';
import { clockMinutes, findTypedHours, SPEAKS_OF_OPENING, type TypedHours } from './hours.ts';
import { suggest } from './issues.ts';
import { positionOf, type SourceFile } from './load.ts';
import { compileMarkdown } from './markdown.ts';
import { dottedPath, type Problem } from './problem.ts';
import { Page, Post, Settings } from './schema/index.ts';

export type Parsed<T> = { source: SourceFile; value: T };
export type CheckInput = {
  settings: Parsed<Settings>;
  pages: Parsed<Page>[];
  posts: Parsed<Post>[];
  /** Ids and English slugs of files that failed their own schema: links to them are not reported twice. */
  unparsed?: { pageIds: string[]; postSlugs: string[] };
  /** Whether a picture of the site's own (/images/…) is in public/; without it, local pictures are not checked. */
  imageExists?: (src: string) => boolean;
  /** The schemas that parsed the files, whose field kinds say what to check: the site's own unless a test declares others. */
  schemas?: { settings?: z.ZodType; page?: z.ZodType; post?: z.ZodType };
};

type Path = (string | number)[];

/** A file to check, with the schema that parsed it: the checks learn what each field is from its declared kind. */
type FileInput = { source: SourceFile; value: unknown; schema: z.ZodType };

type ScannedFile = FileInput & { scan: FileScan };

/** What the cross-file checks read in one file, found in one walk of it. */
type FileScan = {
  /** Fields naming a page, an article or a phone (kinds page, post, phone). */
  links: { path: Path; kind: 'page' | 'post' | 'phone'; name: string }[];
  /** Fields naming a price (kind price), at the name. */
  prices: { at: Path; name: string }[];
  /** Parts declaring a field for the terms of their prices (kind terms), in reading order: on a page, the sections that may show prices. */
  priced: { at: Path; terms: Path; stated: boolean }[];
  /** Texts holding {…}, with the placeholders their field fills in itself. */
  braces: { path: Path; text: string; groups: FactReference[]; own: readonly string[] }[];
  /** A « { » that opens a name never closed (« {openingHo20 h »: a placeholder cut while editing the text around it). */
  unclosed: { path: Path; text: string; offset: number }[];
  /** Texts ({fr, en}) whose French is the English. */
  frenchCopies: Path[];
  /** Each placeholder left by the scaffolding, by text and offset. */
  placeholders: { path: Path; text: string; index: number }[];
  /** Amounts of money typed in a visitor-visible text (3 500 $, $3,500). */
  amounts: { path: Path; text: string; amount: TypedAmount }[];
  /** Ranges of hours typed in a visitor-visible text (9 h à 21 h). */
  hours: { path: Path; text: string; hours: TypedHours }[];
};

/**
 * Walks a file once for every check that reads its fields by kind. Not kept between runs: on the real site a walk of
 * every file costs about 5 ms (checkSite 10 ms instead of 5 ms when the values are reused), nothing a marketer sees.
 */
function scanFile(file: FileInput): FileScan {
  const scan: FileScan = {
    links: [],
    prices: [],
    priced: [],
    braces: [],
    unclosed: [],
    frenchCopies: [],
    placeholders: [],
    amounts: [],
    hours: [],
  };
  walk(file.schema, file.value, (kind, path, value, meta, schema) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const terms = fieldOfKind(schema, 'terms');
      if (terms !== undefined)
        scan.priced.push({
          at: [...path],
          terms: [...path, terms],
          stated: (value as Record<string, unknown>)[terms] !== undefined,
        });
    }
    if (typeof value === 'string') {
      for (const match of value.matchAll(PLACEHOLDERS))
        scan.placeholders.push({ path: [...path], text: value, index: match.index });
      if (kind === 'page' || kind === 'post' || kind === 'phone')
        scan.links.push({ path: [...path], kind, name: value });
      else if (kind === 'price') scan.prices.push({ at: [...path], name: value });
      return;
    }
    if (!isWords(kind) || value === null || typeof value !== 'object') return;
    const text = value as { fr: string; en: string; properNoun?: true };
    if (text.properNoun !== true && text.fr.trim() !== '' && text.fr.trim() === text.en.trim())
      scan.frenchCopies.push([...path]);
    for (const locale of locales) {
      const words = text[locale];
      const at = [...path, locale];
      const groups = words.includes('{') ? braceGroups(words) : [];
      if (groups.length > 0) scan.braces.push({ path: at, text: words, groups, own: meta.fills ?? [] });
      for (const open of words.matchAll(/\{(?=\p{L})[^{}]*(?=\{|$)/gu))
        scan.unclosed.push({ path: at, text: words, offset: open.index });
      for (const amount of findAmounts(words)) scan.amounts.push({ path: at, text: words, amount });
      for (const hours of findTypedHours(words)) scan.hours.push({ path: at, text: words, hours });
    }
  });
  return scan;
}

export type CheckResult = {
  problems: Problem[];
  /** Placeholders left by the scaffolding: refused by validate and build, only warned about while previewing. */
  unfinished: Problem[];
  articleHtml: Map<Post, { fr?: string; en?: string }>;
};

export function checkSite(input: CheckInput): CheckResult {
  const problems: Problem[] = [];
  const unfinished: Problem[] = [];
  const report = (source: SourceFile, path: Path, message: Message, rule = 'reference') =>
    problems.push({ file: source.file, ...positionOf(source, path), path: dottedPath(path), message, rule });

  // Page ids and routes
  const firstById = new Map<string, Parsed<Page>>();
  for (const page of input.pages) {
    const first = firstById.get(page.value.id);
    if (first)
      report(
        page.source,
        ['id'],
        message(
          `l’id de page « ${page.value.id} » est déjà pris par ${first.source.file}`,
          `the page id "${page.value.id}" is already used by ${first.source.file}`,
        ),
      );
    else firstById.set(page.value.id, page);
  }
  const pageIds = [...firstById.keys()];

  const articlePages = input.pages.filter((page) => page.value.path.endsWith(POST_PARAM));
  for (const page of articlePages.slice(1))
    report(
      page.source,
      ['path'],
      message(
        `une seule page peut afficher les articles (/:post); ${articlePages[0]!.source.file} le fait déjà`,
        `only one page may show articles (/:post); ${articlePages[0]!.source.file} already does`,
      ),
    );
  for (const page of input.pages) {
    const isArticlePage = page.value.path.endsWith(POST_PARAM);
    const heroes: number[] = [];
    const anchors = new Map<string, number>();
    const headings = new Map<string, number>();
    page.value.sections.forEach((section, index) => {
      if (section.type === 'article' && !isArticlePage)
        report(
          page.source,
          ['sections', index, 'type'],
          message(
            'une section article ne fonctionne que sur la page dont l’adresse se termine par /:post',
            'an article section only works on the page whose path ends in /:post',
          ),
        );
      if (section.type === 'hero') heroes.push(index);
      if ('anchor' in section && section.anchor) {
        if (anchors.has(section.anchor))
          report(
            page.source,
            ['sections', index, 'anchor'],
            message(
              `l’ancre « ${section.anchor} » est déjà prise par la section ${anchors.get(section.anchor)! + 1}`,
              `the anchor "${section.anchor}" is already used by section ${anchors.get(section.anchor)! + 1}`,
            ),
          );
        anchors.set(section.anchor, index);
      }
      // Each titled section is a region named by its heading: two with one name are the same place to a screen reader.
      if ('heading' in section && section.heading)
        for (const locale of locales) {
          const words = section.heading[locale].trim().toLocaleLowerCase(locale);
          const first = headings.get(`${locale} ${words}`);
          if (first === undefined) headings.set(`${locale} ${words}`, index);
          else
            report(
              page.source,
              ['sections', index, 'heading', locale],
              message(
                `la section ${first + 1} de cette page a déjà le titre « ${section.heading[locale]} » : donnez à chaque section un titre qui lui est propre`,
                `section ${first + 1} of this page already has the heading "${section.heading[locale]}": give each section a heading of its own`,
              ),
            );
        }
    });
    if (isArticlePage && !page.value.sections.some((section) => section.type === 'article'))
      report(
        page.source,
        ['sections'],
        message(
          'la page des articles (/:post) a besoin d’une section de type article',
          'the article page (/:post) needs a section of type article',
        ),
      );
    for (const index of heroes.slice(1))
      report(
        page.source,
        ['sections', index],
        message(
          'une page a au plus une bannière hero (elle porte le seul h1 de la page)',
          'a page has at most one hero (it holds the page’s only h1)',
        ),
      );
  }
  if (input.posts.length > 0 && articlePages.length === 0) {
    const first = input.posts[0]!;
    report(
      first.source,
      [],
      message(
        'les articles ont besoin d’une page dont l’adresse se termine par /:post (par exemple pages/blog-article.yaml avec path: /blog/:post)',
        'articles need a page with path ending in /:post (for example pages/blog-article.yaml with path /blog/:post)',
      ),
    );
  }

  const pageOfPath = new Map<string, string>();
  const claim = (path: string, owner: string, source: SourceFile, at: Path) => {
    const normalized = normalizePath(path);
    const previous = pageOfPath.get(normalized);
    if (previous && previous !== owner)
      report(
        source,
        at,
        message(
          `l’adresse ${normalized} est déjà prise par ${previous}`,
          `the address ${normalized} is already taken by ${previous}`,
        ),
      );
    else pageOfPath.set(normalized, owner);
  };
  for (const page of input.pages) {
    if (page.value.path.endsWith(POST_PARAM)) continue;
    for (const route of buildRoutes([{ id: page.value.id, path: page.value.path }], []))
      claim(route.path, page.source.file, page.source, ['path']);
  }

  // Article slugs
  const postsBySlug = new Map<string, Parsed<Post>>();
  for (const locale of locales) {
    const seen = new Map<string, Parsed<Post>>();
    for (const post of input.posts) {
      const slug = post.value.slug[locale];
      const first = seen.get(slug);
      if (first)
        report(
          post.source,
          ['slug', locale],
          message(
            `le slug ${locale === 'fr' ? 'français' : 'anglais'} « ${slug} » est déjà pris par ${first.source.file}`,
            `the ${locale === 'fr' ? 'French' : 'English'} slug "${slug}" is already used by ${first.source.file}`,
          ),
        );
      else seen.set(slug, post);
    }
  }
  for (const post of input.posts) if (!postsBySlug.has(post.value.slug.en)) postsBySlug.set(post.value.slug.en, post);
  for (const page of articlePages.slice(0, 1)) {
    for (const route of buildRoutes(
      [{ id: page.value.id, path: page.value.path }],
      input.posts.map((post) => post.value),
    )) {
      const post = postsBySlug.get(route.post!);
      // Two articles with one slug are reported above; here only an article hiding a page.
      const page = pageOfPath.get(route.path);
      if (post && page)
        report(
          post.source,
          ['slug', route.locale],
          message(
            `l’adresse ${route.path} est déjà prise par ${page}`,
            `the address ${route.path} is already taken by ${page}`,
          ),
        );
    }
  }

  // Authors: an article names a team member by the id written once on that person (people section); ids are unique.
  const people = new Map<string, Parsed<Page>>();
  for (const page of input.pages) {
    page.value.sections.forEach((section, sectionIndex) => {
      if (section.type !== 'people') return;
      section.groups.forEach((group, groupIndex) => {
        group.members.forEach((member, memberIndex) => {
          if (member.id === undefined) return;
          const first = people.get(member.id);
          if (first)
            report(
              page.source,
              ['sections', sectionIndex, 'groups', groupIndex, 'members', memberIndex, 'id'],
              message(
                `l’id de personne « ${member.id} » est déjà pris dans ${first.source.file}`,
                `the person id "${member.id}" is already used in ${first.source.file}`,
              ),
            );
          else people.set(member.id, page);
        });
      });
    });
  }
  // A reviewer named with no words to say it (« révisé par ») would be left off the byline without a word: said where the
  // words go, on each article page and blog list that lacks them.
  const reviewed = input.posts.find((post) => post.value.reviewer !== undefined);
  if (reviewed)
    for (const page of input.pages)
      page.value.sections.forEach((section, sectionIndex) => {
        if ((section.type === 'article' || section.type === 'blogIndex') && section.reviewerByline === undefined)
          report(
            page.source,
            ['sections', sectionIndex, 'byline'],
            message(
              `${reviewed.source.file} nomme un réviseur, mais cette section n’a pas les mots qui l’annoncent : ajoutez reviewerByline: { fr: révisé par, en: reviewed by }`,
              `${reviewed.source.file} names a reviewer, but this section has no words to introduce it: add reviewerByline: { fr: révisé par, en: reviewed by }`,
            ),
          );
      });
  for (const post of input.posts) {
    const { author, reviewer, date, updated } = post.value;
    // Its author and its reviewer name team members the same way.
    for (const [field, id] of [
      ['author', author],
      ['reviewer', reviewer],
    ] as const)
      if (id !== undefined && !people.has(id))
        report(
          post.source,
          [field],
          join([
            message(
              `aucun membre de l’équipe n’a l’id « ${id} » (id: d’une personne dans une section people, pages/about.yaml)`,
              `no team member has the id "${id}" (id: of a person in a people section, pages/about.yaml)`,
            ),
            suggest(id, [...people.keys()], 'person id'),
          ]),
        );
    // « Par Mathieu Gagnon · révisé par Mathieu Gagnon » tells the visitor nothing: a review is someone else's reading.
    if (reviewer !== undefined && reviewer === author)
      report(
        post.source,
        ['reviewer'],
        message(
          `l’auteur de l’article ne peut pas en être aussi le réviseur : nommez une autre personne ou retirez reviewer:`,
          `the article's author cannot also be its reviewer: name someone else or remove reviewer:`,
        ),
      );
    const { src } = post.value.image;
    if (src.startsWith('/') && src !== ARTICLE_FALLBACK_IMAGE.src && input.imageExists && !input.imageExists(src))
      report(
        post.source,
        ['image', 'src'],
        message(
          `l’image ${src} n’est pas dans public${src} : choisissez à nouveau le fichier dans l’éditeur`,
          `the picture ${src} is not in public${src}: choose the file again in the editor`,
        ),
        'image',
      );
    if (updated !== undefined && updated < date)
      report(
        post.source,
        ['updated'],
        message(
          `la date de mise à jour (${updated}) précède la date de publication (${date})`,
          `the update date (${updated}) is before the publication date (${date})`,
        ),
        'date',
      );
  }

  // References in every file
  // The article page is a template for /blog/<slug>: it has no address of its own, so nothing can link to it.
  const articlePageIds = new Set(articlePages.map((page) => page.value.id));
  const linkablePageIds = pageIds.filter((id) => !articlePageIds.has(id));
  const phoneKeys = Object.keys(input.settings.value.contact.phones);
  const postSlugs = [...postsBySlug.keys()];
  const frenchSlugToEnglish = new Map(input.posts.map((post) => [post.value.slug.fr, post.value.slug.en]));
  const schemas = { settings: Settings, page: Page, post: Post, ...input.schemas };
  const read: FileInput[] = [
    { ...input.settings, schema: schemas.settings },
    ...input.pages.map((page) => ({ ...page, schema: schemas.page })),
    ...input.posts.map((post) => ({ ...post, schema: schemas.post })),
  ];
  const files: ScannedFile[] = read.map((file) => ({ ...file, scan: scanFile(file) }));
  for (const file of files) {
    const { source } = file;
    for (const { path, kind, name } of file.scan.links) {
      if (kind === 'page' && articlePageIds.has(name)) {
        const lists = input.pages.find((candidate) =>
          candidate.value.sections.some((section) => section.type === 'blogIndex'),
        )?.value.id;
        report(
          source,
          path,
          message(
            `la page « ${name} » ne fait qu’afficher les articles et n’a pas d’adresse à elle : liez un article avec post: <slug>${lists ? ` ou la liste avec page: ${lists}` : ''}`,
            `the page "${name}" only shows articles and has no address of its own: link to one article with post: <slug>${lists ? ` or to the list with page: ${lists}` : ''}`,
          ),
        );
      } else if (kind === 'page' && !firstById.has(name) && !input.unparsed?.pageIds.includes(name))
        report(
          source,
          path,
          join([
            message(`aucune page n’a l’id « ${name} »`, `no page has the id "${name}"`),
            suggest(name, linkablePageIds, 'page id'),
          ]),
        );
      if (kind === 'post' && !postsBySlug.has(name) && !input.unparsed?.postSlugs.includes(name)) {
        const english = frenchSlugToEnglish.get(name);
        report(
          source,
          path,
          english
            ? message(
                `les liens nomment un article par son slug anglais : écrivez post: ${english}`,
                `links name an article by its English slug: write post: ${english}`,
              )
            : join([
                message(`aucun article n’a le slug « ${name} »`, `no article has the slug "${name}"`),
                suggest(name, postSlugs, 'slug'),
              ]),
        );
      }
      if (kind === 'post' && articlePages.length === 0)
        report(
          source,
          path,
          message(
            'aucune page n’affiche les articles (adresse qui se termine par /:post)',
            'no page shows articles (path ending in /:post)',
          ),
        );
      if (kind === 'phone' && !phoneKeys.includes(name))
        report(
          source,
          path,
          join([
            message(
              `aucun téléphone « ${name} » dans contact.phones de site.yaml`,
              `no phone "${name}" in site.yaml contact.phones`,
            ),
            suggest(name, phoneKeys, 'phone key'),
          ]),
        );
    }
  }

  // A number shown changed while the one dialled stayed: every call would ring the old line (read as written: the
  // schema fills the number dialled from the one shown).
  for (const [key, phone] of Object.entries(input.settings.value.contact.phones)) {
    const written = input.settings.source.doc.getIn(['contact', 'phones', key, 'tel']);
    const shown = dialledNumber(phone.display);
    if (typeof written === 'string' && shown !== undefined && shown !== phone.tel)
      report(
        input.settings.source,
        ['contact', 'phones', key, 'tel'],
        message(
          `un appel composerait ${written}, pas le numéro affiché ${phone.display} : videz ce champ pour que les appels suivent le numéro affiché`,
          `a call would dial ${written}, not the number shown, ${phone.display}: empty this field so that calls follow the number shown`,
        ),
        'phone',
      );
  }

  // Facts: every price a section names exists, sums add up prices that exist, and every {name} in a text is a fact or the field's own placeholder.
  checkFacts(input, files, report, problems);
  checkPriceTerms(files, report);
  checkTypedAmounts(input, files, problems);
  checkTypedHours(input, files, problems);
  checkSearchSnippets(input, report);

  // Article bodies: Markdown compiled once, here, to allowlisted HTML; links by id resolve through the route table like every other link.
  const articleHtml = new Map<Post, { fr?: string; en?: string }>();
  const table = routeTable(
    buildRoutes(
      input.pages.map((page) => page.value),
      input.posts.map((post) => post.value),
    ),
  );
  const resolveLink =
    (locale: Locale) =>
    (target: LinkTarget): { path: string } | { problem: Message } => {
      const path = table.pathOf(target, locale);
      if (path !== undefined) return { path };
      if ('page' in target) {
        if (articlePageIds.has(target.page))
          return {
            problem: message(
              `la page « ${target.page} » ne fait qu’afficher les articles : liez un article avec post:<slug>`,
              `the page "${target.page}" only shows articles: link to one article with post:<slug>`,
            ),
          };
        return {
          problem: join([
            message(`aucune page n’a l’id « ${target.page} »`, `no page has the id "${target.page}"`),
            suggest(target.page, linkablePageIds, 'page id'),
          ]),
        };
      }
      const english = frenchSlugToEnglish.get(target.post);
      if (english)
        return {
          problem: message(
            `les liens nomment un article par son slug anglais : écrivez post:${english}`,
            `links name an article by its English slug: write post:${english}`,
          ),
        };
      return {
        problem: join([
          message(`aucun article n’a le slug « ${target.post} »`, `no article has the slug "${target.post}"`),
          suggest(target.post, postSlugs, 'slug'),
        ]),
      };
    };
  for (const post of input.posts) {
    const bodies: { fr?: string; en?: string } = {};
    for (const locale of locales) {
      const body = post.value.body?.[locale];
      if (body === undefined) continue;
      const result = compileMarkdown(body, {
        resolve: resolveLink(locale),
        text: (value: string) => typography(value, locale),
      });
      bodies[locale] = result.html;
      for (const problem of result.problems)
        problems.push({
          file: post.source.file,
          ...positionInScalar(post.source, ['body', locale], body, problem.offset),
          path: `body.${locale}`,
          message: problem.message,
          rule: 'markdown',
        });
    }
    articleHtml.set(post.value, bodies);
  }
  // Rules that read every text of every file.
  for (const file of files) {
    const { source } = file;
    const { scan } = file;
    for (const path of scan.frenchCopies)
      report(
        source,
        [...path, 'fr'],
        message(
          'le texte français est identique à l’anglais : traduisez-le (Charte de la langue française), ou ajoutez properNoun: true s’il s’agit d’un nom ou d’une marque',
          'the French text is the same as the English: translate it (Charter of the French language), or add properNoun: true if it is a name or a brand',
        ),
        'french-first',
      );
    // Each placeholder of a long text (an article body) at its own line.
    for (const { path, text, index } of scan.placeholders) {
      const excerpt = placeholderExcerpt(text.slice(index));
      unfinished.push({
        file: source.file,
        ...positionInScalar(source, path, text, index),
        path: dottedPath(path),
        rule: 'unfinished',
        message: message(
          `inachevé : remplacez l’espace réservé « ${excerpt} » par le vrai texte`,
          `unfinished: replace the placeholder “${excerpt}” with the real text`,
        ),
      });
    }
  }
  return { problems, unfinished, articleHtml };
}

/** Placeholder that `npm run new:page` and `new:post` write; a page holding one cannot be published. */
const PLACEHOLDERS = /\bTODO\b/g;

function placeholderExcerpt(from: string): string {
  const excerpt = from.split(/[\n<]/)[0]!.trim();
  return excerpt.length > 60 ? `${excerpt.slice(0, 59)}…` : excerpt;
}

/** Line and column of an offset inside a string value, for block scalars (|) and one-line strings alike. */
function positionInScalar(source: SourceFile, path: Path, text: string, offset: number): { line: number; col: number } {
  const node = source.doc.getIn(path, true) as Scalar | undefined;
  const start = positionOf(source, path);
  const before = text.slice(0, offset);
  const lineInText = before.split('\n').length - 1;
  const colInText = offset - (before.lastIndexOf('\n') + 1);
  if (node && isScalar(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED')) {
    // Content starts on the line after the | indicator, indented like the block.
    const firstLine = source.text.split('\n')[start.line] ?? '';
    const blockIndent = firstLine.length - firstLine.trimStart().length;
    return { line: start.line + 1 + lineInText, col: blockIndent + colInText + 1 };
  }
  // A quoted text starts one column after its opening quote.
  const quote = node && isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') ? 1 : 0;
  return lineInText === 0 ? { line: start.line, col: start.col + colInText + quote } : start;
}

type Report = (source: SourceFile, path: Path, message: Message, rule?: string) => void;

function checkFacts(input: CheckInput, files: ScannedFile[], report: Report, problems: Problem[]): void {
  const settings = input.settings;
  const { prices } = settings.value.facts;
  const priceNames = Object.keys(prices);
  for (const [name, fact] of Object.entries(prices)) {
    if ((RENDER_PLACEHOLDERS as readonly string[]).includes(name) || name === 'openingHours')
      report(
        settings.source,
        ['facts', 'prices', name],
        message(
          `le nom « ${name} » est réservé au site : choisissez un autre nom pour ce prix`,
          `the name "${name}" is taken by the site itself: choose another name for this price`,
        ),
      );
    if (fact.sum?.every((part) => part in prices) && priceAmount(name, prices) === undefined)
      report(
        settings.source,
        ['facts', 'prices', name, 'sum'],
        message(
          `le prix « ${name} » s’additionne lui-même par sa somme : une somme additionne d’autres prix`,
          `the price "${name}" adds itself up through its sum: a sum adds other prices`,
        ),
      );
  }

  const names = factNames(settings.value.facts);
  for (const file of files) {
    const { scan } = file;
    for (const { at, name } of scan.prices) {
      if (!(name in prices))
        report(
          file.source,
          at,
          join([
            message(
              `aucun prix ne s’appelle « ${name} » dans facts.prices de site.yaml`,
              `no price is named "${name}" in site.yaml facts.prices`,
            ),
            suggest(name, priceNames, 'price name'),
          ]),
        );
    }
    for (const { path, text, offset } of scan.unclosed) {
      const written = text.slice(offset, offset + 24).split(/\s/)[0]!;
      problems.push({
        file: file.source.file,
        ...positionInScalar(file.source, path, text, offset),
        path: dottedPath(path),
        rule: 'facts',
        message: message(
          `« ${written} » : une valeur automatique est coupée (l’accolade fermante « } » manque); remettez-la entière, par exemple {openingHours}, ou annulez la modification`,
          `“${written}”: an automatic value is cut (the closing brace “}” is missing); put it back whole, such as {openingHours}, or undo the change`,
        ),
      });
    }
    for (const { path, text, groups, own } of scan.braces) {
      for (const group of groups) {
        const known =
          factText(group, settings.value.facts, 'fr') !== undefined ||
          (group.field === undefined && own.includes(group.name));
        if (known) continue;
        const written = text.slice(group.offset, group.offset + group.length);
        const wanted = group.field === undefined ? group.name : `${group.name}.${group.field}`;
        const allowed = [...names, ...own];
        const hint =
          group.name === ''
            ? message(
                ' : écrivez un nom de fait entre les accolades, par exemple {companyPlan}',
                ': write a fact name between the braces, such as {companyPlan}',
              )
            : suggest(wanted, allowed, 'name');
        problems.push({
          file: file.source.file,
          ...positionInScalar(file.source, path, text, group.offset),
          path: dottedPath(path),
          rule: 'facts',
          message: join([
            message(
              `${written} ne nomme aucun fait de site.yaml (facts) ni rien que ce texte remplit lui-même`,
              `${written} names no fact of site.yaml (facts) and nothing this text fills in`,
            ),
            hint,
          ]),
        });
      }
    }
  }
}

/**
 * No bare price (price advertising rules): a section that shows prices says what they cover and exclude, unless every
 * one of them was shown higher on the same page by a section that said so (the visitor has just read those terms).
 */
function checkPriceTerms(files: ScannedFile[], report: Report): void {
  for (const { source, scan } of files) {
    // Each price with the first section that gave its terms, in reading order.
    const explained = new Map<string, number>();
    scan.priced.forEach((part, index) => {
      const shown = [...new Set(scan.prices.filter(({ at }) => startsWith(at, part.at)).map(({ name }) => name))];
      if (shown.length === 0) return;
      if (part.stated) {
        for (const name of shown) if (!explained.has(name)) explained.set(name, index);
        return;
      }
      const unexplained = shown.filter((name) => !explained.has(name));
      if (unexplained.length === 0) return;
      const add = message('ajoutez ici terms avec covers et excludes', 'add terms here with covers and excludes');
      const given = shown.filter((name) => explained.has(name));
      const above = given.length > 0 ? dottedPath(scan.priced[explained.get(given[0]!)!]!.at) : undefined;
      report(
        source,
        part.terms,
        above
          ? message(
              `la section plus haut (${above}) donne les conditions de ${list(given, 'et')}, mais pas celles de ${list(unexplained, 'et')}, que cette section affiche aussi : ${add.fr}`,
              `the section above (${above}) gives the terms of ${list(given, 'and')}, but not those of ${list(unexplained, 'and')}, which this section shows too: ${add.en}`,
            )
          : message(
              `un prix doit dire ce qu’il comprend et exclut, et aucune section plus haut sur la page ne montre ${unexplained.length === 1 ? 'le prix' : 'les prix'} ${list(unexplained, 'et')} avec ${unexplained.length === 1 ? 'ses' : 'leurs'} conditions : ${add.fr}`,
              `a price must say what it covers and excludes, and no section higher on the page shows ${unexplained.length === 1 ? 'the price' : 'the prices'} ${list(unexplained, 'and')} with ${unexplained.length === 1 ? 'its' : 'their'} terms: ${add.en}`,
            ),
        'price-terms',
      );
    });
  }
}

const startsWith = (path: Path, prefix: Path) => prefix.every((part, index) => path[index] === part);
const list = (names: string[], and: string) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)!}`;

/**
 * A typed amount goes stale the day the price changes: the text names the price instead ({companyPlan}).
 * Pages and site.yaml speak for the firm, so any amount there is refused. Articles also quote the law's own figures
 * (a 500 $ deduction), which are not the firm's prices: there, only an amount equal to one of the firm's prices is refused.
 */
function checkTypedAmounts(input: CheckInput, files: ScannedFile[], problems: Problem[]): void {
  const { prices } = input.settings.value.facts;
  const namesByAmount = new Map<number, string[]>();
  for (const name of Object.keys(prices)) {
    const amount = priceAmount(name, prices);
    if (amount !== undefined) namesByAmount.set(amount, [...(namesByAmount.get(amount) ?? []), name]);
  }
  const posts = new Set<unknown>(input.posts.map((post) => post.value));
  for (const file of files) {
    const isPost = posts.has(file.value);
    for (const { path, text, amount } of file.scan.amounts) {
      const names = namesByAmount.get(amount.value);
      if (isPost && !names) continue;
      problems.push({
        file: file.source.file,
        ...positionInScalar(file.source, path, text, amount.offset),
        path: dottedPath(path),
        rule: 'amount',
        message: typedAmountMessage(amount, names),
      });
    }
  }
}

function typedAmountMessage(amount: TypedAmount, names: readonly string[] | undefined): Message {
  if (names) {
    const fr = names.map((name) => `{${name}}`).join(' ou ');
    const en = names.map((name) => `{${name}}`).join(' or ');
    return message(
      `montant tapé « ${amount.written} » : écrivez ${fr} à la place, pour que le texte suive le prix de facts.prices dans site.yaml`,
      `typed amount "${amount.written}": write ${en} instead, so the text follows the price in site.yaml facts.prices`,
    );
  }
  return message(
    `montant tapé « ${amount.written} » : un prix s’écrit une seule fois, dans facts.prices de site.yaml; ajoutez-le sous un nom (par exemple newPlan: { amount: ${amount.value} }), puis écrivez {newPlan} ici`,
    `typed amount "${amount.written}": a price is written once, in site.yaml facts.prices; add it there under a name (for example newPlan: { amount: ${amount.value} }), then write {newPlan} here`,
  );
}

/**
 * The firm's hours are a fact (facts.openingHours): typed in a sentence, they stay behind the day the hours change,
 * and search engines keep the old ones. A copy of the hours is refused anywhere; in a page or site.yaml, so is any
 * range in a text about when the firm is open. Articles and pages may still give other times (a webinar at 12 h à 13 h).
 */
function checkTypedHours(input: CheckInput, files: ScannedFile[], problems: Problem[]): void {
  const { opens, closes } = input.settings.value.facts.openingHours;
  const firmHours = { opens: clockMinutes(opens), closes: clockMinutes(closes) };
  const posts = new Set<unknown>(input.posts.map((post) => post.value));
  for (const file of files) {
    const isPost = posts.has(file.value);
    for (const { path, text, hours } of file.scan.hours) {
      const copy = hours.opens === firmHours.opens && hours.closes === firmHours.closes;
      if (!copy && (isPost || !SPEAKS_OF_OPENING.test(text))) continue;
      problems.push({
        file: file.source.file,
        ...positionInScalar(file.source, path, text, hours.offset),
        path: dottedPath(path),
        rule: 'hours',
        message: copy
          ? message(
              `heures tapées « ${hours.written} » : écrivez {openingHours} à la place, pour que le texte suive les heures d’ouverture de site.yaml`,
              `typed hours "${hours.written}": write {openingHours} instead, so the text follows the opening hours in site.yaml`,
            )
          : message(
              `heures tapées « ${hours.written} » : les heures d’ouverture s’écrivent une seule fois, dans Réglages › Heures d’ouverture (facts.openingHours de site.yaml); changez-les là, puis écrivez {openingHours} ici`,
              `typed hours "${hours.written}": the opening hours are written once, in Settings › Opening hours (site.yaml facts.openingHours); change them there, then write {openingHours} here`,
            ),
      });
    }
  }
}

/** What search engines show of a page: a description they do not cut (50–160 characters), unique in its language. */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

function checkSearchSnippets(
  input: CheckInput,
  report: (source: SourceFile, path: Path, message: Message, rule?: string) => void,
): void {
  const snippets = [
    ...input.pages
      .filter((page) => !page.value.path.includes(':'))
      .map((page) => ({
        source: page.source,
        at: ['head'],
        title: page.value.head.title,
        description: page.value.head.description,
      })),
    ...input.posts.map((post) => ({
      source: post.source,
      at: [] as Path,
      title: post.value.title,
      description: post.value.description,
    })),
  ];
  for (const locale of ['fr', 'en'] as const) {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { source, at, title, description } of snippets) {
      const text = description[locale].trim();
      const where = [...at, 'description', locale];
      // A placeholder is reported as unfinished: two new articles' « TODO » summaries are not a duplicate to fix, and
      // in the dev server such a problem made the whole site invalid, leaving the editor's preview white.
      const placeholder = /\bTODO\b/.test(text);
      if (!placeholder && (text.length < DESCRIPTION_LENGTH.min || text.length > DESCRIPTION_LENGTH.max)) {
        report(
          source,
          where,
          message(
            `les moteurs de recherche montrent un résumé de ${DESCRIPTION_LENGTH.min} à ${DESCRIPTION_LENGTH.max} caractères; celui-ci en a ${text.length}`,
            `search engines show a summary of ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} characters; this one has ${text.length}`,
          ),
          'search',
        );
      }
      const sameDescription = placeholder ? undefined : descriptions.get(text);
      if (sameDescription)
        report(
          source,
          where,
          message(
            `même résumé que ${sameDescription} : chaque page a le sien dans les résultats de recherche`,
            `same summary as ${sameDescription}: each page needs its own in search results`,
          ),
          'search',
        );
      else if (!placeholder) descriptions.set(text, source.file);
      const sameTitle = /\bTODO\b/.test(title[locale]) ? undefined : titles.get(title[locale].trim());
      if (sameTitle)
        report(
          source,
          [...at, 'title', locale],
          message(
            `même titre que ${sameTitle} : chaque page a le sien dans les résultats de recherche`,
            `same title as ${sameTitle}: each page needs its own in search results`,
          ),
          'search',
        );
      else if (!/\bTODO\b/.test(title[locale])) titles.set(title[locale].trim(), source.file);
    }
  }
}
