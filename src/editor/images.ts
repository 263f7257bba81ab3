// A picture the marketer chose, made ready for the web: its kind read from its bytes, resized and compressed to WebP, saved in public/images/ under a safe name.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { type Message, message } from '../content/messages.ts';
import { IMAGES_DIR, writeRefusal } from './files.ts';

/** Larger than any phone or camera photo a marketer would pick; a bigger body is refused before it is read whole. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Wide enough for the article's photo on a large screen at double density; smaller pictures are never enlarged. */
export const WEB_WIDTH = 1600;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

import type { WebImage } from './contract.ts';

export type { WebImage } from './contract.ts';

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

export class ImageRefused extends Error {
  constructor(readonly why: Message) {
    super(why.en);
    this.name = 'ImageRefused';
  }
}

/**
 * Makes the web version of a chosen picture and saves it in <contentRoot>/public/images/<slug>-<hash>.webp, whole or not
 * at all. The hash is of the web version, so choosing the same picture twice gives the same file, and two pictures
 * with the same name never overwrite each other.
 */
export async function saveWebImage(contentRoot: string, bytes: Uint8Array, originalName: string): Promise<WebImage> {
  if (bytes.length === 0) throw new ImageRefused(message('le fichier est vide', 'the file is empty'));
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new ImageRefused(
      message(
        'l’image dépasse 10 Mo : choisissez une image plus légère',
        'the picture is over 10 MB: choose a lighter one',
      ),
    );
  if (!sniffImage(bytes))
    throw new ImageRefused(
      message(
        'ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF',
        'this file is not a JPEG, PNG, WebP or AVIF picture',
      ),
    );
  let web: { data: Buffer; info: OutputInfo };
  try {
    web = await sharp(bytes, { limitInputPixels: 100_000_000 })
      // Phones store photos sideways with an orientation tag: turn them upright before the tag is dropped.
      .rotate()
      .resize({ width: WEB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefused(
      message('cette image est abîmée ou ne peut pas être lue', 'this picture is damaged or cannot be read'),
    );
  }
  const hash = createHash('sha256').update(web.data).digest('hex').slice(0, 8);
  const name = `${imageSlug(originalName)}-${hash}.webp`;
  const refusal = writeRefusal(contentRoot, `${IMAGES_DIR}/${name}`);
  if (refusal) throw new ImageRefused(refusal);
  const folder = join(contentRoot, IMAGES_DIR);
  mkdirSync(folder, { recursive: true });
  const target = join(folder, name);
  if (!existsSync(target)) {
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, web.data, { flag: 'wx' });
    renameSync(temporary, target);
  }
  return { src: `/images/${name}`, width: web.info.width, height: web.info.height };
}
