// What a field is comes from the kind declared with it, never from its name: a throwaway section type proves it, and every field of the real schemas declares one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ArticleImage } from '../../src/content/schema/article.ts';
import { choices, doc, kind } from '../../src/content/schema/doc.ts';
import { IconName } from '../../src/content/schema/icon.ts';
import { isWords, type Kind, kinds } from '../../src/content/schema/kind.ts';
import { ActionName, Cta, HttpsUrl, PageId, PersonId, PhoneKey } from '../../src/content/schema/link.ts';
import { PriceRef } from '../../src/content/schema/money.ts';
import { PriceTerms } from '../../src/content/schema/section-parts.ts';
import { LocalizedSlug, LocalizedText, Slug } from '../../src/content/schema/text.ts';
import { walk } from '../../src/content/schema/walk.ts';
import { checkSite, type Parsed } from '../../src/site/checks.ts';
import { englishSchemas, refName } from '../../src/site/json-schema.ts';
import { loadYaml, type SourceFile } from '../../src/site/load.ts';
import { Page, Settings } from '../../src/site/schema/index.ts';
import { PagePath } from '../../src/site/schema/page.ts';
import { Section, sectionSchemas } from '../../src/site/schema/sections.ts';
import { resolvePrices } from '../../src/site/view.ts';
import { baseDir } from '../fixtures/materialize.ts';

const words = (name: string) => doc([name, name], `The ${name}.`, `Le ${name}.`);

/** A section type declared only here, with one field of each kind, and fields named like links and prices that are not. */
const Throwaway = z
  .strictObject({
    type: z.literal('throwaway'),
    text: LocalizedText.meta(words('text')),
    body: LocalizedText.meta({ ...words('body'), kind: 'richText' }),
    topic: LocalizedText.meta({ ...words('topic'), kind: 'category' }),
    plain: z.string().meta({ ...words('plain'), kind: 'plainText' }),
    anchor: z.string().meta({ ...words('anchor'), kind: 'id' }),
    goesTo: PageId.meta(words('page reference')),
    article: Slug.meta({ ...words('article'), kind: 'post' }),
    author: PersonId.meta(words('author')),
    call: PhoneKey.meta(words('phone key')),
    cost: PriceRef.meta(words('cost')),
    conditions: PriceTerms.optional().meta(words('conditions')),
    does: ActionName,
    button: Cta,
    site: HttpsUrl,
    photo: ArticleImage,
    file: z.string().meta(kind('imageAddress')),
    path: PagePath,
    slug: Slug,
    slugs: LocalizedSlug,
    icon: IconName,
    pick: choices({ one: { en: 'one', fr: 'un' }, two: { en: 'two', fr: 'deux' } }),
    count: z.number().meta(kind('number')),
    fee: z.number().meta(kind('money')),
    on: z.boolean().meta(kind('yesNo')),
    day: z.string().meta(kind('date')),
    at: z.string().meta(kind('time')),
    // Named like a link, a price and a yearly rate, declared as something else.
    page: z.string().meta({ ...words('page word'), kind: 'plainText' }),
    price: LocalizedText.meta(words('price words')),
    annual: z.number().meta(kind('number')),
  })
  .meta({ id: 'ThrowawaySection', ...words('throwaway') });

const TestPage = Page.extend({ sections: z.array(z.discriminatedUnion('type', [...sectionSchemas, Throwaway])) });

const section = {
  type: 'throwaway',
  text: { fr: 'Seulement 3 500 $ par année', en: 'Only $3,500 a year' },
  body: { fr: 'Un article', en: 'Un article' },
  topic: { fr: 'Fiscalité', en: 'Tax' },
  plain: 'QuickBooks',
  anchor: 'here',
  goesTo: 'nowhere',
  article: 'no-such-article',
  author: 'someone',
  call: 'fax',
  cost: 'noSuchPrice',
  conditions: {
    covers: { fr: 'Le service décrit.', en: 'The service described.' },
    excludes: { fr: 'Les pénalités.', en: 'Penalties.' },
  },
  does: 'booking',
  button: { label: { fr: 'Réserver', en: 'Book' }, action: 'booking' },
  site: 'https://example.com',
  photo: { src: '/images/a.webp', alt: { fr: 'Une photo', en: 'A photo' }, width: 10, height: 10 },
  file: '/images/b.webp',
  path: '/somewhere',
  slug: 'a-slug',
  slugs: { fr: 'same', en: 'same' },
  icon: 'check',
  pick: 'one',
  count: 3500,
  fee: 3900,
  on: true,
  day: '2026-01-01',
  at: '09:00',
  page: 'nowhere',
  price: { fr: 'companyPlan', en: 'companyPlan price' },
  annual: 3500,
};

