// Locale formatting of numbers and money (3 500 $ in French, $3,500 in English) and the HTML language tags.
import type { Locale } from './schema/text.ts';

export const htmlLang: Record<Locale, 'fr-CA' | 'en-CA'> = { fr: 'fr-CA', en: 'en-CA' };
export const ogLocale: Record<Locale, 'fr_CA' | 'en_CA'> = { fr: 'fr_CA', en: 'en_CA' };

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Whole dollars print without cents; an amount with cents keeps two digits. */
export function formatMoney(amount: number, locale: Locale): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale}:${cents}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(htmlLang[locale], { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: cents, maximumFractionDigits: cents });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * Replaces {name} placeholders in a text from the content, and {name|one|other} with the word that agrees
 * with the number `name` in the language ("1 month", "7 months"; French treats 0 and 1 as singular).
 */
export function fillTemplate(text: string, values: Record<string, string | number>, locale: Locale = 'en'): string {
  const plural = new Intl.PluralRules(htmlLang[locale]);
  return text.replace(/\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g, (match, name: string, one?: string, other?: string) => {
    if (!(name in values)) return match;
    const value = values[name]!;
    if (one === undefined || other === undefined) return String(value);
    return typeof value === 'number' && plural.select(value) === 'one' ? one : other;
  });
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A YYYY-MM-DD day as people write it: “27 juillet 2026”, “July 27, 2026” (the same wherever the page is built or read). */
export function formatDate(day: string, locale: Locale): string {
  const text = dateFormats[locale].format(new Date(`${day}T00:00:00Z`));
  // French writes the first of the month as an ordinal: 1er juillet.
  return locale === 'fr' ? text.replace(/^1 /, '1er ') : text;
}

/** A YYYY-MM-DD day as RSS 2.0 wants it (RFC 822): “Mon, 27 Jul 2026 00:00:00 GMT”. */
export function rfc822(day: string): string {
  return new Date(`${day}T00:00:00Z`).toUTCString();
}
