// The JSON-LD of every built route, read from dist/: accepted by schema-dts (Google's schema.org types, through the TypeScript compiler) and saying the right things.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { API } from 'typescript/unstable/sync';
import { htmlFileFor } from '../../src/cli/build.ts';
import { ARTICLE_FALLBACK_IMAGE } from '../../src/content/article-fallback.ts';
import { localePath, type RouteEntry } from '../../src/content/routes.ts';
// Search engines read the words without the page's invisible line-break joiners.
import { withoutJoiners as plain } from '../../src/content/typography.ts';
import { expect, test } from './fixtures.ts';
import { realSite } from './site.ts';

const site = realSite();
const origin = site.settings.origin;
const lang = { fr: 'fr-CA', en: 'en-CA' } as const;

type Node = Record<string, unknown> & { '@type'?: string; '@id'?: string };
type Graph = { '@context': string; '@graph': Node[] };

function blocksOf(route: RouteEntry): string[] {
  const document = parseDocument(readFileSync(join('dist', htmlFileFor(route.path)), 'utf8'));
  return DomUtils.getElementsByTagName('script', document)
    .filter((script) => script.attribs.type === 'application/ld+json')
    .map((script) => DomUtils.textContent(script));
}

const CONTROL = '(control)';
let diagnostics: Map<string, string[]> | undefined;
/**
 * Every block of every route written as `const block: Graph = …` (one file per route) and checked by the TypeScript
 * compiler against schema-dts in one program; the messages by route path. Under the project so `schema-dts` resolves.
 */
function typeDiagnostics(): Map<string, string[]> {
  if (diagnostics) return diagnostics;
  const dir = resolve('.build', `jsonld-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const files = new Map<string, string>();
  site.routes.forEach((route, index) => {
    const file = join(dir, `route-${index}.ts`);
    const blocks = blocksOf(route).map((block, number) => `export const block${number}: Graph = ${block};`);
    writeFileSync(file, [`// ${route.path}`, "import type { Graph } from 'schema-dts';", ...blocks, ''].join('\n'));
    files.set(route.path, file);
  });
  // A control: the block these pages had before (inLanguage is no property of AccountingService) must be refused.
  const control = join(dir, 'control.ts');
  writeFileSync(
    control,
    `import type { Graph } from 'schema-dts';\nexport const block: Graph = ${JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'AccountingService', name: 'Boréal CPA', inLanguage: 'fr-CA' }] })};\n`,
  );
  files.set(CONTROL, control);
  const config = join(dir, 'tsconfig.json');
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        skipLibCheck: true,
        types: [],
      },
      include: ['*.ts'],
    }),
  );
  const api = new API({ cwd: dir });
  try {
    const project = api.updateSnapshot({ openProjects: [config] }).getProject(config);
    if (!project) throw new Error(`the TypeScript compiler did not open ${config}`);
    const global = project.program.getProgramDiagnostics().map((diagnostic) => diagnostic.text);
    diagnostics = new Map(
      [...files].map(([path, file]) => {
        const text = readFileSync(file, 'utf8');
        const found = [
          ...project.program.getSyntacticDiagnostics(file),
          ...project.program.getSemanticDiagnostics(file),
        ].map((diagnostic) => {
          const line = text.slice(0, diagnostic.pos).split('\n').length;
          return `${path} (line ${line} of the generated file): TS${diagnostic.code} ${diagnostic.text}`;
        });
        return [path, [...global, ...found]];
      }),
    );
  } finally {
    api.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return diagnostics;
}

const graphOf = (route: RouteEntry): Graph => {
  const blocks = blocksOf(route);
  expect(blocks, `${route.path}: one JSON-LD block`).toHaveLength(1);
  expect(blocks[0], `${route.path}: < is escaped`).not.toContain('<');
  return JSON.parse(blocks[0]!) as Graph;
};
const ofType = (graph: Graph, type: string) => graph['@graph'].filter((node) => node['@type'] === type);

const homeLabel = (locale: 'fr' | 'en') =>
  site.settings.navigation.main.find(
    (link) => 'page' in link && link.page === site.pages.find((page) => page.path === '/')?.id,
  )?.label[locale];

test('the type check refuses a block schema.org does not allow', () => {
  expect(typeDiagnostics().get(CONTROL)!.join('\n')).toMatch(
    /TS2353 .*inLanguage.* does not exist in type 'AccountingServiceLeaf'/,
  );
});

test('every article has a route in each language', () => {
  expect(site.routes.filter((route) => route.post !== undefined).length).toBe(site.posts.length * 2);
});

