// What the editor's pickers offer, read from a loaded site: the categories the articles use, each pair once and the most
// used first, never a new article's « TODO » placeholder; the phones by what they are and their number, never a key.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickerOptions } from '../../src/site/picker-options.ts';
import { postScaffold } from '../../src/site/scaffold.ts';
import { loadSite } from '../../src/site/site.ts';
import { materialize } from '../fixtures/materialize.ts';

describe('the pickers of the editor', () => {
  it('offer each category the articles use once, the most used first, and no placeholder of a new article', () => {
    const root = materialize();
    const post = (slug: string, category: string) =>
      `slug: { fr: ${slug}, en: ${slug} }\ndate: 2026-01-0${slug.length % 9}\ncategory: ${category}\ntitle: { fr: Titre ${slug}, en: Title ${slug} }\ndescription: { fr: Un résumé de l’article ${slug} assez long pour les moteurs de recherche., en: A summary of the article ${slug} long enough for the search engines. }\n`;
    writeFileSync(join(root, 'pages/blog/one.yaml'), post('one', '{ fr: Fiscalité, en: Tax }'));
    writeFileSync(join(root, 'pages/blog/two.yaml'), post('two', '{ fr: Fiscalité, en: Tax }'));
    const draft = postScaffold('brouillon', new Date('2026-11-26'), 'Un brouillon');
    writeFileSync(join(root, draft.file), draft.text);
    const loaded = loadSite(root, { unfinished: 'preview' });
    expect(loaded.ok, 'the site with a draft loads as the editor loads it').toBe(true);
    const { categories } = pickerOptions(loaded);
    expect(categories[0], 'the most used first').toEqual({ fr: 'Fiscalité', en: 'Tax' });
    expect(new Set(categories.map((category) => category.fr)).size, 'each once').toBe(categories.length);
    expect(categories.filter((category) => /TODO/.test(`${category.fr} ${category.en}`))).toEqual([]);
  });

  it('name the main phone as the main one, and every phone by its number shown rather than its key', () => {
    const loaded = loadSite(materialize());
    const { phones } = pickerOptions(loaded);
    expect(phones.map((phone) => [phone.value, phone.label.fr, phone.label.en])).toEqual([
      ['general', 'Téléphone principal 514 555-0100', 'Main phone 514 555-0100'],
      ['individual', 'Téléphone 514 555-0123', 'Phone 514 555-0123'],
    ]);
  });
});
