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
