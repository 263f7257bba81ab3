// A new file's addresses: each follows its own title as it is typed, until the marketer writes it herself, for a file never published.
import { useEffect, useState } from 'react';
import type { Edit } from '../contract.ts';
import { api } from './api.ts';

/** An address segment from a title: « Tax season: what’s new » → tax-season-whats-new; a long one shortened (slugOf). */
export const slugOf = (title: string): string => short(title, '');

/** A French address from a French title: an apostrophe parts two words, as French addresses write it (« L’impôt » → l-impot). */
export const frenchSlugOf = (title: string): string => short(title, '-');

function segment(title: string, apostrophe: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, apostrophe)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Longer than this, an address is shortened: it is typed, said and shared (trial 10 kept a 62-character one). */
const LONG = 40;
/** Words an address does not end on. */
const TRAILING = new Set(
  'a au aux avec ce d de des du en et l la le les ou par pour que qui sur vos votre your the of and for in to an on with or'.split(
    ' ',
  ),
);

/**
 * A title's address, shortened when long: to what comes before its colon, dash or question mark when that says two words
 * or more (« Échéance REER : ce que les travailleurs autonomes doivent savoir » → echeance-reer), else to its first words.
 */
function short(title: string, apostrophe: string): string {
  const whole = segment(title, apostrophe);
  if (whole.length <= LONG) return whole;
  const lead = segment(title.split(/\s*[:?!|—–(]|\s-\s/)[0] ?? '', apostrophe);
  const words = (lead.includes('-') && lead.length <= LONG ? lead : whole).split('-');
  const kept: string[] = [];
  for (const word of words) {
    if ([...kept, word].join('-').length > LONG) break;
    kept.push(word);
  }
  while (kept.length > 1 && TRAILING.has(kept.at(-1)!)) kept.pop();
  return kept.join('-');
}

/** A list of files kept for the tab's life (a reload keeps it; another tab does not). */
function listAt(key: string): string[] {
  try {
    const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/** Files Créer made in this tab: what the form assumes of them until the server says whether they were ever published. */
const CREATED = 'editor-created-here';
export const createdHere = (file: string) => listAt(CREATED).includes(file);
export const followTitle = (file: string) =>
  sessionStorage.setItem(CREATED, JSON.stringify([...new Set([...listAt(CREATED), file])]));

/**
 * Whether the open file was never published (never committed: Publier lists it as added, or holds it back as a draft),
 * asked again when it changes and when `again` does (Publier opened or closed); undefined until the server answers.
 */
export function useNeverPublished(file: string | undefined, again: unknown): boolean | undefined {
  const [answer, setAnswer] = useState<{ file: string; never: boolean } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `again` only says when to ask again (a publication may have committed the file)
  useEffect(() => {
    if (file === undefined) return;
    let current = true;
    void api.changes().then((reply) => {
      if (!current || reply.status !== 200) return;
      const { changes, held } = reply.body;
      const never =
        changes.some((change) => change.file === file && change.status === 'added') ||
        held.some((each) => each.file === file && each.draft);
      setAnswer({ file, never });
    });
    return () => {
      current = false;
    };
  }, [file, again]);
  return answer !== null && answer.file === file ? answer.never : undefined;
}

const text = (value: unknown, locale: 'fr' | 'en'): string | undefined => {
  const own = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[locale] : undefined;
  return typeof own === 'string' ? own : undefined;
};
/** A title not written yet: empty, or the skeleton's « TODO: … ». */
const unwritten = (title: string | undefined) => title === undefined || title.trim() === '' || /^TODO\b/.test(title);

/** The address a title gives in its language. */
const slugFor = (locale: 'fr' | 'en') => (locale === 'fr' ? frenchSlugOf : slugOf);

const record = (data: unknown) => (data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {});

/**
 * Whether a language's address still follows its title: it is what the title gives, or, in English while the English
 * title is unwritten, the French address the skeleton copied. An address she wrote herself no longer follows, whatever
 * tab or reload.
 */
function follows(data: unknown, locale: 'fr' | 'en'): boolean {
  const { slug, title } = record(data);
  const own = text(slug, locale);
  if (own === undefined) return false;
  const titled = text(title, locale);
  if (titled !== undefined && !unwritten(titled)) return own === slugFor(locale)(titled);
  return locale === 'en' && own === text(slug, 'fr');
}

/** The English address waits for the English title (trial 12: a French address left on the English page, nothing said). */
export const waitsForTitle = (data: unknown): boolean =>
  follows(data, 'en') && unwritten(text(record(data).title, 'en'));

/**
 * The edits that go with a marketer's edit of an article never published: each language's address follows its own
 * title while it follows (above); an English address still copying the French one moves with it. A published article
 * keeps its addresses whatever its titles become (links lead there).
 */
export function slugEdits(edit: Edit, data: unknown, neverPublished: boolean): Edit[] {
  if (!neverPublished || edit.op !== 'set' || typeof edit.value !== 'string') return [];
  const [field, locale] = edit.path;
  if (field !== 'title' || (locale !== 'fr' && locale !== 'en') || edit.path.length !== 2) return [];
  if (!follows(data, locale)) return [];
  const next = slugFor(locale)(edit.value);
  if (next === '' || next === text(record(data).slug, locale)) return [];
  const moved: Edit[] = [{ op: 'set', path: ['slug', locale], value: next }];
  if (locale === 'fr' && waitsForTitle(data)) moved.push({ op: 'set', path: ['slug', 'en'], value: next });
  return moved;
}