for (const route of site.routes) {
  test(`${route.path}: its JSON-LD type-checks against schema-dts`, () => {
    expect(typeDiagnostics().get(route.path)).toEqual([]);
  });

  test(`${route.path}: its JSON-LD names the firm, the page, its article, its questions and its trail`, () => {
    const graph = graphOf(route);
    expect(graph['@context']).toBe('https://schema.org');
    const home = origin + localePath(route.locale, '/');
    const url = origin + route.path;

    // The firm: one node, its address the home page of the language.
    const [firm, ...more] = ofType(graph, 'AccountingService');
    expect(more).toEqual([]);
    expect(firm!.url).toBe(home);
    expect(firm!.name).toBe(site.settings.brand.name);
    expect(firm).not.toHaveProperty('inLanguage');
    const firmId = firm!['@id'];

    // Every @id a node points to is a node of the graph.
    const ids = new Set(graph['@graph'].map((node) => node['@id']));
    const references = JSON.stringify(graph['@graph']).match(/\{"@id":"[^"]+"\}/g) ?? [];
    for (const reference of references)
      expect(ids, `${route.path}: ${reference}`).toContain((JSON.parse(reference) as { '@id': string })['@id']);

    // The page, in its language; FAQPage with every question of the page's FAQ sections.
    const page = site.pages.find((candidate) => candidate.id === route.page)!;
    const questions = page.sections.flatMap((section) => (section.type === 'faq' ? section.items : []));
    const pageNodes = graph['@graph'].filter((node) => node['@type'] === 'WebPage' || node['@type'] === 'FAQPage');
    expect(pageNodes).toHaveLength(1);
    const pageNode = pageNodes[0]!;
    expect(pageNode.url).toBe(url);
    expect(pageNode.inLanguage).toBe(lang[route.locale]);
    if (questions.length > 0) {
      expect(pageNode['@type']).toBe('FAQPage');
      const entities = pageNode.mainEntity as {
        '@type': string;
        name: string;
        acceptedAnswer: { '@type': string; text: string };
      }[];
      expect(entities).toHaveLength(questions.length);
      entities.forEach((entity, index) => {
        expect(entity['@type']).toBe('Question');
        expect(entity.name).toBe(plain(questions[index]!.question[route.locale]));
        expect(entity.acceptedAnswer).toEqual({
          '@type': 'Answer',
          text: plain(questions[index]!.answer[route.locale]),
        });
        expect(entity.acceptedAnswer.text).not.toMatch(/[<>{}]/);
      });
    } else expect(pageNode['@type']).toBe('WebPage');

    // The article, with its real dates and author.
    const postings = ofType(graph, 'BlogPosting');
    if (route.post === undefined) expect(postings).toEqual([]);
    else {
      const post = site.posts.find((candidate) => candidate.slug.en === route.post)!;
      expect(postings).toHaveLength(1);
      const posting = postings[0]!;
      expect(posting.headline).toBe(plain(post.title[route.locale]));
      expect(posting.description).toBe(plain(post.description[route.locale]));
      expect(posting.datePublished).toBe(post.date);
      expect(posting.dateModified).toBe(post.updated ?? post.date);
      expect(posting.inLanguage).toBe(lang[route.locale]);
      // Search engines want an absolute address: a picture of the site's own (/images/…) is named under its origin; an
      // article without a photo is shown by the site's own picture, not by its drawn band (trial 12: a new article).
      const picture = post.image.src === ARTICLE_FALLBACK_IMAGE.src ? site.settings.seo.image : post.image.src;
      expect(posting.image).toBe(new URL(picture, origin).href);
      expect(posting.publisher).toEqual({ '@id': firmId });
      expect(posting.mainEntityOfPage).toEqual({ '@id': pageNode['@id'] });
      if (post.author.id === undefined) expect(posting.author).toEqual({ '@id': firmId });
      else
        expect(posting.author).toMatchObject({
          '@type': 'Person',
          name: post.author.name,
          worksFor: { '@id': firmId },
        });
      // schema.org has `reviewedBy` on the page, not on the article.
      if (post.reviewer)
        expect(pageNode.reviewedBy).toMatchObject({
          '@type': 'Person',
          name: post.reviewer.name,
          worksFor: { '@id': firmId },
        });
      else expect(pageNode).not.toHaveProperty('reviewedBy');
    }

    // The trail: on every page but the home page, from Accueil/Home down to this page, absolute addresses.
    const lists = ofType(graph, 'BreadcrumbList');
    if (route.path === localePath(route.locale, '/')) expect(lists).toEqual([]);
    else {
      expect(lists).toHaveLength(1);
      const items = lists[0]!.itemListElement as { '@type': string; position: number; name: string; item: string }[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items[0]).toEqual({ '@type': 'ListItem', position: 1, name: homeLabel(route.locale), item: home });
      expect(items.at(-1)!.item).toBe(url);
      items.forEach((item, index) => {
        expect(item.position).toBe(index + 1);
        expect(item.item.startsWith(`${origin}/`) || item.item === origin).toBe(true);
        expect(item.name.trim()).not.toBe('');
      });
      expect(pageNode.breadcrumb).toEqual({ '@id': lists[0]!['@id'] });
      if (route.post !== undefined)
        expect(items.at(-1)!.name).toBe(
          plain(site.posts.find((post) => post.slug.en === route.post)!.title[route.locale]),
        );
    }
  });
}
