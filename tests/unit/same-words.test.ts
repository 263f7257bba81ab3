// The editor's « Ces mots paraissent aussi ailleurs »: the phrases a marketer removes from a text, and the other texts of the fixture site that still say them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import {
  removedPhrases,
  type SiteText,
  textBefore,
  textsOf,
  textsSaying,
  valueAt,
} from '../../src/editor/client/same-words.ts';

const root = join(import.meta.dirname, '../fixtures/site');
const files = [
  'site.yaml',
  ...readdirSync(join(root, 'pages'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `pages/${name}`),
  ...readdirSync(join(root, 'pages/blog')).map((name) => `pages/blog/${name}`),
];
const data = new Map(files.map((file) => [file, parse(readFileSync(join(root, file), 'utf8')) as unknown]));
const texts = (locale: 'fr' | 'en'): SiteText[] => files.flatMap((file) => textsOf(file, data.get(file), locale));
const where = (found: SiteText[]) => found.map((text) => `${text.file}:${text.path.join('.')}`);

test('a phrase changed in one text lists the other texts that say it, in any file; the text itself is not listed', () => {
  const path = ['sections', 0, 'subtitle', 'fr'];
  const before = valueAt(data.get('pages/home.yaml'), path) as string;
  const after = before.replace('travailleurs autonomes', 'pigistes');
  expect(after).not.toBe(before);
  const phrases = removedPhrases(before, after);
  expect(phrases).toContain('particuliers travailleurs autonomes');
  expect(where(textsSaying(phrases, texts('fr'), 'pages/home.yaml', path))).toEqual([
    'site.yaml:brand.description.fr',
    'pages/home.yaml:head.description.fr',
  ]);
});

test('words found nowhere else, a phrase of little words, a text only added to, or the other language: nothing listed', () => {
  const cases: [string, string, string, 'fr' | 'en'][] = [
    ['words no other text says', 'Nos bureaux ferment pendant les Fêtes', 'Nos bureaux restent ouverts', 'fr'],
    ['little words only (« de la »)', 'une partie de la tenue', 'une partie', 'fr'],
    ['words only added', 'Ouvert 7 jours sur 7', 'Ouvert 7 jours sur 7, même les fériés', 'fr'],
    ['the French words sought in English texts', 'Ouvert 7 jours sur 7', 'Ouvert tous les jours', 'en'],
  ];
  for (const [name, before, after, locale] of cases) {
    const found = textsSaying(removedPhrases(before, after), texts(locale), 'nowhere.yaml', ['x', locale]);
    expect(where(found), name).toEqual([]);
  }
});

test('the trial’s case: the footer’s hours reworded, the trust badge « Ouvert 7 jours sur 7 » is listed', () => {
  const before = 'Ouvert 7 jours sur 7, de {openingHours}';
  const found = where(
    textsSaying(removedPhrases(before, 'Ouvert tous les jours, de {openingHours}'), texts('fr'), 'site.yaml', [
      'footer',
      'hours',
      'fr',
    ]),
  );
  expect(found).toContain('site.yaml:trust.1.label.fr');
  expect(found).toContain('pages/services.yaml:sections.1.items.0.label.fr');
});

test('an FAQ item moved, words unchanged: nothing said changed; a moved item then edited is compared with its own old words', () => {
  const file = 'pages/pricing-company.yaml';
  const original = data.get(file) as { sections: { type: string; items?: unknown[] }[] };
  const faq = original.sections.findIndex((section) => section.type === 'faq');
  const items = original.sections[faq]!.items!;
  expect(items.length).toBeGreaterThanOrEqual(2);
  // The first item moved to the end, as the form's ↓ button does it.
  const moved = structuredClone(original);
  moved.sections[faq]!.items = [...items.slice(1), items[0]];
  for (const locale of ['fr', 'en'] as const) {
    const before = textsOf(file, original, locale);
    const now = textsOf(file, moved, locale);
    for (const text of now)
      expect(textBefore(before, now, text.path, text.text), `${locale} ${text.path.join('.')} after a move`).toBe(
        undefined,
      );
  }
  // The moved question then reworded: compared with its own old words, not with the question now at its old place.
  const last = items.length - 1;
  const path = ['sections', faq, 'items', last, 'question', 'fr'];
  const own = valueAt(original, ['sections', faq, 'items', 0, 'question', 'fr']) as string;
  const reworded = own.replace('obligatoire', 'exigée');
  expect(reworded).not.toBe(own);
  const edited = structuredClone(moved);
  (edited.sections[faq]!.items![last] as { question: { fr: string } }).question.fr = reworded;
  const now = textsOf(file, edited, 'fr');
  expect(textBefore(textsOf(file, original, 'fr'), now, path, reworded)).toBe(own);
  // Edited in place: the text at its own path.
  const inPlace = structuredClone(original);
  (inPlace.sections[faq]!.items![0] as { question: { fr: string } }).question.fr = reworded;
  const placed = textsOf(file, inPlace, 'fr');
  expect(
    textBefore(textsOf(file, original, 'fr'), placed, ['sections', faq, 'items', 0, 'question', 'fr'], reworded),
  ).toBe(own);
});

test('trial 8: words typed in a brand-new field (a new photo’s description) were never elsewhere: nothing replaced, nothing listed', () => {
  const file = 'pages/blog/gst-hst.yaml';
  const article = data.get(file) as { image?: unknown; description: { fr: string }; title: { fr: string } };
  // As opened: no photo yet. Then, unsaved: the summary rewritten, and a photo added whose description repeats the title.
  const original = structuredClone(article);
  delete original.image;
  const now = structuredClone(original) as typeof article & { image?: { alt: { fr: string; en: string } } };
  now.description.fr = `Les règles de base de la TPS/TVH et TVQ expliquées pour les entreprises. ${article.title.fr}`;
  now.image = { alt: { fr: `Affiche : ${article.title.fr}, les règles de base`, en: 'A poster' } };
  const path = ['image', 'alt', 'fr'];
  const before = textBefore(textsOf(file, original, 'fr'), textsOf(file, now, 'fr'), path, now.image.alt.fr);
  expect(before, 'a new field’s words compared with another field’s old words').toBe(undefined);
  // The summary itself, reworded where it was, is still compared with its own old words.
  const summary = ['description', 'fr'];
  expect(textBefore(textsOf(file, original, 'fr'), textsOf(file, now, 'fr'), summary, now.description.fr)).toBe(
    article.description.fr,
  );
});
