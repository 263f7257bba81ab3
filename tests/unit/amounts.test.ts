// The typed-amount matcher: a number attached to a currency sign or word is an amount, in French and English forms; nothing else is.
import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../src/site/amounts.ts';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

describe('findAmounts', () => {
  // [text, the amount as written (no-break spaces shown as spaces), its value, its offset]
  const amounts: [string, string, number, number][] = [
    ['Le tarif annuel de 3 500 $ par exercice.', '3 500 $', 3500, 19],
    ['Le tarif annuel de 3 500$.', '3 500$', 3500, 19],
    ['Le tarif annuel de 3500 $.', '3500 $', 3500, 19],
    ['The yearly fee is $3,500.', '$3,500', 3500, 18],
    ['The yearly fee is $3500.', '$3500', 3500, 18],
    ['Le tarif est de 3,500$.', '3,500$', 3500, 16],
    ['Soit 292 $/mois.', '292 $', 292, 5],
    ['That is $292/month.', '$292', 292, 8],
    ['Total : 3 500,00 $ taxes en sus', '3 500,00 $', 3500, 8],
    ['Total: $3,500.00 before taxes', '$3,500.00', 3500, 7],
    ['Priced at CA$3,500 a year.', 'CA$3,500', 3500, 10],
    ['Priced at C$3,500 a year.', 'C$3,500', 3500, 10],
    ['Priced at US$3,500 a year.', 'US$3,500', 3500, 10],
    ['Le forfait de 3 500 dollars.', '3 500 dollars', 3500, 14],
    ['Le forfait de 3500 CAD.', '3500 CAD', 3500, 14],
    ['Priced at CAD 3,500.', 'CAD 3,500', 3500, 10],
    ['Le forfait de 3 500 $ CA.', '3 500 $ CA', 3500, 14],
    ['Le forfait de 3 500 $US.', '3 500 $US', 3500, 14],
    [`Le tarif de 3${NBSP}500${NBSP}$.`, '3 500 $', 3500, 12],
    [`Le tarif de 3${NNBSP}500${NNBSP}$.`, '3 500 $', 3500, 12],
    [`Le tarif de 3${NNBSP}500,00${NBSP}$.`, '3 500,00 $', 3500, 12],
    ['Un chiffre d’affaires de 50 k$.', '50 k$', 50000, 25],
    ['Un chiffre d’affaires de 1,5 M$.', '1,5 M$', 1500000, 25],
    ['Une déclaration à 170 $.', '170 $', 170, 18],
    ['Seulement 75 $ de plus.', '75 $', 75, 10],
    ['Un rabais de 9,99 $.', '9,99 $', 9.99, 13],
    ['(3 500 $)', '3 500 $', 3500, 1],
    ['**3 500 $**', '3 500 $', 3500, 2],
    ['Il coûte 3 500 € en France.', '3 500 €', 3500, 9],
  ];
  it.each(amounts)('%s → %s', (text, written, value, offset) => {
    expect(findAmounts(text)).toEqual([{ written, value, offset }]);
  });

  it('finds every amount of a text, each at its own offset', () => {
    const text = 'De 170 $ à $3,500, ou 292 $/mois.';
    expect(
      findAmounts(text).map((amount) => [
        amount.written,
        text.slice(amount.offset, amount.offset + amount.written.length),
      ]),
    ).toEqual([
      ['170 $', '170 $'],
      ['$3,500', '$3,500'],
      ['292 $', '292 $'],
    ]);
  });

  const notAmounts = [
    'Un taux de 15 % sur les gains.',
    'La TVQ est de 9,975 %.',
    'En 2026, les règles changent.',
    'Appelez le 514 555-0100 ou le 1 800 555-0199.',
    'Vos feuillets T4 et T4A.',
    'Le 15 janvier 2026 (2026-01-15).',
    'Nous conservons vos documents 3 ans.',
    'Un mandat de 3 500 heures.',
    'Ouvert de 9 h à 21 h, 7 jours sur 7.',
    'Votre déclaration pour {individualReturn}, soit {companyPlan} par exercice.',
    'Réservation minimale de {hours} heures.',
    'Le signe $ seul, ou $$, ou « $ » ne sont pas des montants.',
    'Catégorie A$ et USD seuls.',
    'Cadeau de 3 cadeaux.',
    'Article 3 dollarama',
  ];
  it.each(notAmounts)('%s → nothing', (text) => {
    expect(findAmounts(text)).toEqual([]);
  });
});
