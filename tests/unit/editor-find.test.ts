// The editor's search on the fixture site: words in any order, singular or plural, accents aside, and the words marketers use for the same thing (prix, tarif, forfait) find the field meant.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Schema } from '../../src/editor/client/Form.tsx';
import { type FoundField, fieldsOf, searchFields } from '../../src/editor/client/find.ts';
import { kindOf, titleOf } from '../../src/editor/file-entries.ts';
import { editorSchemaIn } from '../../src/site/json-schema.ts';
import { fixtureRoot } from '../e2e/site.ts';

const schemaFile = { site: 'site.schema.json', page: 'page.schema.json', post: 'post.schema.json' } as const;

/** Every field of the fixture site, as the editor's search box indexes them (the file's title as the list shows it). */
const fields: FoundField[] = (() => {
  const files = [
    'site.yaml',
    ...readdirSync(join(fixtureRoot, 'pages'))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `pages/${name}`),
    ...readdirSync(join(fixtureRoot, 'pages/blog')).map((name) => `pages/blog/${name}`),
  ];
  return files.flatMap((file) => {
    const kind = kindOf(file);
    const data = parse(readFileSync(join(fixtureRoot, file), 'utf8')) as unknown;
    const title = titleOf(kind, data);
    const schemas = {
      fr: editorSchemaIn('fr', schemaFile[kind]) as Schema,
      en: editorSchemaIn('en', schemaFile[kind]) as Schema,
    };
    return fieldsOf({ file, data, schemas, title: { fr: title.fr ?? file, en: title.en ?? file } });
  });
})();

/** The company plan's price: its amount in site.yaml, or a card's price naming it. */
const companyPrice = (hit: FoundField) =>
  hit.key === 'facts.prices.companyPlan.amount' || (hit.value === 'companyPlan' && /\.price$/.test(hit.key));
/** The opening hours: the fact, or the contact's sentence that shows it. */
const openingHours = (hit: FoundField) =>
  hit.key.startsWith('facts.openingHours.') || hit.key.startsWith('contact.hours.');

describe('the search box finds the field meant, in the first five', () => {
  it('in French and English, any order, singular or plural, accents aside, and by words of the same meaning', () => {
    const cases: [string, (hit: FoundField) => boolean][] = [
      ['prix entreprises', companyPrice],
      ['entreprises prix', companyPrice],
      ['tarif entreprise', companyPrice],
      ['forfait entreprise', companyPrice],
      ['coût entreprises', companyPrice],
      ['Coût Entreprise', companyPrice],
      ['company price', companyPrice],
      ['company plan', companyPrice],
      ['company rate', companyPrice],
      ['company fee', companyPrice],
      ['prices company', companyPrice],
      ['horaire', openingHours],
      ['heures d’ouverture', openingHours],
      ['heure ouverture', openingHours],
      ['opening hours', openingHours],
    ];
    const failures: string[] = [];
    for (const [query, meant] of cases) {
      const hits = searchFields(fields, query).slice(0, 5);
      if (!hits.some(meant))
        failures.push(`« ${query} » → ${hits.map((hit) => `${hit.file}#${hit.key}`).join(', ') || 'nothing'}`);
    }
    expect(failures).toEqual([]);
  });

  it('every word counts: a word found nowhere finds nothing', () => {
    expect(searchFields(fields, 'prix zzzyx')).toEqual([]);
  });
});
