// A team member without a photo shows the initials of their first and last names.
import { expect, it } from 'vitest';
import { initialsOf } from '../../src/sections/people/parts/Monogram.tsx';

it('takes the first letter of the first and last names, accents and compound names kept', () => {
  expect(
    ['Mathieu Gagnon', 'émilie  Côté', 'Anne-Marie de la Roche', 'Madonna', ' Jean Tremblay '].map(initialsOf),
  ).toEqual(['MG', 'ÉC', 'AR', 'M', 'JT']);
});
