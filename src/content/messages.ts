// Messages marketers read, written in French and English at the place they are raised; French is the default (Charter of the French language).
import type { Locale } from './locale.ts';

/** A problem's words in both languages. */
export type Message = { fr: string; en: string };

export const message = (fr: string, en: string): Message => ({ fr, en });

/**
 * zod only carries strings: a schema's own message is written with `say(fr, en)`, which returns the English words and
 * remembers the French ones, so the problem shown to a marketer can be translated back (see bilingual()).
 */
const frenchOf = new Map<string, string>();
export function say(fr: string, en: string): string {
  frenchOf.set(en, fr);
  return en;
}

/** The two languages of a message that went through zod as its English words. */
export function bilingual(en: string): Message {
  return { fr: frenchOf.get(en) ?? en, en };
}

/** The language of the messages: --lang, else French unless the terminal's locale is English. */
export function messageLocale(argument?: string, environment: NodeJS.ProcessEnv = process.env): Locale {
  if (argument === 'fr' || argument === 'en') return argument;
  const system = environment.LC_ALL || environment.LC_MESSAGES || environment.LANG || '';
  return /^en(_|-|\.|$)/i.test(system) ? 'en' : 'fr';
}

/** Joins message parts that are themselves bilingual. */
export function join(parts: readonly (Message | string)[]): Message {
  const part = (item: Message | string, locale: Locale) => (typeof item === 'string' ? item : item[locale]);
  return { fr: parts.map((item) => part(item, 'fr')).join(''), en: parts.map((item) => part(item, 'en')).join('') };
}
