// What makes a chosen file a picture the site takes, shared by the local editor (sharp, on disk) and the hosted one (in the browser): its kind read from its bytes, its size, its safe name.

import { type Message, message } from '../content/messages.ts';

/** Larger than any phone or camera photo a marketer would pick; a bigger body is refused before it is read whole. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Wide enough for the article's photo on a large screen at double density; smaller pictures are never enlarged. */
export const WEB_WIDTH = 1600;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

/** The kind of picture the bytes are, by their signature; the file's name and the browser's word are never trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)
  )
    return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // An ISO box “ftyp” whose brand says AVIF (a still picture or a sequence).
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  return undefined;
}

/** “Équipe d'été 2026.JPG” → “equipe-d-ete-2026”: lowercase ASCII words joined by hyphens; nothing of a path survives. */
export function imageSlug(originalName: string): string {
  const base = (originalName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'image';
}

/** Why these bytes are not taken as a picture (empty, over 10 MB, not JPEG, PNG, WebP or AVIF), or undefined when they are. */
export function pictureRefusal(bytes: Uint8Array): Message | undefined {
  if (bytes.length === 0) return message('le fichier est vide', 'the file is empty');
  if (bytes.length > MAX_IMAGE_BYTES)
    return message(
      'l’image dépasse 10 Mo : choisissez une image plus légère',
      'the picture is over 10 MB: choose a lighter one',
    );
  if (!sniffImage(bytes))
    return message(
      'ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF',
      'this file is not a JPEG, PNG, WebP or AVIF picture',
    );
  return undefined;
}