const source = (file: string, value: unknown): SourceFile => {
  const loaded = loadYaml(file, Buffer.from(JSON.stringify(value, null, 1)));
  if ('problems' in loaded) throw new Error(JSON.stringify(loaded.problems));
  return loaded.source;
};
const parsed = <T>(file: string, schema: z.ZodType<T>, data: unknown): Parsed<T> => ({
  source: source(file, data),
  value: schema.parse(data),
});
const settingsData = () => {
  const loaded = loadYaml('site.yaml', readFileSync(join(baseDir, 'site.yaml')));
  if ('problems' in loaded) throw new Error('the base fixture site.yaml does not load');
  return loaded;
};

describe('a field is what its kind says, whatever its name', () => {
  const site = settingsData();
  const settings = { source: site.source, value: Settings.parse(site.data) };
  const page = {
    id: 'test',
    path: '/test',
    head: {
      title: { fr: 'Essai', en: 'Test' },
      description: { fr: 'Une page d’essai pour les champs.', en: 'A test page for the fields.' },
    },
    sections: [section],
  };
  // The page holds a section type the site's Page type does not know: the checks read it with TestPage, as told.
  const testPage = parsed('pages/test.yaml', TestPage, page) as unknown as Parsed<z.infer<typeof Page>>;
  const checked = checkSite({ settings, pages: [testPage], posts: [], schemas: { page: TestPage } });
  const at = (field: string) =>
    checked.problems
      .filter((problem) => problem.file === 'pages/test.yaml' && problem.path.startsWith(`sections.0.${field}`))
      .map((problem) => problem.message.en);

  it('walks every field of the throwaway type with its declared kind, one of each kind', () => {
    const found = new Map<string, Kind>();
    const walked = new Set<Kind>();
    walk(Throwaway, Throwaway.parse(section), (fieldKind, path) => {
      if (fieldKind !== undefined) walked.add(fieldKind);
      if (fieldKind !== undefined && path.length === 1) found.set(String(path[0]), fieldKind);
    });
    const missing = (Object.keys(kinds) as Kind[]).filter((each) => !walked.has(each));
    expect(missing, 'kinds no field of the throwaway type was walked with').toEqual([]);
    expect(Object.fromEntries(found)).toMatchObject({
      goesTo: 'page',
      page: 'plainText',
      cost: 'price',
      conditions: 'terms',
      price: 'text',
      annual: 'number',
      slug: 'slug',
    });
    expect(found.has('slugs'), 'a pair of slugs is a group of two slugs, not a text').toBe(false);
  });

  it('reports a dead link, an unknown price, a typed amount and a French copy where the kinds say so', () => {
    const failures: string[] = [];
    const expectAt = (field: string, words: string) => {
      if (!at(field).some((text) => text.includes(words)))
        failures.push(`${field}: expected “${words}”, got ${JSON.stringify(at(field))}`);
    };
    expectAt('goesTo', 'no page has the id "nowhere"');
    expectAt('article', 'no article has the slug "no-such-article"');
    expectAt('call', 'no phone "fax"');
    expectAt('cost', 'no price is named "noSuchPrice"');
    expectAt('text.fr', 'typed amount "3 500 $"');
    expectAt('text.en', 'typed amount "$3,500"');
    expectAt('body.fr', 'the French text is the same as the English');
    expect(failures).toEqual([]);
  });

  it('asks for the terms of a shown price in the field of kind terms, whatever its name', () => {
    const { conditions: _, ...bare } = { ...section, cost: 'companyPlan' };
    const page = { ...testPage.value, sections: [bare] };
    const checked = checkSite({
      settings,
      pages: [parsed('pages/test.yaml', TestPage, page) as unknown as Parsed<z.infer<typeof Page>>],
      posts: [],
      schemas: { page: TestPage },
    });
    const terms = checked.problems.filter((problem) => problem.rule === 'price-terms');
    expect(terms.map((problem) => problem.path)).toEqual(['sections.0.conditions']);
  });

  it('does not take a field named page for a link, a per-language slug for a text, nor a number named like a price for a typed amount', () => {
    expect(at('page'), 'a plain text named page').toEqual([]);
    expect(at('slugs'), 'the same slug in both languages').toEqual([]);
    expect(at('annual'), 'a number named annual').toEqual([]);
    expect(at('price'), 'a text named price').toEqual([]);
    expect(at('count'), 'a number').toEqual([]);
  });

  it('shows the price named by a field of kind price, and leaves a text named price as written', () => {
    const shown = resolvePrices(Throwaway, { ...section, cost: 'companyPlan' }, settings.value.facts) as Record<
      string,
      unknown
    >;
    expect(shown.cost).toEqual({ amount: 3500, unit: 'fiscalYear' });
    expect(shown.price).toEqual(section.price);
    expect(shown.annual).toBe(3500);
    expect(shown.page).toBe('nowhere');
  });
});

