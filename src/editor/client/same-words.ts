// Where else the site says the words a marketer is replacing: the phrases of three words or more she removed from a text, and the other texts of the site that hold one of them.
import type { EditPath } from '../contract.ts';

export type Locale = 'fr' | 'en';
/** One text of one file in one language, at its path (the locale last, as the form's ids have it). */
export type SiteText = { file: string; path: EditPath; text: string };

/** The words as a marketer reads them: no case, no accents, no punctuation or typography; a {fact} counts as one word. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/\{[^}]*\}|[\p{L}\p{N}]+/gu) ?? []
  );
}

/** How many words make a phrase: two words in common (« de la », « 7 jours ») are chance, three say the same thing. */
export const PHRASE_WORDS = 3;

/**
 * Whether a run of words says something of its own: two of them at least are a number, a fact or a word longer than the
 * little words every sentence has (« de la », « sur », « and the »).
 */
const telling = (run: readonly string[]) =>
  run.filter((word) => word.length >= 4 || /^\d/.test(word) || word.startsWith('{')).length >= 2;

const runsOf = (words: readonly string[]) =>
  words.length < PHRASE_WORDS
    ? []
    : words.slice(0, words.length - PHRASE_WORDS + 1).map((_, index) => words.slice(index, index + PHRASE_WORDS));

/** The phrases of `before` (three words each, as normalised by wordsOf) that `after` no longer says. */
export function removedPhrases(before: string, after: string): string[] {
  const kept = new Set(runsOf(wordsOf(after)).map((run) => run.join(' ')));
  const removed = new Set<string>();
  for (const run of runsOf(wordsOf(before))) {
    const phrase = run.join(' ');
    if (telling(run) && !kept.has(phrase)) removed.add(phrase);
  }
  return [...removed];
}

/** How many times each text is in `texts`. */
const counted = (texts: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  return counts;
};

/**
 * What the text now at `path` said before, compared by identity, not by list position: a text moved with its item
 * (an FAQ question moved up) was not changed, so undefined; a text changed is compared with the text it came from: the
 * one at its place if that text is gone, else the gone text sharing the most words with it. `original` and `current`
 * are the texts of the same file in the same language, as opened and as the form holds them now.
 */
export function textBefore(
  original: readonly SiteText[],
  current: readonly SiteText[],
  path: EditPath,
  text: string,
): string | undefined {
  const before = counted(original.map((one) => one.text));
  const now = counted(current.map((one) => one.text));
  // The same words are in the file as often as before: this text is one of the originals, moved or left alone.
  if ((before.get(text) ?? 0) >= (now.get(text) ?? 0)) return undefined;
  const gone = [...before].filter(([one, count]) => count > (now.get(one) ?? 0)).map(([one]) => one);
  const here = original.find((one) => samePath(one.path, path))?.text;
  if (here !== undefined && gone.includes(here)) return here;
  // Moved with its item, a text stays the same field of another item (a question of the FAQ): words typed in a field of
  // another shape (a new photo's description) replace nothing (trial 8: compared with the old body, they were « ailleurs »).
  const kin = new Set(original.filter((one) => sameShape(one.path, path)).map((one) => one.text));
  const words = new Set(wordsOf(text));
  const shared = (one: string) => wordsOf(one).filter((word) => words.has(word)).length;
  const nearest = gone.filter((one) => kin.has(one)).toSorted((a, b) => shared(b) - shared(a))[0];
  return nearest !== undefined && shared(nearest) > 0 ? nearest : undefined;
}

/** The same field of any item: sections.2.items.0.question.fr and sections.2.items.3.question.fr. */
const sameShape = (a: EditPath, b: EditPath) =>
  a.length === b.length &&
  a.every((part, index) => part === b[index] || (typeof part === 'number' && typeof b[index] === 'number'));

const samePath = (a: EditPath, b: EditPath) => a.length === b.length && a.every((part, index) => part === b[index]);

/**
 * The texts among `texts` that hold one of `phrases`, in their order, the text being changed (`file`, `path`) aside.
 * Texts with the same words in another language never match (a phrase is compared in its own words).
 */
export function textsSaying(phrases: readonly string[], texts: readonly SiteText[], file: string, path: EditPath) {
  if (phrases.length === 0) return [];
  return texts.filter((other) => {
    if (other.file === file && samePath(other.path, path)) return false;
    const words = ` ${wordsOf(other.text).join(' ')} `;
    return phrases.some((phrase) => words.includes(` ${phrase} `));
  });
}

/** Every bilingual text of a file's data in `locale` ({fr, en} pairs, wherever they are), with its path. */
export function textsOf(file: string, data: unknown, locale: Locale): SiteText[] {
  const found: SiteText[] = [];
  const walk = (node: unknown, path: EditPath) => {
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (!Array.isArray(node) && typeof record.fr === 'string' && typeof record.en === 'string') {
      found.push({ file, path: [...path, locale], text: record[locale] as string });
      return;
    }
    for (const [key, value] of Object.entries(node)) walk(value, [...path, Array.isArray(node) ? Number(key) : key]);
  };
  walk(data, []);
  return found;
}

/** The value at `path` in `data`, if any. */
export const valueAt = (data: unknown, path: EditPath): unknown =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    data,
  );
