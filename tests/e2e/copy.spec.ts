// The words of the built site, read from dist/ as visitors and search engines get them: what the firm charges is said
// exactly (no “prorata”, no “150 $+”, “about” before a rounded monthly amount), English pages spell the Canadian way,
// and every page title follows one pattern.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { htmlFileFor } from '../../src/cli/build.ts';
import { formatMoney } from '../../src/content/format.ts';
import { TITLE_MAX } from '../../src/content/head.ts';
import { isExactInstalment, monthlyInstalment } from '../../src/content/proration.ts';
import type { Locale } from '../../src/content/schema/text.ts';
import { priceAmount } from '../../src/site/facts.ts';
import { expect, test } from './fixtures.ts';
import { realSite } from './site.ts';

const site = realSite();
const brand = site.settings.brand.name;

type BuiltPage = { file: string; locale: Locale; page?: string };
const pages: BuiltPage[] = [
  ...site.routes.map((route) => ({ file: htmlFileFor(route.path), locale: route.locale, page: route.page })),
  // The not-found pages visitors land on, in both languages and under the blog.
  { file: '404.html', locale: 'fr' },
  { file: 'en/404.html', locale: 'en' },
  { file: 'blog/404.html', locale: 'fr' },
  { file: 'en/blog/404.html', locale: 'en' },
];

/** Spaces as a reader sees them: no-break and narrow no-break spaces are spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

/** What a page says: its title, description, visible text, and the words given to screen readers (aria-label, alt). */
function wordsOf(file: string): { title: string; description: string; text: string } {
  const document = parseDocument(readFileSync(join('dist', file), 'utf8'));
  const title = DomUtils.textContent(DomUtils.getElementsByTagName('title', document)[0]!);
  const description =
    DomUtils.getElementsByTagName('meta', document).find((meta) => meta.attribs.name === 'description')?.attribs
      .content ?? '';
  const body = DomUtils.getElementsByTagName('body', document)[0]!;
  for (const hidden of DomUtils.findAll(
    (element) => element.name === 'script' || element.name === 'style',
    body.children,
  ))
    DomUtils.removeElement(hidden);
  const labels = DomUtils.findAll(
    (element: Element) => element.attribs['aria-label'] !== undefined || element.attribs.alt !== undefined,
    body.children,
  ).map((element) => element.attribs['aria-label'] ?? element.attribs.alt);
  return {
    title: plain(title),
    description: plain(description),
    text: plain([DomUtils.textContent(body), ...labels].join(' ')),
  };
}

/** Words spelt -ise in every English (advise, expertise, enterprise…), by what comes before their -ise, -ised, -ising… */
const ALWAYS_ISE = new Set([
  'adv',
  'advert',
  'an',
  'appr',
  'appra',
  'ar',
  'bru',
  'cer',
  'chast',
  'chem',
  'compr',
  'comprom',
  'conc',
  'cru',
  'dem',
  'desp',
  'dev',
  'disgu',
  'enterpr',
  'exc',
  'exerc',
  'expert',
  'franch',
  'gu',
  'improv',
  'inc',
  'likew',
  'marqu',
  'merchand',
  'mort',
  'no',
  'otherw',
  'parad',
  'po',
  'porpo',
  'pra',
  'prec',
  'prem',
  'prom',
  'r',
  'ra',
  'repr',
  'rev',
  'superv',
  'surpr',
  'telev',
  'torto',
  'treat',
  'turquo',
  'val',
  'w',
]);
const ISE = /(?:ise|ises|ised|ising|isation|isations|iser|isers)$/i;

/** British spellings in a text: -ise where Canadian English writes -ize (optimisation), and -yse for -yze (analyse). */
function britishSpellings(text: string): string[] {
  const words = text.match(/\b[A-Za-z]+(?:is(?:e|es|ed|ing|ation|ations|er|ers)|ys(?:e|ed|ing))\b/g) ?? [];
  return [
    ...new Set(words.filter((word) => (ISE.test(word) ? !ALWAYS_ISE.has(word.toLowerCase().replace(ISE, '')) : true))),
  ];
}

test('no page says “prorata” or “prorated”: the whole yearly rate is spread over the months left', () => {
  for (const { file } of pages) {
    const { title, description, text } = wordsOf(file);
    expect(`${title} ${description} ${text}`.match(/\bprorat\w*/gi), file).toBeNull();
  }
});

test('no price reads “150 $+” or “$150+”: a starting price says “from”', () => {
  for (const { file } of pages) {
    const { description, text } = wordsOf(file);
    expect(`${description} ${text}`.match(/\$\s?\+|\$\d[\d,.]*\+/g), file).toBeNull();
  }
});

test('English pages spell the Canadian way (optimization, recognized, organizing)', () => {
  for (const { file } of pages.filter((page) => page.locale === 'en')) {
    const { title, description, text } = wordsOf(file);
    expect(britishSpellings(`${title} ${description} ${text}`), file).toEqual([]);
  }
  // The rule itself: it finds the British forms and lets words that are -ise in every English through.
  expect(britishSpellings('Tax optimisation, a recognised package, organising files, we analyse it')).toEqual([
    'optimisation',
    'recognised',
    'organising',
    'analyse',
  ]);
  expect(
    britishSpellings(
      'Our expertise: we advise every enterprise, revise, supervise and exercise; no surprise, otherwise; analyses and advertising',
    ),
  ).toEqual([]);
});

test(`every title reads “<page> | ${brand}” (or the page's whole title when only it fits), within ${TITLE_MAX} characters`, () => {
  const pattern = new RegExp(`^\\S(?:.*\\S)? \\| ${brand}$`);
  for (const { file } of pages) {
    const { title } = wordsOf(file);
    expect(title.length, file).toBeLessThanOrEqual(TITLE_MAX);
    // Too long with the firm's name, a title is whole on its own (an article's « Gains en capital : planifier… »).
    if (!title.includes(`| ${brand}`)) {
      expect(title.length + ` | ${brand}`.length, `${file}: the firm's name left out though it fits`).toBeGreaterThan(
        TITLE_MAX,
      );
      continue;
    }
    expect(title, file).toMatch(pattern);
    expect(title.split(`| ${brand}`), file).toHaveLength(2);
  }
});

test('a monthly amount that does not add up to the yearly rate is always said to be “about” it', () => {
  const calculators = site.pages.flatMap((page) =>
    page.sections
      .filter((section) => section.type === 'prorationCalculator')
      .map((section) => ({ page: page.id, section })),
  );
  for (const { page, section } of calculators) {
    const annual = priceAmount(
      typeof section.annual === 'string' ? section.annual : section.annual.fact,
      site.settings.facts.prices,
    )!;
    for (const { file, locale } of pages.filter((candidate) => candidate.page === page)) {
      const { text } = wordsOf(file);
      const [before] = plain(site.settings.pricing.approximately[locale]).split('{amount}');
      for (let months = 1; months <= 12; months++) {
        if (isExactInstalment(annual, months)) continue;
        const amount = plain(formatMoney(monthlyInstalment(annual, months), locale));
        // Every place the rounded amount appears (12 months: 292 $), the words before it say it is approximate.
        for (let at = text.indexOf(amount); at !== -1; at = text.indexOf(amount, at + 1)) {
          if (/\d/.test(text[at - 1] ?? '') || /\d/.test(text[at + amount.length] ?? '')) continue;
          expect(text.slice(Math.max(0, at - before!.length - 2), at), `${file}: ${amount}`).toContain(before!.trim());
        }
      }
    }
  }
});
