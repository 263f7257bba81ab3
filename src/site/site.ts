// Loads the whole content tree (site.yaml, pages/, pages/blog/) into one validated, immutable Site model, or every problem found.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { message } from '../content/messages.ts';
import { buildRoutes, type RouteEntry } from '../content/routes.ts';
import { isWords } from '../content/schema/kind.ts';
import { mapFields } from '../content/schema/walk.ts';
import { typography } from '../content/typography.ts';
import type { Author, SitePost } from '../content/view-types.ts';
import { checkSite, type Parsed } from './checks.ts';
import { fillFacts } from './facts.ts';
import { problemsFromIssues } from './issues.ts';
import { loadYaml } from './load.ts';
import { type Problem, sortProblems } from './problem.ts';
import { type LocalizedText, Page, Post, Settings } from './schema/index.ts';

export type Site = {
  settings: Settings;
  pages: readonly Page[];
  /** Newest first; bodies are sanitized HTML. */
  posts: readonly SitePost[];
  routes: readonly RouteEntry[];
  /** Every file read, relative to the root: the dev server watches them. */
  files: readonly string[];
};

/** On success, `unfinished` lists the placeholders a preview let through (always empty when they are refused). */
export type SiteResult =
  | { ok: true; site: Site; unfinished: Problem[] }
  | { ok: false; problems: Problem[]; files: readonly string[] };

export type LoadOptions = {
  /** refuse (validate, build): placeholder text is a problem. preview (dev server): the page shows, and the terminal lists them. */
  unfinished?: 'refuse' | 'preview';
  /** The editor's unsaved text of a file, read instead of the disk (undefined: the file on disk). */
  draft?: (file: string) => string | undefined;
  /**
   * The dev server and the editor re-validate on every save or keystroke: within their session a file whose text has
   * not changed since the last load is not parsed again (only the cross-file checks run over everything). One-shot
   * tools load cold, without one.
   */
  session?: ContentSession;
  /** The content as files in memory instead of the folder `root` (the hosted editor: main's files with a proposal laid over them). */
  tree?: ContentTree;
};

/** Content files held in memory: every path (site.yaml, pages/…, public/images/…) and a file's bytes. */
export type ContentTree = { paths: readonly string[]; read: (file: string) => Uint8Array | undefined };

type Outcome = { parsed: Parsed<unknown> } | { problems: Problem[]; data: unknown };

/** What one long-lived reader of the content (the dev server, the editor) keeps from one load to the next. */
export type ContentSession = {
  /** Per file (root and path): the bytes last parsed, the file's stamp then (undefined for an editor's draft), and what they gave. */
  parsed: Map<string, { bytes: Uint8Array; stamp: string | undefined; schema: z.ZodType; outcome: Outcome }>;
  /** Finished (facts filled, frozen) values by parsed value: reused while the facts and what else they depend on are the same. */
  finished: WeakMap<object, { facts: object; depends: string; value: unknown }>;
  /**
   * The last whole result per root and mode, with what it was made from: the same parsed files (by identity) and the
   * same answers about pictures give the same result, without the cross-file checks (65–400 ms on the real site; the
   * editor asks for the saved site's problems on every file it opens).
   */
  results: Map<string, { inputs: readonly unknown[]; images: ReadonlyMap<string, boolean>; result: SiteResult }>;
};
export const contentSession = (): ContentSession => ({
  parsed: new Map(),
  finished: new WeakMap(),
  results: new Map(),
});

/** Inode, size, modification and change times in nanoseconds: any write or replacement of the file changes it. Undefined when it cannot be read. */
function fileStamp(path: string): string | undefined {
  const stat = statSync(path, { bigint: true, throwIfNoEntry: false });
  return stat?.isFile() ? `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}` : undefined;
}

export const SETTINGS_FILE = 'site.yaml';
export const PAGES_DIR = 'pages';
export const POSTS_DIR = 'pages/blog';

