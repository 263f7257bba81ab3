// No bare price, said once per page: a section may leave its price terms out only when a section higher on the same page shows the same prices with theirs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { formatProblem } from '../../src/site/problem.ts';
import { loadSite } from '../../src/site/site.ts';
import { materialize } from '../fixtures/materialize.ts';

const FILE = 'pages/terms-test.yaml';
const text = (fr: string, en: string) => ({ fr, en });
const terms = {
  covers: text('Le service décrit, pour l’année.', 'The service described, for the year.'),
  excludes: text('Les pénalités et les intérêts.', 'Penalties and interest.'),
};

/** One section of each type that shows a price, showing `price` (a name in the base fixture's facts.prices). */
const priced = {
  cardGrid: (price: string) => ({
    type: 'cardGrid',
    variant: 'plan',
    cards: [{ title: text('Forfait', 'Plan'), price }],
  }),
  rateBox: (price: string) => ({
    type: 'rateBox',
    heading: text('Taux horaire', 'Hourly rate'),
    price,
    inclusions: [text('Rencontre avec un CPA', 'Meeting with a CPA')],
  }),
  pricingTable: (price: string) => ({
    type: 'pricingTable',
    heading: text('Services supplémentaires', 'Additional services'),
    columns: {
      service: text('Prestation', 'Service'),
      price: text('Prix', 'Price'),
      description: text('Détails', 'Details'),
    },
    rows: [{ service: text('Service d’urgence', 'Rush service'), price }],
  }),
  prorationCalculator: (price: string) => ({
    type: 'prorationCalculator',
    heading: text('Calculez vos mensualités', 'Work out your monthly payments'),
    annual: price,
    labels: {
      yearEnd: text('Votre exercice se termine en', 'Your fiscal year ends in'),
      start: text('Vous commencez en', 'You start in'),
      monthsRemaining: text('{months} mois restants', '{months} months remaining'),
      monthly: text(
        '{monthly} par mois pendant {months} mois : {total}',
        '{monthly} a month for {months} months: {total}',
      ),
      following: text('Ensuite, {monthly} par mois ({total} par année).', 'Then {monthly} a month ({total} a year).'),
      lastMonth: text(
        'Votre exercice se termine en {yearEnd} : un seul versement de {total}.',
        'Your fiscal year ends in {yearEnd}: a single instalment of {total}.',
      ),
      example: text('{months} mois : {monthly} par mois', '{months} months: {monthly} a month'),
      examplesHeading: text('Exemples', 'Examples'),
      chartThisYear: text('Cet exercice', 'This fiscal year'),
      chartNextYear: text('Exercice suivant', 'Next fiscal year'),
    },
  }),
} as const;
type PricedType = keyof typeof priced;
/** The price each type shows in these tests (a calculator spreads a yearly rate, a rate box shows an hourly one). */
const priceOf: Record<PricedType, string> = {
  cardGrid: 'individualReturn',
  rateBox: 'advisoryRate',
  pricingTable: 'sameDayService',
  prorationCalculator: 'companyPlan',
};
const types = Object.keys(priced) as PricedType[];

/** The base fixture site with one more page holding `sections`; the problems validate reports for that page, in French. */
function problemsOf(sections: object[]): { path: string; line: string }[] {
  const root = materialize();
  const page = {
    id: 'terms-test',
    path: '/terms-test',
    head: {
      title: text('Essai des conditions', 'Terms test'),
      description: text(
        'Une page d’essai qui montre des prix et ce qu’ils comprennent, pour les tests.',
        'A test page that shows prices and what they cover, for the tests of the site.',
      ),
    },
    sections,
  };
  writeFileSync(join(root, FILE), stringify(page));
  const result = loadSite(root);
  if (result.ok) return [];
  return result.problems
    .filter((problem) => problem.file === FILE)
    .map((problem) => ({ path: problem.path, line: formatProblem(problem) }));
}

/** A plan grid showing every price of these tests, with its terms: the section higher on the page. */
const allPlansWithTerms = (except?: string) => ({
  type: 'cardGrid',
  variant: 'plan',
  cards: Object.values(priceOf)
    .filter((price) => price !== except)
    .map((price) => ({ title: text(`Forfait ${price}`, `Plan ${price}`), price })),
  terms,
});

describe('price terms, once per page', () => {
  it('a section may leave its terms out when a section above shows the same price with its terms', () => {
    for (const type of types)
      expect(problemsOf([allPlansWithTerms(), priced[type](priceOf[type])]), `${type} under the plans`).toEqual([]);
  });

  it('a calculator under a plan card with the same price and terms is valid without its own terms', () => {
    const plan = { ...priced.cardGrid('companyPlan'), terms };
    expect(problemsOf([plan, priced.prorationCalculator('companyPlan')])).toEqual([]);
  });

  it('a price with no terms and nothing above showing it is refused at its terms field, in French', () => {
    for (const type of types) {
      const problems = problemsOf([priced[type](priceOf[type])]);
      expect(
        problems.map((problem) => problem.path),
        type,
      ).toEqual(['sections.0.terms']);
      expect(problems[0]!.line, type).toContain('un prix doit dire ce qu’il comprend et exclut');
      expect(problems[0]!.line, type).toContain(
        `aucune section plus haut sur la page ne montre le prix ${priceOf[type]} avec ses conditions`,
      );
    }
  });

  it('terms given above for another price do not cover this one', () => {
    for (const type of types) {
      const problems = problemsOf([allPlansWithTerms(priceOf[type]), priced[type](priceOf[type])]);
      expect(
        problems.map((problem) => problem.path),
        type,
      ).toEqual(['sections.1.terms']);
      expect(problems[0]!.line, type).toContain(`ne montre le prix ${priceOf[type]} avec ses conditions`);
    }
  });

  it('terms given below do not count: the visitor reads the price first', () => {
    const plan = { ...priced.cardGrid('companyPlan'), terms };
    const problems = problemsOf([priced.prorationCalculator('companyPlan'), plan]);
    expect(problems.map((problem) => problem.path)).toEqual(['sections.0.terms']);
  });

  it('a section showing one price explained above and one not names both', () => {
    const table = {
      ...priced.pricingTable('individualReturn'),
      rows: [
        { service: text('Déclaration', 'Return'), price: 'individualReturn' },
        { service: text('Service d’urgence', 'Rush service'), price: { fact: 'sameDayService', from: true } },
      ],
    };
    const problems = problemsOf([{ ...priced.cardGrid('individualReturn'), terms }, table]);
    expect(problems.map((problem) => problem.path)).toEqual(['sections.1.terms']);
    expect(problems[0]!.line).toContain(
      'la section plus haut (sections.0) donne les conditions de individualReturn, mais pas celles de sameDayService',
    );
  });
});
