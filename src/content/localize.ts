// Projects bilingual content onto one language: every {fr, en} becomes the visitor's string.
import type { Locale } from './schema/text.ts';

/** The type of `T` once every {fr, en} pair in it is replaced by a string. */
export type Localized<T> = T extends { fr: string; en: string }
  ? string
  : T extends readonly (infer Item)[]
    ? Localized<Item>[]
    : T extends object
      ? { [Key in keyof T]: Localized<T[Key]> }
      : T;

/** {fr, en}, possibly marked `properNoun: true` (a name written the same in both languages). */
function isBilingual(value: object): value is { fr: string; en: string } {
  const record = value as Record<string, unknown>;
  const keys = Object.keys(value).filter((key) => !(key === 'properNoun' && record.properNoun === true));
  return keys.length === 2 && typeof record.fr === 'string' && typeof record.en === 'string';
}

export function localize<T>(value: T, locale: Locale): Localized<T> {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as Localized<T>;
  if (value === null || typeof value !== 'object') return value as Localized<T>;
  if (isBilingual(value)) return value[locale] as Localized<T>;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = localize(item, locale);
  return out as Localized<T>;
}
