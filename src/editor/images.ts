// A picture the marketer chose, made ready for the web: its kind read from its bytes, resized and compressed to WebP, saved in public/images/ under a safe name.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { type Message, message } from '../content/messages.ts';
import { IMAGES_DIR, writeRefusal } from './files.ts';

import { imageSlug, pictureRefusal, WEB_WIDTH } from './image-rules.ts';

export type { WebImage } from './contract.ts';
export { type ImageKind, imageSlug, MAX_IMAGE_BYTES, pictureRefusal, sniffImage, WEB_WIDTH } from './image-rules.ts';

import type { WebImage } from './contract.ts';

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
  const refused = pictureRefusal(bytes);
  if (refused) throw new ImageRefused(refused);
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
