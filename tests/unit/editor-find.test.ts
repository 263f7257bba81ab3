// The editor's search on the fixture site: words in any order, singular or plural, accents aside, and the words marketers use for the same thing (prix, tarif, forfait) find the field meant.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Facts } from '../../src/content/schema/site.ts';
import type { Schema } from '../../src/editor/client/Form.tsx';
import { amountsShown, type FoundField, fieldsOf, searchFields } from '../../src/editor/client/find.ts';
import { kindOf, titleOf } from '../../src/editor/file-entries.ts';
import { editorSchemaIn } from '../../src/site/json-schema.ts';
import { priceNames } from '../../src/site/price-names.ts';
import { fixtureRoot } from '../e2e/site.ts';

const schemaFile = { site: 'site.schema.json', page: 'page.schema.json', post: 'post.schema.json' } as const;

/**
 * Every field of the fixture site, as the editor's search box indexes them: the file's title as the list shows it, the
 * prices by their names and amounts, the texts' {facts} filled in.
 */
const fields: FoundField[] = (() => {
  const files = [
    'site.yaml',
    ...readdirSync(join(fixtureRoot, 'pages'))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `pages/${name}`),
    ...readdirSync(join(fixtureRoot, 'pages/blog')).map((name) => `pages/blog/${name}`),
  ];
  const data = files.map((file) => parse(readFileSync(join(fixtureRoot, file), 'utf8')) as unknown);
  const site = data[0] as { facts: Facts };
  const prices = { names: priceNames(site.facts.prices, data.slice(1)), amounts: amountsShown(site) };
  return files.flatMap((file, index) => {
    const kind = kindOf(file);
    const title = titleOf(kind, data[index]);
    const schemas = {
      fr: editorSchemaIn('fr', schemaFile[kind]) as Schema,
      en: editorSchemaIn('en', schemaFile[kind]) as Schema,
    };
    return fieldsOf({
      file,
      data: data[index],
      schemas,
      title: { fr: title.fr ?? file, en: title.en ?? file },
      prices,
      facts: site.facts,
    });
  });
})();

/** The company plan's price: its amount in site.yaml, or a card's price naming it. */
const companyPrice = (hit: FoundField) =>
  hit.key === 'facts.prices.companyPlan.amount' || (hit.value === 'companyPlan' && /\.price$/.test(hit.key));
/** The opening hours: the fact, or the contact's sentence that shows it. */
const openingHours = (hit: FoundField) =>
  hit.key.startsWith('facts.openingHours.') || hit.key.startsWith('contact.hours.');

/** The main phone's number as shown. */
const mainPhone = (hit: FoundField) => hit.key === 'contact.phones.general.display';
/** A question of an FAQ section. */
const faqQuestion = (hit: FoundField) =>
  /\.items\.\d+\.(question|answer)\b/.test(hit.key) && hit.file.startsWith('pages/');

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
      // The word most people use for the questions (trial 17: « FAQ » found nothing).
      ['FAQ', faqQuestion],
      ['faq entreprises', faqQuestion],
      // A phone as people type it, whole or in part (trial 18: « 555-0100 » and « 555 » found nothing).
      ['514 555-0100', mainPhone],
      ['555-0100', mainPhone],
      ['555', mainPhone],
    ];
    const failures: string[] = [];
    for (const [query, meant] of cases) {
      const hits = searchFields(fields, query).slice(0, 5);
      if (!hits.some(meant))
        failures.push(`« ${query} » → ${hits.map((hit) => `${hit.file}#${hit.key}`).join(', ') || 'nothing'}`);
    }
    expect(failures).toEqual([]);
  });

  it('words typed as a phrase find the text holding it first; « de », « the » among them do not open the search to every word they begin (trial 12: « titre de CPA »)', () => {
    // The fixture's company FAQ asks « Pourquoi le titre de CPA est-il important? »; page titles name CPA too.
    const failures: string[] = [];
    for (const query of ['titre de CPA', 'le titre de CPA', 'tenue de livres est-elle obligatoire']) {
      const first = searchFields(fields, query)[0];
      const words = query.replace(/^le /, '');
      if (!first?.value.includes(words))
        failures.push(`« ${query} » → first ${first?.key ?? 'nothing'}: ${first?.value}`);
    }
    expect(failures).toEqual([]);
  });

  it('every word counts: a word found nowhere finds nothing', () => {
    expect(searchFields(fields, 'prix zzzyx')).toEqual([]);
  });
});

describe('a fact the site shows in many places is found at its own field first', () => {
  it('a query naming a price gives its amount first, before the cards and notes that only show it (trial 7: 19th)', () => {
    // The fixture's company plan: « Forfait entreprise » / “Company plan”, 3 500 $, shown by cards, a calculator, notes.
    const failures: string[] = [];
    for (const query of [
      'tarif entreprises',
      'prix entreprise',
      'Tarif entreprise',
      '3 500',
      '3500',
      '$3,500',
      'company price',
    ])
      if (searchFields(fields, query)[0]?.key !== 'facts.prices.companyPlan.amount')
        failures.push(`« ${query} » → first ${searchFields(fields, query)[0]?.key ?? 'nothing'}`);
    expect(failures).toEqual([]);
  });

  it('« heures », « horaire », « heures d’ouverture », “opening hours” give the opening hours of the settings first, as one result opening the opening time', () => {
    const failures: string[] = [];
    for (const query of ['heures', 'horaire', 'heures d’ouverture', "heures d'ouverture", 'opening hours']) {
      const first = searchFields(fields, query)[0];
      if (
        first?.key !== 'facts.openingHours' ||
        first.whole !== true ||
        first.path.join('.') !== 'facts.openingHours.opens'
      )
        failures.push(`« ${query} » → first ${first?.key ?? 'nothing'}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('a text naming a fact reads as the site shows it', () => {
  it('« {openingHours} » is read « de 9 h à 21 h » in the results, and found by those words', () => {
    // The fixture: contact.hours « Ouvert 7 jours sur 7, de {openingHours} », hours 09:00 to 21:00.
    const hours = fields.find((field) => field.key === 'contact.hours.fr');
    expect(hours?.filled?.replace(/[\u00a0\u202f]/g, ' ')).toBe('Ouvert 7 jours sur 7, de 9 h à 21 h');
    expect(fields.find((field) => field.key === 'contact.hours.en')?.filled).toBe(
      'Open 7 days a week, 9 a.m. to 9 p.m.',
    );
    const found = searchFields(fields, '9 h à 21 h').map((hit) => hit.key);
    expect(found).toContain('contact.hours.fr');
  });
});

describe('what the form does not show is never a result', () => {
  it('a section’s type (its code word, chosen once when the section is added) is not a field found (trial 14: « type … faq »)', () => {
    const types = fields.filter((field) => /(^|\.)sections\.\d+\.type$/.test(field.key));
    expect(types.map((field) => `${field.file}#${field.key} = ${field.value}`)).toEqual([]);
    expect(searchFields(fields, 'faq').filter((hit) => hit.key.endsWith('.type'))).toEqual([]);
  });
});
