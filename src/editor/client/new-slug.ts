// A new file's addresses: suggested from its title as it is typed, until the marketer writes them herself; what Créer made is remembered for the tab's life.
import type { Edit } from '../contract.ts';

const KEY = 'editor-new-articles';

/** An address segment from a title: « Tax season: what’s new » → tax-season-whats-new. */
export const slugOf = (title: string): string => segment(title, '');

/** A French address from a French title: an apostrophe parts two words, as French addresses write it (« L’impôt » → l-impot). */
export const frenchSlugOf = (title: string): string => segment(title, '-');

function segment(title: string, apostrophe: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, apostrophe)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
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
/** Articles created in this tab whose English address still follows their title. */
const following = () => listAt(KEY);
const store = (files: string[]) => sessionStorage.setItem(KEY, JSON.stringify(files));

/** Files Créer made in this tab: their addresses are being chosen, so the form shows them under the title, unfolded. */
const CREATED = 'editor-created-here';
export const createdHere = (file: string) => listAt(CREATED).includes(file);

/** Créer made this file: its addresses show under its title, and an article's English address follows its English title. */
export const followTitle = (file: string) => {
  store([...new Set([...following(), file])]);
  sessionStorage.setItem(CREATED, JSON.stringify([...new Set([...listAt(CREATED), file])]));
};

/**
 * The edit that goes with a marketer's edit: a new article's English title typed gives its English slug; the slug typed by
 * hand stops that for good. An article already published keeps its address whatever its title becomes (links lead there).
 */
export function slugEdit(file: string, edit: Edit): Edit | undefined {
  if (edit.op !== 'set' || !following().includes(file)) return undefined;
  const path = edit.path.join('.');
  if (path === 'slug.en' || path === 'slug') {
    store(following().filter((each) => each !== file));
    return undefined;
  }
  if (path !== 'title.en' || typeof edit.value !== 'string') return undefined;
  const slug = slugOf(edit.value);
  return slug === '' ? undefined : { op: 'set', path: ['slug', 'en'], value: slug };
}
