// A new price's or phone's name written in words becomes the one-word key site.yaml stores (trial 15 read « companyPlan,
// accolades » as jargon when asked to type the key herself).
import { expect, test } from 'vitest';
import { keyOf } from '../../src/editor/entry-key.ts';

test('words become one word without accents, each word after the first capitalised; a key typed as such is kept', () => {
  const cases: [string, string][] = [
    ['Forfait famille', 'forfaitFamille'],
    ['  Déclaration d’un étudiant ', 'declarationDUnEtudiant'],
    ['Ligne des particuliers', 'ligneDesParticuliers'],
    ['companyPlan', 'companyPlan'],
    ['Tarif 2027', 'tarif2027'],
    ['2027', ''],
    ['« » !', ''],
  ];
  expect(cases.map(([words]) => [words, keyOf(words)])).toEqual(cases);
});
