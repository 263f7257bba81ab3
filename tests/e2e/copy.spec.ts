// The words of the built site, read from dist/ as visitors and search engines get them: what the firm charges is said
// exactly (no “prorata”, no “150 $+”, “about” before a rounded monthly amount), English pages spell the Canadian way,
// and every page title follows one pattern.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { htmlFileFor } from '../../src/cli/build.ts';
import { fillTemplate, formatMoney } from '../../src/content/format.ts';
import { TITLE_MAX } from '../../src/content/head.ts';
import { isExactInstalment, monthlyInstalment } from '../../src/content/proration.ts';
import type { Locale } from '../../src/content/schema/text.ts';
import { priceAmount } from '../../src/site/facts.ts';
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

test(`every title reads “<page> | ${brand}”, within ${TITLE_MAX} characters`, () => {
  const pattern = new RegExp(`^\\S(?:.*\\S)? \\| ${brand}$`);
  for (const { file } of pages) {
    const { title } = wordsOf(file);
    expect(title, file).toMatch(pattern);
    expect(title.split(`| ${brand}`), file).toHaveLength(2);
    expect(title.length, file).toBeLessThanOrEqual(TITLE_MAX);
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

/** Every {fr, en} text of a value (page, post or settings), with where it sits: what the model gives each language. */
function textsOf(value: unknown, at: string): { at: string; fr: string; en: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${at}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.fr === 'string' && typeof record.en === 'string') return [{ at, fr: record.fr, en: record.en }];
  return Object.entries(record).flatMap(([key, item]) => textsOf(item, `${at}.${key}`));
}

/** The facts a value shows as prices: every price or annual field, by name or as { fact, from }. */
function pricedFacts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(pricedFacts);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
    if (key === 'price' || key === 'annual') {
      if (typeof item === 'string') return [item];
      const fact = (item as { fact?: unknown } | null)?.fact;
      if (typeof fact === 'string') return [fact];
    }
    return pricedFacts(item);
  });
}

const everyText = [
  ...textsOf(site.settings, 'site.yaml'),
  ...site.pages.flatMap((page) => textsOf(page, `page ${page.id}`)),
  ...site.posts.flatMap((post) => textsOf(post, `post ${post.slug.fr}`)),
];

/** Words a bilingual copy editor refused, each with the reason: a marketer who brings one back learns why here. */
const refused: { locale: Locale; pattern: RegExp; why: string }[] = [
  { locale: 'en', pattern: /\bpackages?\b/i, why: 'a priced offer is a “plan” (software is “software”)' },
  { locale: 'en', pattern: /\bPersonal tax returns?\b/, why: 'the service is “Individual tax returns” everywhere' },
  { locale: 'en', pattern: /\bemergency service\b/i, why: 'same-day work is a “rush service”' },
  { locale: 'en', pattern: /\bTax document preparation\b/i, why: 'year-end slips: “Tax slip preparation”' },
  { locale: 'en', pattern: /\bFinance Director\b/i, why: 'the site says “Chief Financial Officer” (CFO)' },
  {
    locale: 'en',
    pattern: /\bCFO and financial analysis\b/,
    why: 'the service is named as its page: “CFO services and financial analysis”',
  },
  { locale: 'en', pattern: /^Your choice:/, why: 'the plan line reads “Selected plan: …”' },
  { locale: 'fr', pattern: /de niveau bancaire/i, why: 'calque de « bank-grade »' },
  { locale: 'fr', pattern: /\bla plus nouvelle\b/i, why: '« la principale nouveauté »' },
  { locale: 'fr', pattern: /\S\s+Relevés?\s+\d/, why: '« relevé 1 » prend une minuscule dans la phrase' },
  {
    locale: 'fr',
    pattern: /Direction financière et analyse(?! financière)/i,
    why: 'le service porte le nom de sa page : « Direction financière et analyse financière »',
  },
  { locale: 'fr', pattern: /^Votre choix\s?:/, why: 'la ligne du forfait se lit « Forfait choisi : … »' },
  {
    locale: 'fr',
    pattern: /ce que ces changements signifient/i,
    why: 'l’appel sous chaque article ne suppose pas que l’article parle de changements',
  },
  {
    locale: 'fr',
    pattern: /page de tarifs dit ce que comprend/i,
    why: '« le détail de chaque forfait figure sur sa page de tarifs »',
  },
];

test('no text uses a wording the copy review refused, in either language', () => {
  const found: string[] = [];
  for (const text of everyText)
    for (const { locale, pattern, why } of refused)
      if (pattern.test(text[locale])) found.push(`${text.at} (${locale}): « ${text[locale]} » — ${why}`);
  expect(found).toEqual([]);
});

test('the calculator never says “a month for 1 month”: one month left reads as one payment', () => {
  const calculators = site.pages.flatMap((page) =>
    page.sections.filter((section) => section.type === 'prorationCalculator'),
  );
  expect(calculators.length).toBeGreaterThan(0);
  for (const section of calculators)
    for (const locale of ['fr', 'en'] as const) {
      const line = plain(fillTemplate(section.labels.monthly[locale], { months: 1, monthly: 'X', total: 'Y' }, locale));
      expect(line, `${locale}: ${line}`).not.toMatch(/(par mois|a month)\b.*\b1\s(mois|month)\b/);
    }
});

test('the home page shows its prices right after the hero, before any other section', () => {
  const home = site.pages.find((page) => page.path === '/')!;
  const [hero, next] = home.sections;
  expect(hero?.type).toBe('hero');
  expect(pricedFacts(next), `${next?.type} after the hero`).not.toEqual([]);
});

test('every page under the pricing overview opens with the same hero calls', () => {
  const overview = site.pages.find((page) => page.id === 'pricing')!;
  const calls = (page: (typeof site.pages)[number]) => {
    const hero = page.sections.find((section) => section.type === 'hero');
    return JSON.stringify(hero && 'actions' in hero ? (hero.actions ?? []) : []);
  };
  const children = site.pages.filter((page) => page.path.startsWith(`${overview.path}/`));
  expect(children.length).toBeGreaterThan(1);
  const first = calls(children[0]!);
  expect(first, `${children[0]!.id} has a hero call`).not.toBe('[]');
  for (const page of children) expect(calls(page), page.id).toBe(first);
});

test('a price the home page shows on a card is shown again on the page the card opens', () => {
  const home = site.pages.find((page) => page.path === '/')!;
  const missing: string[] = [];
  for (const section of home.sections) {
    if (section.type !== 'cardGrid') continue;
    for (const card of section.cards) {
      const target = card.action && 'page' in card.action ? card.action.page : undefined;
      if (!card.price || !target) continue;
      const [fact] = pricedFacts({ price: card.price });
      const page = site.pages.find((candidate) => candidate.id === target)!;
      if (!pricedFacts(page.sections).includes(fact!)) missing.push(`${card.title.fr} → ${target}: ${fact}`);
    }
  }
  expect(missing).toEqual([]);
});
