// The list of files a marketer edits, each by its title in both languages and its address: read from the files' texts alone, so the local editor (disk) and the hosted one (git) list them alike.
import { parse } from 'yaml';
import { buildRoutes, localePath } from '../content/routes.ts';
import type { FileEntry, FileKind } from './contract.ts';

export const kindOf = (file: string): FileKind =>
  file === 'site.yaml' ? 'site' : file.startsWith('pages/blog/') ? 'post' : 'page';

const text = (value: unknown, locale: 'fr' | 'en') =>
  value !== null && typeof value === 'object' && typeof (value as Record<string, unknown>)[locale] === 'string'
    ? ((value as Record<string, string>)[locale] as string)
    : undefined;

/** A page's or an article's title in each language, from its data (saved or being edited): an article's title, a page's tab title. */
export function titleOf(kind: FileKind, data: unknown): { fr?: string; en?: string } {
  const record = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const title = kind === 'post' ? record.title : (record.head as Record<string, unknown> | undefined)?.title;
  const fr = text(title, 'fr');
  const en = text(title, 'en');
  return { ...(fr ? { fr } : {}), ...(en ? { en } : {}) };
}

/** A short fingerprint of a file's text (FNV-1a and the length): enough to tell that it changed, not a security check. */
function versionOf(text: string | undefined): string {
  if (text === undefined) return 'unreadable';
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${text.length.toString(36)}`;
}

/** Every file a marketer edits, by its title, with its address; each file read alone (`readText`: its text, undefined when unreadable), so a broken file elsewhere hides nothing. */
export function entriesOf(
  listing: { pages: string[]; posts: string[] },
  readFile: (file: string) => string | undefined,
): FileEntry[] {
  // Each file read once: its data, its version and the article page's lookup all need its text.
  const texts = new Map<string, string | undefined>();
  const readText = (file: string) => {
    if (!texts.has(file)) texts.set(file, readFile(file));
    return texts.get(file);
  };
  const entries: FileEntry[] = [
    {
      file: 'site.yaml',
      kind: 'site',
      title: { fr: 'Réglages du site', en: 'Site settings' },
      version: versionOf(readText('site.yaml')),
    },
  ];
  const read = (file: string): Record<string, unknown> => {
    try {
      const parsed = parse(readText(file) ?? '') as unknown;
      return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      // A file that does not parse is still listed, by its name, so it can be opened and fixed.
      return {};
    }
  };
  const articlePage = listing.pages
    .map(read)
    .map((page) => ({ id: String(page.id ?? ''), path: String(page.path ?? '') }))
    .find((page) => page.path.endsWith('/:post'));
  for (const file of [...listing.pages, ...listing.posts]) {
    const data = read(file);
    const kind = kindOf(file);
    const title = titleOf(kind, data);
    const entry: FileEntry = {
      file,
      kind,
      title: { fr: title.fr ?? file, en: title.en ?? file },
      version: versionOf(readText(file)),
    };
    if (kind === 'page' && typeof data.path === 'string' && !data.path.includes(':'))
      entry.address = { fr: data.path, en: localePath('en', data.path) };
    else if (kind === 'page' && typeof data.path === 'string') entry.template = true;
    const slug = data.slug as Record<string, unknown> | undefined;
    if (kind === 'post' && articlePage && typeof slug?.fr === 'string' && typeof slug.en === 'string') {
      const [french, english] = buildRoutes([articlePage], [{ slug: { fr: slug.fr, en: slug.en } }]);
      if (french && english) entry.address = { fr: french.path, en: english.path };
    }
    entries.push(entry);
  }
  return entries;
}
