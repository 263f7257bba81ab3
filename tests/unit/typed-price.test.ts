// A price typed in a sentence is said in the marketer's words in the editor, and put right by writing the price's name in its place.
import { describe, expect, it } from 'vitest';
import { sayTypedPrices } from '../../src/editor/client/typed-price.ts';
import type { Problem } from '../../src/site/problem.ts';

const settings = {
  facts: {
    prices: {
      companyPlan: { amount: 3500 },
      basic: { amount: 1500 },
      extra: { amount: 2000 },
      bundle: { sum: ['basic', 'extra'] },
      small: { amount: 75 },
    },
  },
};
const problem = (path: string, written: string): Problem => ({
  file: 'pages/x.yaml',
  line: 3,
  col: 9,
  path,
  rule: 'amount',
  message: { fr: `montant tapé « ${written} » : …`, en: `typed amount "${written}": …` },
});

describe('a typed price in the editor', () => {
  it('names the one price with that amount and writes it in place, no-break spaces included; several prices or none: no single fix', () => {
    const data = {
      a: { fr: 'Forfait 3\u00a0500 $ par an.' },
      b: { fr: 'Total 3500 $ ou 75 $.' },
      c: { fr: 'Hors tarif : 1 234 $.' },
    };
    const said = sayTypedPrices(
      [problem('a.fr', '3 500 $'), problem('b.fr', '3500 $'), problem('b.fr', '75 $'), problem('c.fr', '1 234 $')],
      data,
      settings,
    );
    const [a, b, small, c] = said;
    expect(small!.message.fr).toBe(
      'Prix tapé à la main : « 75 $ ». Choisissez le prix dans la liste « Insérer un prix » ci-dessous, ou écrivez {small} : il suivra le tarif.',
    );
    expect(small!.typed?.fact).toBe('small');
    expect(small!.typed?.replaced('small')).toBe('Total 3500 $ ou {small}.');
    // 3500 is companyPlan, and the sum of basic and extra too: both named, no single fix; either writes in place.
    for (const each of [a!, b!]) {
      expect(each.message.fr).toContain('{companyPlan} ou {bundle}');
      expect(each.typed?.fact).toBeUndefined();
    }
    expect(a!.typed?.replaced('companyPlan')).toBe('Forfait {companyPlan} par an.');
    expect(c!.message.fr).toContain('Réglages du site');
    // The fix she sees is a drop-down list: the words name a list, never a button she cannot find.
    for (const each of said) {
      expect(each.message.fr, each.path).not.toContain('bouton');
      expect(each.message.en, each.path).not.toContain('button');
    }
    expect(c!.message.fr).not.toContain('facts.prices');
    expect(c!.typed?.fact).toBeUndefined();
  });

  it('leaves the validator’s words to an amount typed over since the check, and to any other problem', () => {
    const other: Problem = { ...problem('a.fr', 'x'), rule: 'schema', message: { fr: 'texte vide', en: 'empty text' } };
    const gone = problem('a.fr', '3 500 $');
    expect(sayTypedPrices([other, gone], { a: { fr: 'Forfait annuel.' } }, settings)).toEqual([other, gone]);
  });

  it('says typed opening hours in her words and writes {openingHours} in their place, with no price to insert', () => {
    const typed: Problem = {
      ...problem('a.fr', 'x'),
      rule: 'hours',
      message: { fr: 'heures tapées « 9 h à 21 h » : …', en: 'typed hours "9 h à 21 h": …' },
    };
    const [said] = sayTypedPrices([typed], { a: { fr: 'Ouvert de 9\u00a0h à 21\u00a0h, 7 jours.' } }, settings);
    expect(said!.message.fr).toContain('Réglages du site (Heures d’ouverture)');
    expect(said!.typed).toMatchObject({ kind: 'hours', fact: 'openingHours' });
    expect(said!.typed?.replaced('openingHours')).toBe('Ouvert de {openingHours}, 7 jours.');
  });
});
