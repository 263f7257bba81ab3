// Reads a number as a marketer types it, the French or the English way, or says why it cannot: never a silent ×100 or ÷1000.
import { type Message, message } from '../content/messages.ts';

/**
 * The rule, in one line: spaces (ordinary or no-break), a leading or trailing $ and thousands marks are read the
 * French or the English way (3 900,00 · 3,900.00 · 3900 $ · 3900,5); a lone point or comma followed by exactly three
 * digits (3.900, 3,900) could be 3.9 or 3900, so it is refused with both ways to write it; except 3,900 typed in the
 * English interface, where a comma only ever groups thousands (French reads it as the decimal mark: refused there).
 */
export type TypedNumber = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'refused'; message: Message };

const SPACES = /[\s\u00a0\u202f\u2007\u2009]+/g;

const unreadable = (typed: string): TypedNumber => ({
  kind: 'refused',
  message: message(
    `« ${typed} » ne se lit pas comme un nombre : écrivez les chiffres seulement, par exemple 3900 ou 3900,50`,
    `“${typed}” does not read as a number: write the digits only, for example 3900 or 3900.50`,
  ),
});

/** Groups after the first have exactly three digits (3 900 000), the first one to three. */
function groupedDigits(integer: string, marks: RegExp): string | undefined {
  const groups = integer.split(marks);
  if (groups.some((group) => !/^\d+$/.test(group))) return undefined;
  if (groups.length > 1 && (groups[0]!.length > 3 || groups.slice(1).some((group) => group.length !== 3)))
    return undefined;
  return groups.join('');
}

export function readTypedNumber(typed: string, lang: 'fr' | 'en' = 'fr'): TypedNumber {
  const shown = typed.trim();
  if (shown === '') return { kind: 'empty' };
  let text = shown.replace(SPACES, ' ').replace(/\u2212/g, '-');
  // A price typed with its dollar sign, before or after, in either language's habit.
  text = text.replace(/^\$\s?/, '').replace(/\s?\$$/, '');
  const sign = /^[-+]/.test(text) ? text[0]! : '';
  text = text.slice(sign.length);
  if (!/^\d[\d .,]*$/.test(text) || !/\d$/.test(text)) return unreadable(shown);

  const points = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  let integer = text;
  let fraction = '';
  let marks = / /;
  if (points > 0 && commas > 0) {
    // Both marks: the last one is the decimal mark and appears once; the other groups thousands.
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    if ((decimal === '.' ? points : commas) !== 1) return unreadable(shown);
    [integer, fraction] = text.split(decimal) as [string, string];
    marks = decimal === '.' ? /[ ,]/ : /[ .]/;
  } else if (points + commas > 1) {
    // The same mark several times groups thousands (3,900,000 or 3.900.000).
    marks = points > 0 ? /[ .]/ : /[ ,]/;
  } else if (points + commas === 1) {
    const decimal = points === 1 ? '.' : ',';
    [integer, fraction] = text.split(decimal) as [string, string];
    // 3.900 or 3,900 alone: a thousands mark or a decimal one? Spaces elsewhere (3 900,000) or a first part that cannot
    // be a group (1234,567 or 0,500) settle it; otherwise the marketer says which.
    if (fraction.length === 3 && !integer.includes(' ') && /^[1-9]\d{0,2}$/.test(integer)) {
      if (lang === 'en' && decimal === ',') return { kind: 'number', value: Number(`${sign}${integer}${fraction}`) };
      const whole = `${integer}${fraction}`;
      const decimalFr = `${integer},${fraction.replace(/0+$/, '')}`.replace(/,$/, '');
      const decimalEn = decimalFr.replace(',', '.');
      return {
        kind: 'refused',
        message: message(
          `« ${shown} » peut vouloir dire ${decimalFr} ou ${whole} : écrivez ${whole} ou ${decimalFr}`,
          `“${shown}” could mean ${decimalEn} or ${whole}: write ${whole} or ${decimalEn}`,
        ),
      };
    }
  }
  if (fraction !== '' && !/^\d+$/.test(fraction)) return unreadable(shown);
  const digits = groupedDigits(integer, marks);
  if (digits === undefined) return unreadable(shown);
  return { kind: 'number', value: Number(`${sign}${digits}${fraction === '' ? '' : `.${fraction}`}`) };
}

/** A saved number as the field shows it: the editor's decimal mark, no thousands marks (nothing to misread). */
export const numberText = (value: number, lang: 'fr' | 'en') =>
  lang === 'fr' ? String(value).replace('.', ',') : String(value);