describe('every field of the real schemas', () => {
  type Node = Record<string, unknown>;
  it('declares its kind (kind.ts), or is a group of fields, a list or named entries', () => {
    const failures: string[] = [];
    for (const [file, root] of Object.entries(englishSchemas())) {
      const defs = (root.$defs ?? {}) as Record<string, Node>;
      const sectionDefs = new Set(((defs.Section?.oneOf ?? []) as Node[]).map((option) => refName(option)));
      const seen = new Set<Node>();
      const kindOf = (node: Node): unknown =>
        node.kind ?? (refName(node) === undefined ? undefined : kindOf(defs[refName(node)!]!));
      const visit = (node: Node, at: string, defName?: string): void => {
        const name = refName(node);
        const target = name === undefined ? node : defs[name]!;
        if (seen.has(node)) return;
        seen.add(node);
        const declared = kindOf(node);
        if (declared !== undefined && !(String(declared) in kinds))
          failures.push(`${file} ${at}: unknown kind ${String(declared)}`);
        // The parts of a text ({fr, en, properNoun}) are the text.
        if (isWords(declared as Kind)) return;
        const isGroup =
          target.type === 'object' ||
          target.type === 'array' ||
          (Array.isArray(target.oneOf) && sectionDefs.size > 0 && name === 'Section');
        if (declared === undefined && !isGroup) failures.push(`${file} ${at}`);
        for (const [key, field] of Object.entries((target.properties ?? {}) as Record<string, Node>)) {
          // A section's `type` picks its branch of the union: it is the union's, not a field.
          if (key === 'type' && sectionDefs.has(name ?? defName) && 'const' in field) continue;
          visit(field, `${at}.${key}`, name);
        }
        if (target.items && typeof target.items === 'object') visit(target.items as Node, `${at}[]`);
        if (target.additionalProperties && typeof target.additionalProperties === 'object')
          visit(target.additionalProperties as Node, `${at}.<name>`);
        if (declared === undefined)
          for (const option of (target.oneOf ?? target.anyOf ?? []) as Node[])
            if ('$ref' in option || 'properties' in option) visit(option, at, name);
      };
      visit(root, file.replace('.schema.json', ''));
    }
    expect(
      failures,
      'fields without a kind: declare it with doc(…, { kind }) or reuse a shared schema that has one',
    ).toEqual([]);
  });

  it('are reached by the walker with the same kinds on the real section examples', () => {
    const failures: string[] = [];
    for (const schema of sectionSchemas) {
      for (const example of (z.globalRegistry.get(schema)?.examples ?? []) as unknown[]) {
        walk(Section, Section.parse(example), (fieldKind, path, value) => {
          if (
            fieldKind === undefined &&
            (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') &&
            !['fr', 'en', 'type'].includes(String(path.at(-1)))
          )
            failures.push(`${schema.shape.type.value} ${path.join('.')}`);
        });
      }
    }
    expect(failures, 'values the walker found no kind for').toEqual([]);
  });
});
