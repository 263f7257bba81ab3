// Business facts written once: a price changed in site.yaml reaches every card, table, calculator and sentence; nothing derived is typed.
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import type { Facts } from '../../src/content/schema/site.ts';
import { fillFacts, formatOpeningHours, resolvePrice } from '../../src/site/facts.ts';
import { formatProblem } from '../../src/site/problem.ts';
import { loadSite, type Site } from '../../src/site/site.ts';
import { routeView } from '../../src/site/view.ts';

const facts: Facts = {
  prices: {
    basic: { amount: 1500, unit: 'year' },
    books: { amount: 1000, unit: 'year' },
    full: { sum: ['basic', 'books'], unit: 'year' },
    adjustment: { amount: 150, from: true },
    rate: { amount: 110, unit: 'hour', minimumHours: 2 },
  },
  openingHours: { days: { from: 'Mo', to: 'Su' }, opens: '09:00', closes: '21:30' },
};

describe('facts', () => {
  it('compute a package from its parts', () => {
    expect(resolvePrice('full', facts)).toEqual({ amount: 2500, unit: 'year' });
    expect(resolvePrice({ fact: 'basic', from: true }, facts)).toEqual({ amount: 1500, unit: 'year', from: true });
    expect(resolvePrice('rate', facts)).toEqual({ amount: 110, unit: 'hour', minimumHours: 2 });
  });

  it('fill sentences in each language’s number format, “from” included, and leave the sections’ own placeholders', () => {
    expect(fillFacts('Le service complet coûte {full}, soit {months} mois.', facts, 'fr')).toBe(
      'Le service complet coûte 2\u00a0500\u00a0$, soit {months} mois.',
    );
    expect(fillFacts('Full service costs {full}.', facts, 'en')).toBe('Full service costs $2,500.');
    expect(fillFacts('Révision : {adjustment}', facts, 'fr')).toBe('Révision : à partir de 150\u00a0$');
    expect(fillFacts('Revision: {adjustment}', facts, 'en')).toBe('Revision: from $150');
    expect(fillFacts('minimum {rate.minimumHours} h', facts, 'fr')).toBe('minimum 2 h');
  });

  it('write business hours as the OQLF and Canadian Press do', () => {
    expect(formatOpeningHours(facts.openingHours, 'fr')).toBe('9 h à 21 h 30');
    expect(formatOpeningHours(facts.openingHours, 'en')).toBe('9 a.m. to 9:30 p.m.');
    expect(formatOpeningHours({ ...facts.openingHours, opens: '12:00', closes: '00:00' }, 'en')).toBe(
      '12 p.m. to 12 a.m.',
    );
  });
});

// Each price of the real site raised in turn in a copy: the pages that showed it show the new amount, and none keeps
// the old one. Which pages, and what amounts, come from the content itself.
describe('raising a price in site.yaml', () => {
  const real = loadSite('.');
  if (!real.ok) throw new Error('the real content is invalid: run npm run validate');
  const amounts = (site: Site, route: Site['routes'][number]) =>
    JSON.stringify(routeView(site, route).sections).match(/"amount":\d+(\.\d+)?/g) ?? ([] as string[]);
  const prices = Object.entries(real.site.settings.facts.prices).flatMap(([name, fact]) =>
    fact.amount === undefined ? [] : [{ name, amount: fact.amount }],
  );

  it('is one edit that validates and reaches every page that showed the price', () => {
    let shown = 0;
    // One copy of the content with its pictures (an article's uploaded photo must be found), site.yaml rewritten per price.
    const root = mkdtempSync(join(process.env.SITE_TESTS_TMP ?? tmpdir(), 'facts-'));
    for (const part of ['site.yaml', 'pages', 'public/images'])
      if (existsSync(part)) cpSync(part, join(root, part), { recursive: true });
    const original = readFileSync('site.yaml', 'utf8');
    for (const { name, amount } of prices) {
      const raised = amount + 401;
      const settings = parseDocument(original);
      settings.setIn(['facts', 'prices', name, 'amount'], raised);
      writeFileSync(join(root, 'site.yaml'), settings.toString());
      const result = loadSite(root);
      expect(result.ok ? [] : result.problems.map((problem) => formatProblem(problem, 'en')), name).toEqual([]);
      if (!result.ok) continue;
      const shared = prices.some((other) => other.name !== name && other.amount === amount);
      for (const route of real.site.routes) {
        const before = amounts(real.site, route);
        const after = amounts(result.site, result.site.routes.find((candidate) => candidate.path === route.path)!);
        if (!before.includes(`"amount":${amount}`)) continue;
        shown++;
        expect(after, `${name} raised: ${route.path} shows ${raised}`).toContain(`"amount":${raised}`);
        if (!shared)
          expect(after, `${name} raised: ${route.path} no longer shows ${amount}`).not.toContain(`"amount":${amount}`);
      }
    }
    expect(shown, 'the site shows its prices somewhere').toBeGreaterThan(0);
  });
});

describe('the firm’s proof left empty until the firm fills it in', () => {
  // The fixture site keeps a permit, a NEQ and a year under its CPA credential; each case blanks some and reads that line.
  const fixture = 'tests/fixtures/site';
  const cases: { name: string; firm: Record<string, string | number>; fr: string; en: string }[] = [
    { name: 'only the year', firm: { cpaPermit: '', neq: '', founded: 2020 }, fr: 'depuis 2020', en: 'since 2020' },
    {
      name: 'permit and year',
      firm: { cpaPermit: 'B12345', neq: '', founded: 2020 },
      fr: 'Permis B12345 · depuis 2020',
      en: 'Permit B12345 · since 2020',
    },
    { name: 'NEQ only', firm: { cpaPermit: '', neq: '1170000001' }, fr: 'NEQ 1170000001', en: 'NEQ 1170000001' },
    { name: 'nothing', firm: { cpaPermit: '', neq: '' }, fr: '', en: '' },
  ];
  for (const { name, firm, fr, en } of cases)
    it(`shows only the facts filled in: ${name}`, () => {
      const root = mkdtempSync(join(process.env.SITE_TESTS_TMP ?? tmpdir(), 'firm-'));
      cpSync(join(fixture, 'pages'), join(root, 'pages'), { recursive: true });
      const settings = parseDocument(readFileSync(join(fixture, 'site.yaml'), 'utf8'));
      settings.setIn(['facts', 'firm'], firm);
      writeFileSync(join(root, 'site.yaml'), settings.toString());
      const result = loadSite(root);
      expect(result.ok ? [] : result.problems.map((problem) => formatProblem(problem, 'en'))).toEqual([]);
      if (!result.ok) return;
      const credential = result.site.settings.trust[0]!;
      const plain = (text: string | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ');
      expect({ fr: plain(credential.detail?.fr), en: plain(credential.detail?.en) }).toEqual({ fr, en });
    });
});
