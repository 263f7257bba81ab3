// Where a typed amount is refused: every text of a page or site.yaml, and in an article only the firm's own prices (articles quote the law's figures).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/site/problem.ts';
import { loadSite } from '../../src/site/site.ts';
import { materialize } from '../fixtures/materialize.ts';

/** The base fixture site with one file's text changed; the problems validate prints, in English. */
function problemsWith(file: string, change: (text: string) => string): string[] {
  const root = materialize();
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `${file} was not changed`).not.toBe(before);
  writeFileSync(path, after);
  const result = loadSite(root);
  return result.ok ? [] : result.problems.map((problem) => formatProblem(problem, 'en'));
}

const inArticle = (sentence: string) => (text: string) =>
  text.replace('Voir nos [tarifs](page:pricing).', `Voir nos [tarifs](page:pricing). ${sentence}`);
const inHeroTitle = (sentence: string) => (text: string) =>
  text.replace('title: { fr: Bienvenue, en: Welcome }', `title: { fr: "${sentence}", en: Welcome }`);

describe('typed amounts', () => {
  it('an article may quote a figure of the law that is none of the firm’s prices', () => {
    for (const sentence of [
      'La déduction peut aller jusqu’à 500 $ par année.',
      'Le plafond passe à 7 000 $.',
      'Les frais de 1 234,56 $ sont déductibles.',
    ]) {
      expect(problemsWith('pages/blog/crypto-tax.yaml', inArticle(sentence)), sentence).toEqual([]);
    }
  });

  it('an article may not type one of the firm’s prices: it names the price', () => {
    const root = materialize();
    const site = readFileSync(join(root, 'site.yaml'), 'utf8');
    expect(site).toContain('companyPlan: { amount: 3500');
    for (const [sentence, name] of [
      ['Notre forfait de 3 500 $.', 'companyPlan'],
      ['Une déclaration à 170 $.', 'individualReturn'],
    ] as const) {
      const lines = problemsWith('pages/blog/crypto-tax.yaml', inArticle(sentence));
      expect(lines, sentence).toEqual([
        expect.stringMatching(
          new RegExp(`^pages/blog/crypto-tax\\.yaml:16:\\d+  body\\.fr  typed amount .*write \\{${name}\\} instead`),
        ),
      ]);
    }
  });

  it('a page may not type any amount, a law’s figure included: it says to add a price', () => {
    const lines = problemsWith('pages/home.yaml', inHeroTitle('Jusqu’à 500 $ de déduction'));
    expect(lines).toEqual([
      'pages/home.yaml:9:27  sections.0.title.fr  typed amount "500 $": a price is written once, in site.yaml facts.prices; add it there under a name (for example newPlan: { amount: 500 }), then write {newPlan} here',
    ]);
  });

  it('names every price of that amount when two prices are equal', () => {
    const root = materialize();
    const site = readFileSync(join(root, 'site.yaml'), 'utf8');
    const twin = site.replace(
      '    sameDayService: { amount: 75 }\n',
      '    sameDayService: { amount: 75 }\n    rushFee: { amount: 75 }\n',
    );
    expect(twin).not.toBe(site);
    writeFileSync(join(root, 'site.yaml'), twin);
    const home = join(root, 'pages/home.yaml');
    writeFileSync(home, inHeroTitle('Service le jour même : 75 $')(readFileSync(home, 'utf8')));
    const result = loadSite(root);
    expect(result.ok ? [] : result.problems.map((problem) => formatProblem(problem, 'fr'))).toEqual([
      'pages/home.yaml:9:42  sections.0.title.fr  montant tapé « 75 $ » : écrivez {sameDayService} ou {rushFee} à la place, pour que le texte suive le prix de facts.prices dans site.yaml',
    ]);
  });

  it('a price that adds up others is known by its total', () => {
    const root = materialize();
    const site = readFileSync(join(root, 'site.yaml'), 'utf8');
    writeFileSync(
      join(root, 'site.yaml'),
      site.replace(
        '    sameDayService: { amount: 75 }\n',
        '    sameDayService: { amount: 75 }\n    rushReturn: { sum: [individualReturn, sameDayService] }\n',
      ),
    );
    const post = join(root, 'pages/blog/crypto-tax.yaml');
    writeFileSync(post, inArticle('Votre déclaration en urgence : 245 $.')(readFileSync(post, 'utf8')));
    const result = loadSite(root);
    expect(result.ok ? [] : result.problems.map((problem) => formatProblem(problem, 'en'))).toEqual([
      expect.stringMatching(
        /^pages\/blog\/crypto-tax\.yaml:16:\d+ {2}body\.fr {2}typed amount "245 \$": write \{rushReturn\} instead/,
      ),
    ]);
  });

  it('a placeholder, a percentage, a year, a phone or a duration is no amount', () => {
    expect(
      problemsWith(
        'pages/home.yaml',
        inHeroTitle('{companyPlan} par exercice, 15 % de rabais en 2026, au 514 555-0100, pendant 3 ans'),
      ),
    ).toEqual([]);
  });
});