/** Content files by kind, with a problem for files that look like content but would be ignored. */
export function listContentFiles(
  root: string,
  tree?: ContentTree,
): { settings: string; pages: string[]; posts: string[]; ignored: Problem[] } {
  const ignored: Problem[] = [];
  const namesIn = (dir: string) =>
    tree
      ? tree.paths
          .filter((path) => path.startsWith(`${dir}/`) && !path.slice(dir.length + 1).includes('/'))
          .map((path) => path.slice(dir.length + 1))
      : existsSync(join(root, dir))
        ? readdirSync(join(root, dir), { withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => entry.name)
        : [];
  const list = (dir: string) => {
    return namesIn(dir)
      .filter((name) => {
        if (name.endsWith('.yaml')) return true;
        if (/\.ya?ml$/i.test(name))
          ignored.push({
            file: `${dir}/${name}`,
            line: 1,
            col: 1,
            path: '',
            message: message(
              `seuls les fichiers qui se terminent par .yaml sont lus : renommez-le ${name.replace(/\.ya?ml$/i, '.yaml')}`,
              `only files ending in .yaml are read: rename it to ${name.replace(/\.ya?ml$/i, '.yaml')}`,
            ),
          });
        return false;
      })
      .sort()
      .map((name) => `${dir}/${name}`);
  };
  return { settings: SETTINGS_FILE, pages: list(PAGES_DIR), posts: list(POSTS_DIR), ignored };
}

export function loadSite(root: string, options: LoadOptions = {}): SiteResult {
  const { tree, session } = options;
  const listing = listContentFiles(root, tree);
  const files = [listing.settings, ...listing.pages, ...listing.posts];
  const problems: Problem[] = [...listing.ignored];

  const unparsed = { pageIds: [] as string[], postSlugs: [] as string[] };
  /** What this result is made from: each file's parsed outcome (by identity), or its name when it could not be read. */
  const inputs: unknown[] = [...listing.ignored.map((problem) => problem.file)];
  /** What a file that failed its schema still tells: its id or slug, or the file name's guess at it. */
  const rememberUnparsed = (file: string, data: unknown) => {
    const record = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const stem = file.replace(/^.*\//, '').replace(/\.ya?ml$/i, '');
    if (file.startsWith(`${POSTS_DIR}/`)) {
      const slug =
        record.slug !== null && typeof record.slug === 'object'
          ? (record.slug as Record<string, unknown>).en
          : undefined;
      unparsed.postSlugs.push(typeof slug === 'string' ? slug : stem);
    } else if (file !== SETTINGS_FILE) unparsed.pageIds.push(typeof record.id === 'string' ? record.id : stem);
  };

  function parse<S extends z.ZodType>(file: string, schema: S): Parsed<z.infer<S>> | undefined {
    const draft = options.draft?.(file);
    // A draft and the saved file are kept apart: checking one does not make the other parse again.
    const key = `${root}\0${file}\0${draft === undefined ? 'saved' : 'draft'}`;
    const known = session?.parsed.get(key);
    // A file on disk whose identity, size and times have not moved since it was parsed is not read again.
    const stamp = session && draft === undefined && !tree ? fileStamp(join(root, file)) : undefined;
    let outcome: Outcome;
    if (known && known.schema === schema && stamp !== undefined && known.stamp === stamp) outcome = known.outcome;
    else {
      let bytes: Uint8Array;
      try {
        const held = draft === undefined && tree ? tree.read(file) : undefined;
        if (draft === undefined && tree && !held) throw new Error('not in the tree');
        bytes = draft !== undefined ? new TextEncoder().encode(draft) : (held ?? readFileSync(join(root, file)));
      } catch {
        problems.push({
          file,
          line: 1,
          col: 1,
          path: '',
          message:
            file === SETTINGS_FILE
              ? message('site.yaml manque à la racine du projet', 'site.yaml is missing at the project root')
              : message('le fichier ne peut pas être lu', 'the file cannot be read'),
        });
        inputs.push(file);
        return undefined;
      }
      outcome =
        known && known.schema === schema && Buffer.compare(known.bytes, bytes) === 0
          ? known.outcome
          : parseFile(file, bytes, schema);
      session?.parsed.set(key, { bytes, stamp, schema, outcome });
    }
    inputs.push(outcome);
    if ('problems' in outcome) {
      problems.push(...outcome.problems);
      rememberUnparsed(file, outcome.data);
      return undefined;
    }
    return outcome.parsed as Parsed<z.infer<S>>;
  }

  const settings = parse(listing.settings, Settings);
  const pages = listing.pages.map((file) => parse(file, Page));
  const posts = listing.posts.map((file) => parse(file, Post));
  if (pages.length === 0)
    problems.push({
      file: PAGES_DIR,
      line: 1,
      col: 1,
      path: '',
      message: message('aucune page trouvée : ajoutez pages/home.yaml', 'no page found: add pages/home.yaml'),
    });

  const imageOnDisk = (src: string) =>
    tree ? tree.paths.includes(`public${src}`) : existsSync(join(root, 'public', src));
  // Files held in memory (the hosted editor) change under the same root: only a folder's results are reused.
  const drafted = files.some((file) => options.draft?.(file) !== undefined);
  const resultKey = session && !tree ? `${root}\0${options.unfinished ?? 'refuse'}\0${drafted}` : undefined;
  const last = resultKey === undefined ? undefined : session?.results.get(resultKey);
  if (
    last &&
    last.inputs.length === inputs.length &&
    last.inputs.every((input, index) => input === inputs[index]) &&
    [...last.images].every(([src, exists]) => imageOnDisk(src) === exists)
  )
    return last.result;
  const images = new Map<string, boolean>();
  const result = checkParsed();
  if (resultKey !== undefined) session?.results.set(resultKey, { inputs, images, result });
  return result;

  function checkParsed(): SiteResult {
    const validPages = pages.filter((page): page is Parsed<Page> => page !== undefined);
    const validPosts = posts.filter((post): post is Parsed<Post> => post !== undefined);
    // Cross-file checks only make sense on files that passed their own schema; they still run so one broken file does not hide others' problems.
    if (settings) {
      const checked = checkSite({
        settings,
        pages: validPages,
        posts: validPosts,
        unparsed,
        imageExists: (src) => {
          const exists = imageOnDisk(src);
          images.set(src, exists);
          return exists;
        },
      });
      problems.push(...checked.problems);
      const preview = options.unfinished === 'preview';
      if (!preview) problems.push(...checked.unfinished);
      if (problems.length === 0) {
        const facts = settings.value.facts;
        const sitePages = validPages.map(({ value }) =>
          finished(session, value, facts, '', () => withFacts(Page, value, facts)),
        );
        // From the finished pages: an author's role is shown with its facts filled in and its typography applied.
        const team = teamById(sitePages);
        const sitePosts: SitePost[] = validPosts
          .map(({ value }) => {
            const html = checked.articleHtml.get(value);
            const { body: _raw, author: id, reviewer: reviewerId, ...rest } = value;
            // The checks above made sure a named author and reviewer exist.
            const author: Author = id === undefined ? { name: settings.value.brand.name } : team.get(id)!;
            const reviewer = reviewerId === undefined ? undefined : team.get(reviewerId)!;
            const people = reviewer ? { author, reviewer } : { author };
            const body = html?.fr !== undefined && html.en !== undefined ? { fr: html.fr, en: html.en } : undefined;
            // The article's HTML and its author and reviewer (from another file) are part of what it depends on.
            return finished(session, value, facts, JSON.stringify([body, author, reviewer]), () =>
              withFacts(Post, body ? { ...rest, ...people, body } : { ...rest, ...people }, facts),
            );
          })
          .sort((a, b) => b.date.localeCompare(a.date) || a.slug.en.localeCompare(b.slug.en));
        const siteSettings = finished(session, settings.value, facts, '', () =>
          withFacts(Settings, settings.value, facts),
        );
        const site: Site = deepFreeze({
          settings: siteSettings,
          pages: sitePages,
          posts: sitePosts,
          routes: buildRoutes(sitePages, sitePosts),
          files,
        });
        return { ok: true, site, unfinished: preview ? sortProblems(checked.unfinished) : [] };
      }
    }
    return { ok: false, problems: sortProblems(problems), files };
  }
}

/**
 * The finished form of a parsed value, made by `finish` or, when the session reused the file's parsed value and
 * the facts are unchanged, the one made last time: after a save only the saved file is filled in and frozen again.
 */
function finished<T>(
  session: ContentSession | undefined,
  parsed: object,
  facts: Settings['facts'],
  depends: string,
  finish: () => T,
): T {
  const known = session?.finished.get(parsed);
  if (known && known.facts === facts && known.depends === depends) return known.value as T;
  const value = deepFreeze(finish());
  session?.finished.set(parsed, { facts, depends, value });
  return value;
}

/** Team members who have an id, from the people sections of every page. */
export function teamById(pages: readonly Page[]): Map<string, Author> {
  const team = new Map<string, Author>();
  for (const page of pages)
    for (const section of page.sections)
      if (section.type === 'people')
        for (const member of section.groups.flatMap((group) => group.members))
          if (member.id !== undefined && !team.has(member.id))
            team.set(member.id, {
              id: member.id,
              name: member.name,
              role: member.role,
              ...(member.designation ? { designation: member.designation } : {}),
            });
  return team;
}

/**
 * Every {fact} of every text (fields of kind text and richText) filled in, French with French formatting and English
 * with English, and the typography of each language applied (article bodies got theirs, text node by text node, when compiled); the
 * model holds final text.
 */
function withFacts<T>(schema: z.ZodType, value: T, facts: Settings['facts']): T {
  return mapFields(schema, value, (kind, _path, node) => {
    if (!isWords(kind)) return node;
    const text = node as LocalizedText;
    const fr = fillFacts(text.fr, facts, 'fr');
    const en = fillFacts(text.en, facts, 'en');
    return {
      ...text,
      fr: kind === 'richText' ? fr : typography(fr, 'fr'),
      en: kind === 'richText' ? en : typography(en, 'en'),
    };
  }) as T;
}

/** One file read, parsed with positions and checked against its schema. */
function parseFile(file: string, bytes: Uint8Array, schema: z.ZodType): Outcome {
  const loaded = loadYaml(file, bytes);
  if ('problems' in loaded) return { problems: loaded.problems, data: undefined };
  const result = schema.safeParse(loaded.data);
  if (!result.success)
    return { problems: problemsFromIssues(loaded.source, schema, loaded.data, result.error.issues), data: loaded.data };
  return { parsed: { source: loaded.source, value: result.data } };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
