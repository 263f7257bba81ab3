// Money, dates and templates read naturally in each language.
import { describe, expect, it } from 'vitest';
import { fillTemplate, formatDate, formatMoney, rfc822 } from '../../src/content/format.ts';

// Intl uses no-break spaces (U+00A0, U+202F) in French; visitors see ordinary spacing that never wraps.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes French amounts as 3 500 $ with no-break spaces', () => {
    expect(plain(formatMoney(3500, 'fr'))).toBe('3 500 $');
    expect(formatMoney(3500, 'fr')).not.toContain(' ');
    expect(plain(formatMoney(170, 'fr'))).toBe('170 $');
    expect(plain(formatMoney(1500, 'fr'))).toBe('1 500 $');
  });

  it('writes English amounts as $3,500', () => {
    expect(formatMoney(3500, 'en')).toBe('$3,500');
    expect(formatMoney(170, 'en')).toBe('$170');
    expect(formatMoney(110, 'en')).toBe('$110');
  });

  it('keeps cents only when there are some', () => {
    expect(formatMoney(291.67, 'en')).toBe('$291.67');
    expect(plain(formatMoney(291.67, 'fr'))).toBe('291,67 $');
    expect(formatMoney(0, 'en')).toBe('$0');
  });
});

describe('fillTemplate', () => {
  it('replaces known placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('Minimum {hours} h, {x}', { hours: 2 })).toBe('Minimum 2 h, {x}');
  });
});

describe('fillTemplate plurals', () => {
  it('picks the word that agrees with the number, per language', () => {
    expect(fillTemplate('{months} {months|month|months}', { months: 1 }, 'en')).toBe('1 month');
    expect(fillTemplate('{months} {months|month|months}', { months: 7 }, 'en')).toBe('7 months');
    expect(fillTemplate('{n} {n|restant|restants}', { n: 0 }, 'fr')).toBe('0 restant');
    expect(fillTemplate('{n} {n|restant|restants}', { n: 2 }, 'fr')).toBe('2 restants');
  });
});

describe('formatDate', () => {
  it('writes a day as each language does, whatever the machine’s time zone', () => {
    expect(formatDate('2026-07-27', 'fr')).toBe('27 juillet 2026');
    expect(formatDate('2026-07-27', 'en')).toBe('July 27, 2026');
    expect(formatDate('2026-01-01', 'en')).toBe('January 1, 2026');
  });

  it('writes the first of the month as an ordinal in French', () => {
    expect(formatDate('2026-07-01', 'fr')).toBe('1er juillet 2026');
    expect(formatDate('2026-07-11', 'fr')).toBe('11 juillet 2026');
  });

  it('gives RSS its RFC 822 dates', () => {
    expect(rfc822('2026-07-27')).toBe('Mon, 27 Jul 2026 00:00:00 GMT');
  });
});
