// Business facts written once: a price changed in site.yaml reaches every card, table, calculator and sentence; nothing derived is typed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import type { Facts } from '../../src/content/schema/site.ts';
import { fillFacts, formatOpeningHours, resolvePrice } from '../../src/site/facts.ts';
import { formatProblem } from '../../src/site/problem.ts';
import { contentSession, loadSite, type Site } from '../../src/site/site.ts';
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

// Every price of the real site raised at once, in memory as an editor's draft is, each to an amount no price had: the
// pages that showed a price show its new amount, and none keeps an old one. Which pages, and what amounts, come from the
// content itself. One load for all (one per price took 30 s on a loaded machine and timed out).
describe('raising the prices in site.yaml', () => {
  const real = loadSite('.');
  if (!real.ok) throw new Error('the real content is invalid: run npm run validate');
  const amounts = (site: Site, route: Site['routes'][number]) =>
    JSON.stringify(routeView(site, route).sections).match(/"amount":\d+(\.\d+)?/g) ?? ([] as string[]);
  const prices = Object.entries(real.site.settings.facts.prices).flatMap(([name, fact]) =>
    fact.amount === undefined ? [] : [{ name, amount: fact.amount }],
  );

  it('is one edit each that validates and reaches every page that showed the price', () => {
    const highest = Math.max(...prices.map((price) => price.amount));
    const raised = new Map(prices.map(({ name }, index) => [name, highest + 1 + index]));
    const settings = parseDocument(readFileSync('site.yaml', 'utf8'));
    for (const [name, amount] of raised) settings.setIn(['facts', 'prices', name, 'amount'], amount);
    const text = settings.toString();
    const result = loadSite('.', { draft: (file) => (file === 'site.yaml' ? text : undefined) });
    expect(result.ok ? [] : result.problems.map((problem) => formatProblem(problem, 'en'))).toEqual([]);
    if (!result.ok) return;
    let shown = 0;
    const failures: string[] = [];
    for (const route of real.site.routes) {
      const before = amounts(real.site, route);
      const after = amounts(result.site, result.site.routes.find((candidate) => candidate.path === route.path)!);
      for (const { name, amount } of prices) {
        if (!before.includes(`"amount":${amount}`)) continue;
        shown++;
        // Prices of the same amount: the page showed one of them, and shows one of their new amounts.
        const now = prices.filter((other) => other.amount === amount).map((other) => raised.get(other.name));
        if (!now.some((value) => after.includes(`"amount":${value}`)))
          failures.push(`${name} raised: ${route.path} shows none of ${now.join(', ')}`);
        if (after.includes(`"amount":${amount}`)) failures.push(`${name} raised: ${route.path} still shows ${amount}`);
      }
    }
    expect(failures).toEqual([]);
    expect(shown, 'the site shows its prices somewhere').toBeGreaterThan(0);
  });
});

describe('the firm’s proof left empty until the firm fills it in', () => {
  // The fixture site keeps a permit, a NEQ and a year under its CPA credential; each case blanks some and reads that line.
  const fixture = 'tests/fixtures/site';
  // site.yaml changed in memory, as the editor's draft is: the fixture's pages are parsed once for the four cases.
  const session = contentSession();
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
      const settings = parseDocument(readFileSync(join(fixture, 'site.yaml'), 'utf8'));
      settings.setIn(['facts', 'firm'], firm);
      const text = settings.toString();
      const result = loadSite(fixture, { session, draft: (file) => (file === 'site.yaml' ? text : undefined) });
      expect(result.ok ? [] : result.problems.map((problem) => formatProblem(problem, 'en'))).toEqual([]);
      if (!result.ok) return;
      const credential = result.site.settings.trust[0]!;
      const plain = (text: string | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ');
      expect({ fr: plain(credential.detail?.fr), en: plain(credential.detail?.en) }).toEqual({ fr, en });
    });
});
