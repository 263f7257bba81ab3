// Locale formatting of numbers, money, months and dates (3 500 $ and 27 juillet 2026 in French, $3,500 and July 27, 2026 in English) and the HTML language tags.
import type { Locale } from './schema/text.ts';

export const htmlLang: Record<Locale, 'fr-CA' | 'en-CA'> = { fr: 'fr-CA', en: 'en-CA' };
export const ogLocale: Record<Locale, 'fr_CA' | 'en_CA'> = { fr: 'fr_CA', en: 'en_CA' };

/**
 * How each language writes a number: French 3 500,5 (no-break spaces, as Intl.NumberFormat('fr-CA') does), English 3,500.5.
 * Numbers, months and plurals are written out here rather than asked of Intl: a page's first Intl object loads the
 * browser's locale data in the middle of hydration, which on a slow phone made the longest task after first paint on
 * the price pages about three times as long. Two languages need little: unit tests hold each function to Intl's output.
 */
const numberStyle: Record<Locale, { group: string; decimal: string; money: (digits: string) => string }> = {
  fr: { group: '\u00a0', decimal: ',', money: (digits) => `${digits}\u00a0$` },
  en: { group: ',', decimal: '.', money: (digits) => `$${digits}` },
};

/**
 * |value| rounded to `fractionDigits` as Intl rounds: half away from zero, on the shortest decimal that names the number
 * (2.675 → 2.68, where toFixed gives 2.67 from the binary value just below it).
 */
function roundedDigits(value: number, fractionDigits: number): { whole: string; fraction: string } {
  // String() names the number by its shortest decimal; below 1e-6 it switches to exponents, and such amounts round to 0.
  const shortest = Math.abs(value) < 1e-6 ? '0' : String(Math.abs(value));
  if (shortest.includes('e')) throw new RangeError(`${value} is too large to be an amount`);
  const [whole = '0', fraction = ''] = shortest.split('.');
  const roundUp = Number(fraction[fractionDigits] ?? '0') >= 5 ? 1n : 0n;
  const digits = (BigInt(whole + fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits)) + roundUp)
    .toString()
    .padStart(fractionDigits + 1, '0');
  return {
    whole: digits.slice(0, digits.length - fractionDigits),
    fraction: digits.slice(digits.length - fractionDigits),
  };
}

const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** |value| in the language's digits, with the fraction digits given (trailing zeros kept: 3 500,50 $). */
function formatDigits(value: number, locale: Locale, fractionDigits: number, dropTrailingZeros = false): string {
  const style = numberStyle[locale];
  const { whole, fraction } = roundedDigits(value, fractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, style.group);
  const shown = dropTrailingZeros ? fraction.replace(/0+$/, '') : fraction;
  return shown === '' ? grouped : `${grouped}${style.decimal}${shown}`;
}

/** A count as the language writes it (1 500 heures, 1,500 hours): up to three decimals, as Intl's default. */
export function formatNumber(value: number, locale: Locale): string {
  return `${sign(value)}${formatDigits(value, locale, 3, true)}`;
}

/** Whole dollars print without cents; an amount with cents keeps two digits. */
export function formatMoney(amount: number, locale: Locale): string {
  return `${sign(amount)}${numberStyle[locale].money(formatDigits(amount, locale, Number.isInteger(amount) ? 0 : 2))}`;
}

/**
 * Whether a number takes the singular in the language, by CLDR's rules as Intl.PluralRules applies them: French for 0
 * and 1 and anything between (1,5 heure), English for exactly one. Written out for the reason numbers are (see above).
 */
const takesSingular = (value: number, locale: Locale) =>
  locale === 'fr' ? Math.abs(value) < 2 : Math.abs(value) === 1;

/**
 * Replaces {name} placeholders in a text from the content, and {name|one|other} with the word that agrees
 * with the number `name` in the language ("1 month", "7 months"; French treats 0 and 1 as singular).
 */
export function fillTemplate(text: string, values: Record<string, string | number>, locale: Locale = 'en'): string {
  return text.replace(/\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g, (match, name: string, one?: string, other?: string) => {
    if (!(name in values)) return match;
    const value = values[name]!;
    if (one === undefined || other === undefined) return String(value);
    return typeof value === 'number' && takesSingular(value, locale) ? one : other;
  });
}

/** The months (January first) as each language names them, written out for the reason numbers are (see above). */
const monthNames: Record<Locale, readonly string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** A month (1 = January) by its name, or its capital initial for a chart's axis (`narrow`, as Intl's): juillet, J. */
export function monthName(month: number, locale: Locale, width: 'long' | 'narrow' = 'long'): string {
  const name = monthNames[locale][month - 1];
  if (name === undefined) throw new RangeError(`${month} is not a month`);
  return width === 'long' ? name : name[0]!.toUpperCase();
}

/** A YYYY-MM-DD day as people write it: “27 juillet 2026”, “1er juillet 2026”, “July 27, 2026” (wherever the page is built or read). */
export function formatDate(day: string, locale: Locale): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const name = monthName(month, locale);
  // French writes the first of the month as an ordinal: 1er juillet.
  return locale === 'fr' ? `${date === 1 ? '1er' : date} ${name} ${year}` : `${name} ${date}, ${year}`;
}

/** A YYYY-MM-DD day as RSS 2.0 wants it (RFC 822): “Mon, 27 Jul 2026 00:00:00 GMT”. */
export function rfc822(day: string): string {
  return new Date(`${day}T00:00:00Z`).toUTCString();
}
