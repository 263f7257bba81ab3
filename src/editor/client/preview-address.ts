// Where the preview finds the file being edited: the address its unsaved draft gives it (a page's path or an article's slug changed), else the saved one.

import { localePath } from '../../content/routes.ts';
import type { FileEntry, FileKind } from '../contract.ts';

type Address = NonNullable<FileEntry['address']>;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/**
 * The draft's address in both languages. An article keeps the saved address's folder with the draft's slugs; a page takes
 * its draft path. Anything not yet an address (a slug half typed: « tax- ») keeps the saved address.
 */
export function draftAddress(kind: FileKind, saved: FileEntry['address'], data: unknown): Address | undefined {
  const record = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  if (kind === 'page') {
    const path = record.path;
    // An English path typed by mistake (/en/…) is refused by the validator: the saved address stays.
    if (typeof path !== 'string' || !PATH.test(path) || path === '/en' || path.startsWith('/en/')) return saved;
    return { fr: path, en: localePath('en', path) };
  }
  if (kind === 'post' && saved) {
    const slug = record.slug as Record<string, unknown> | undefined;
    const swap = (address: string, next: unknown) =>
      typeof next === 'string' && SLUG.test(next)
        ? `${address.slice(0, address.lastIndexOf('/') + 1)}${next}`
        : address;
    return { fr: swap(saved.fr, slug?.fr), en: swap(saved.en, slug?.en) };
  }
  return saved;
}
