// A new article's English address written from its English title as it is typed, until the marketer writes the address herself; remembered for the tab's life.
import type { Edit } from '../contract.ts';

const KEY = 'editor-new-articles';

/** An address segment from a title: « Tax season: what’s new » → tax-season-whats-new. */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Articles created in this tab whose English address still follows their title (a reload keeps them; another tab does not). */
function following(): string[] {
  try {
    const list = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}
const store = (files: string[]) => sessionStorage.setItem(KEY, JSON.stringify(files));

/** Créer made this article: its English address follows its English title from now on. */
export const followTitle = (file: string) => store([...new Set([...following(), file])]);

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
