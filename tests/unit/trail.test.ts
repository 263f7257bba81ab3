// The on-screen trail of a field (src/editor/trail.ts): every field of the real schemas, in both languages, is named by its labels and numbered from 1.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { editorSchemaIn, type SchemaFile } from '../../src/site/json-schema.ts';
import { priceNames, wordsOfKey } from '../../src/site/price-names.ts';
import { priceNamesIn } from '../../src/site/problem-trail.ts';
import { partsOf, quoted, resolveNode, type TrailSchema, trail, trailText } from '../../src/site/trail.ts';

const FIXTURE = 'tests/fixtures/site';
/** A name as written in the content: one word in camelCase (companyPlan), never shown to a marketer. */
const camelCase = /\b[a-z]+[A-Z][a-zA-Z0-9]*\b/;

const files: SchemaFile[] = ['site.schema.json', 'page.schema.json', 'post.schema.json'];
const ENTRY = 'exempleNom';

type Case = { path: (string | number)[]; data: unknown; keys: string[] };

/** Every field path of a schema (index 0 for a list, one sample name for named entries, each kind of section), with data telling each section's type. */
function everyField(root: TrailSchema): Case[] {
  const defs = root.$defs ?? {};
  const out: Case[] = [];
  const walk = (
    raw: TrailSchema,
    path: (string | number)[],
    tags: [(string | number)[], string][],
    keys: string[],
    seen: string[],
  ) => {
    if (path.length > 14) return;
    const ref = raw.$ref;
    if (ref && seen.filter((name) => name === ref).length > 1) return;
    const node = resolveNode(raw, defs);
    const nextSeen = ref ? [...seen, ref] : seen;
    if (path.length > 0) out.push({ path, data: dataFor(tags), keys });
    // A text's languages are its own fields: French and English.
    for (const option of node.oneOf ?? node.anyOf ?? []) {
      const resolved = resolveNode(option, defs);
      const tag = (resolved.properties?.type as { const?: unknown } | undefined)?.const;
      walk(
        { ...option, label: undefined },
        path,
        typeof tag === 'string' ? [...tags, [path, tag]] : tags,
        keys,
        nextSeen,
      );
    }
    for (const [key, child] of Object.entries(node.properties ?? {}))
      walk(child, [...path, key], tags, [...keys, key], nextSeen);
    if (node.items) walk(node.items, [...path, 0], tags, keys, nextSeen);
    if (typeof node.additionalProperties === 'object' && node.additionalProperties !== null)
      walk(node.additionalProperties as TrailSchema, [...path, ENTRY], tags, keys, nextSeen);
  };
  walk(root, [], [], [], []);
  // A union's options walk the same path again: one case per path and section kind.
  const unique = new Map(out.map((item) => [`${item.path.join('.')} ${JSON.stringify(item.data)}`, item]));
  return [...unique.values()];
}

function dataFor(tags: [(string | number)[], string][]): unknown {
  const root: Record<string, unknown> = {};
  for (const [path, tag] of tags) {
    let node: Record<string | number, unknown> = root;
    path.forEach((part, index) => {
      node[part] ??= typeof path[index + 1] === 'number' ? [] : {};
      node = node[part] as Record<string | number, unknown>;
    });
    node.type = tag;
  }
  return root;
}

