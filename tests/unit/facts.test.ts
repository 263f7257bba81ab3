// Business facts written once: a price changed in site.yaml reaches every card, table, calculator and sentence; nothing derived is typed.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillFacts, formatOpeningHours, resolvePrice } from '../../src/content/facts.ts';
import { loadSite, type Site } from '../../src/content/site.ts';
import { routeView } from '../../src/content/view.ts';
import { formatProblem } from '../../src/content/problem.ts';
import type { Facts } from '../../src/content/schema/site.ts';

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
    expect(fillFacts('Le service complet coûte {full}, soit {months} mois.', facts, 'fr')).toBe('Le service complet coûte 2\u00a0500\u00a0$, soit {months} mois.');
    expect(fillFacts('Full service costs {full}.', facts, 'en')).toBe('Full service costs $2,500.');
    expect(fillFacts('Révision : {adjustment}', facts, 'fr')).toBe('Révision : à partir de 150\u00a0$');
    expect(fillFacts('Revision: {adjustment}', facts, 'en')).toBe('Revision: from $150');
    expect(fillFacts('minimum {rate.minimumHours} h', facts, 'fr')).toBe('minimum 2 h');
  });

  it('write business hours as the OQLF and Canadian Press do', () => {
    expect(formatOpeningHours(facts.openingHours, 'fr')).toBe('9 h à 21 h 30');
    expect(formatOpeningHours(facts.openingHours, 'en')).toBe('9 a.m. to 9:30 p.m.');
    expect(formatOpeningHours({ ...facts.openingHours, opens: '12:00', closes: '00:00' }, 'en')).toBe('12 p.m. to 12 a.m.');
  });
});

/** Every YAML file marketers edit, as one text. */
function contentText(root: string): string {
  const files = ['site.yaml', ...readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.yaml')).map((file) => join('pages', file))];
  return files.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
}
const occurrences = (text: string, number: number) => text.match(new RegExp(`(?<![\\d.,])${number}(?!\\d|[.,]\\d)`, 'g'))?.length ?? 0;

describe('the real content writes each fact once', () => {
  const text = contentText('.');
  it.each([3500, 170, 110])('%i appears exactly once in site.yaml and pages/', (amount) => {
    expect(occurrences(text, amount)).toBe(1);
  });
  it.each([292, 2500])('%i (a derived figure) is typed nowhere', (amount) => {
    expect(occurrences(text, amount)).toBe(0);
  });
});

describe('raising the company price in site.yaml', () => {
  const root = mkdtempSync(join(tmpdir(), 'facts-'));
  cpSync('site.yaml', join(root, 'site.yaml'));
  cpSync('pages', join(root, 'pages'), { recursive: true });
  const settings = readFileSync(join(root, 'site.yaml'), 'utf8');
  writeFileSync(join(root, 'site.yaml'), settings.replace('companyPlan: { amount: 3500, unit: fiscalYear }', 'companyPlan: { amount: 3900, unit: fiscalYear }'));
  const result = loadSite(root);
  const site: Site | undefined = result.ok ? result.site : undefined;

  it('is one edit that validates', () => {
    expect(result.ok ? [] : result.problems.map((problem) => formatProblem(problem, 'en'))).toEqual([]);
  });

  it.each(site?.routes.map((route) => [route.path, route] as const) ?? [])('%s shows no trace of the old price', (_path, route) => {
    const view = JSON.stringify(routeView(site!, route));
    expect(view).not.toMatch(/3[\s\u00a0\u202f,]?500/);
  });

  it.each(['/pricing', '/en/pricing', '/pricing/company', '/en/pricing/company'])('%s shows the new price on every card and in the calculator', (path) => {
    const route = site!.routes.find((candidate) => candidate.path === path)!;
    const view = routeView(site!, route);
    const amounts = JSON.stringify(view.sections).match(/"(?:price|annual)":\{"amount":(\d+)/g) ?? [];
    expect(amounts.some((match) => match.endsWith(':3900'))).toBe(true);
  });
});
