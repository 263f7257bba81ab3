// The content files a marketer may edit: which paths are allowed, what kind each is, and their titles and addresses.
import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { type Message, message } from '../content/messages.ts';
import { listContentFiles } from '../site/site.ts';

import type { FileEntry } from './contract.ts';
import { entriesOf } from './file-entries.ts';

export type { FileEntry, FileKind } from './contract.ts';
/** Where the content's pictures live, relative to the content root; the site serves them at /images/. */
export const IMAGES_DIR = 'public/images';

/** The content file a request names, or undefined when it names anything else (.., absolute paths, other folders, links out of the tree). */
export function contentFileAt(root: string, name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  // Any name the loader reads (pages/été.yaml, pages/Rapport annuel.yaml): one level down, no dotfile, no control character.
  if (name !== 'site.yaml' && !/^pages\/(?:blog\/)?(?![.\s])[^/\\\p{Cc}]+\.yaml$/u.test(name)) return undefined;
  const full = join(root, name);
  if (existsSync(full)) {
    if (lstatSync(full).isSymbolicLink()) return undefined;
    const real = realpathSync(full);
    const base = realpathSync(root);
    if (!real.startsWith(base + sep)) return undefined;
  }
  return name;
}

/**
 * Why the editor may not write `file` (a path under the content root, folders included), or undefined when it may.
 * Nothing on the way may be a symbolic link, and the real folder written into must be the content's own: a link
 * (pages/blog pointing elsewhere) would put a new article, a save or a picture where the marketer never looked.
 */
export function writeRefusal(root: string, file: string): Message | undefined {
  let current = root;
  let walked = '';
  for (const part of file.split('/')) {
    current = join(current, part);
    walked = walked === '' ? part : `${walked}/${part}`;
    if (lstatSync(current, { throwIfNoEntry: false })?.isSymbolicLink()) {
      return message(
        `« ${walked} » est un lien symbolique : l’éditeur n’écrit jamais à travers un lien. Remplacez-le par un vrai dossier (ou fichier) du dépôt.`,
        `“${walked}” is a symbolic link: the editor never writes through a link. Replace it with a real folder (or file) of the repository.`,
      );
    }
  }
  // The deepest folder that exists on the way must really be where it says, under the content root.
  let folder = dirname(file);
  while (folder !== '.' && !existsSync(join(root, folder))) folder = dirname(folder);
  const real = realpathSync(join(root, folder));
  const expected = folder === '.' ? realpathSync(root) : join(realpathSync(root), folder);
  if (real !== expected || !(real + sep).startsWith(realpathSync(root) + sep)) {
    return message(
      `« ${file} » mène hors du contenu du site : l’éditeur n’y écrit pas`,
      `“${file}” leads outside the site’s content: the editor does not write there`,
    );
  }
  return undefined;
}

/** A file's text if its bytes are UTF-8, else undefined (a replacement character written back would lose the accents for good). */
export function readUtf8(path: string): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(path));
  } catch {
    return undefined;
  }
}

export { kindOf } from './file-entries.ts';

/** Every file a marketer edits, by its French title, with its address; read from each file alone, so a broken file elsewhere hides nothing. */
export function fileEntries(root: string): FileEntry[] {
  return entriesOf(listContentFiles(root), (file) => readUtf8(join(root, file)));
}