describe('trail', () => {
  for (const file of files) {
    for (const lang of ['fr', 'en'] as const) {
      test(`every field of ${file} in ${lang}: labels only, numbered from 1`, () => {
        const schema = editorSchemaIn(lang, file) as TrailSchema;
        const cases = everyField(schema);
        expect(cases.length).toBeGreaterThan(20);
        const wrong: string[] = [];
        for (const { path, data, keys } of cases) {
          const segments = trail(schema, path, data, lang);
          const text = trailText(segments, lang);
          const say = (why: string) => wrong.push(`${path.join('.')} → ${text}: ${why}`);
          if (segments.length === 0) say('empty trail');
          for (const segment of segments) {
            if (segment.trim() === '' || segment.includes('undefined')) say('empty segment');
            // A key shown as written means the schema has no label for it.
            for (const key of keys) if (segment === key || segment === quoted(key, lang)) say(`raw key ${key}`);
            if (/(^|\s)0(\s|\)|$)/.test(segment)) say('0-based number');
          }
          // Each list item is numbered as the form numbers it: the first is 1.
          const items = path.filter((part) => typeof part === 'number').length;
          if (segments.filter((segment) => /\s1( \(|$)/.test(segment)).length < items)
            say('a list item without its number from 1');
          // A price reads by its name's words (« Exemple nom »), any other entry by its name as written.
          const named = path.join('.').includes(`prices.${ENTRY}`) ? wordsOfKey(ENTRY) : quoted(ENTRY, lang);
          if (path.includes(ENTRY) && !segments.some((segment) => segment.includes(named)))
            say('a named entry without its name');
        }
        expect(wrong).toEqual([]);
      });
    }
  }

  test('a section is named by its number from 1 and what it is; a text by its language', () => {
    const data = { sections: [{ type: 'hero' }, { type: 'faq', items: [{}] }] };
    const expected = {
      fr: 'Section 2 (Questions et réponses) › Question 1 › Question › Anglais',
      en: 'Section 2 (Questions and answers) › Question 1 › Question › English',
    };
    for (const lang of ['fr', 'en'] as const)
      expect(
        trailText(
          trail(
            editorSchemaIn(lang, 'page.schema.json') as TrailSchema,
            partsOf('sections.1.items.0.question.en'),
            data,
            lang,
          ),
          lang,
        ),
      ).toBe(expected[lang]);
  });

  test('every price of the fixture site is named by its plain name, in both languages, never by its name in site.yaml', () => {
    const site = parse(readFileSync(`${FIXTURE}/site.yaml`, 'utf8')) as { facts: { prices: Record<string, unknown> } };
    const names = priceNamesIn(FIXTURE);
    const keys = Object.keys(site.facts.prices);
    expect(keys.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const lang of ['fr', 'en'] as const) {
      const schema = editorSchemaIn(lang, 'site.schema.json') as TrailSchema;
      const part = lang === 'fr' ? 'Prix et faits' : 'Prices and facts';
      for (const key of keys) {
        for (const [given, shown] of [
          [names, names[key]![lang]],
          // Without the pages' names (a caller that has none): the name's words, still no code word.
          [undefined, wordsOfKey(key)],
        ] as const) {
          const text = trailText(trail(schema, partsOf(`facts.prices.${key}.amount`), site, lang, given), lang);
          if (!text.startsWith(`${part} › ${shown} › `)) wrong.push(`${key} (${lang}): ${text}, expected ${shown}`);
          if (camelCase.test(text)) wrong.push(`${key} (${lang}): a code word in ${text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The names are the pages' own words, not the names' words: the card showing the company price is its title.
    expect(names.companyPlan).toEqual({ fr: 'Forfait entreprise', en: 'Company plan' });
  });

  test('a price named where it is written is called so, before any card and before its key’s words', () => {
    const prices = {
      companyPlan: { amount: 3500, name: { fr: 'Forfait des PME', en: 'Small business plan' } },
      studentReturn: { amount: 95, name: { fr: 'Déclaration étudiante', en: 'Student return' } },
      unnamed: { amount: 10 },
    };
    const card = { title: { fr: 'Forfait entreprise', en: 'Company plan' }, price: 'companyPlan' };
    expect(priceNames(prices, [{ sections: [{ cards: [card] }] }])).toEqual({
      companyPlan: { fr: 'Forfait des PME', en: 'Small business plan' },
      studentReturn: { fr: 'Déclaration étudiante', en: 'Student return' },
      unnamed: { fr: 'Unnamed', en: 'Unnamed' },
    });
    // Just added in the form, before any save (the names known are those saved): its place says its name as written
    // (trial 17 read « Prix et faits › Declaration etudiante », the key's words, in the message about it).
    const fr = editorSchemaIn('fr', 'site.schema.json') as TrailSchema;
    const added = {
      facts: { prices: { declarationEtudiante: { amount: null, name: { fr: 'Déclaration étudiante', en: '' } } } },
    };
    expect(trailText(trail(fr, partsOf('facts.prices.declarationEtudiante'), added, 'fr', {}), 'fr')).toBe(
      'Prix et faits › Déclaration étudiante',
    );
  });

  test('a phone is named by what it is (the main one as such) and its number', () => {
    const fr = editorSchemaIn('fr', 'site.schema.json') as TrailSchema;
    const site = parse(readFileSync(`${FIXTURE}/site.yaml`, 'utf8')) as unknown;
    expect(trailText(trail(fr, partsOf('contact.phones.general.display'), site, 'fr'), 'fr')).toBe(
      'Coordonnées › Téléphone principal 514 555-0100 › Numéro affiché',
    );
    // Another line reads by the name written for it, as the site's button calls it (trial 17: « Téléphone 514 555-0123 »
    // said nothing of what the line was); unnamed, by what it is.
    const lines = {
      contact: {
        phones: {
          individual: { display: '514 555-0123', name: { fr: 'Ligne des particuliers', en: 'Line for individuals' } },
          spare: { display: '514 555-0199' },
        },
      },
    };
    expect(trailText(trail(fr, partsOf('contact.phones.individual.display'), lines, 'fr'), 'fr')).toBe(
      'Coordonnées › Ligne des particuliers 514 555-0123 › Numéro affiché',
    );
    expect(trailText(trail(fr, partsOf('contact.phones.spare'), lines, 'fr'), 'fr')).toBe(
      'Coordonnées › Téléphone 514 555-0199',
    );
  });

  test('a section of an unknown kind is still numbered, and its type named', () => {
    const fr = editorSchemaIn('fr', 'page.schema.json') as TrailSchema;
    expect(trailText(trail(fr, partsOf('sections.0.type'), { sections: [{ type: 'heroo' }] }, 'fr'), 'fr')).toBe(
      'Section 1 › Type de section',
    );
  });

  test('a key the schema does not know is shown as written, in quotes', () => {
    const fr = editorSchemaIn('fr', 'page.schema.json') as TrailSchema;
    expect(trail(fr, partsOf('sections.0.titel'), { sections: [{ type: 'hero' }] }, 'fr').at(-1)).toBe(
      '«\u00a0titel\u00a0»',
    );
  });
});
