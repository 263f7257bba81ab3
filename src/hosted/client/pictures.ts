// A picture chosen on the computer or phone, made web-ready in the browser (the same checks as the local editor, then WebP at most 1,600 px on its longer side) and kept in this browser as a draft until it is proposed.
import { imageSlug, pictureRefusal, WEB_WIDTH } from '../../editor/image-rules.ts';
import type { Words } from './calls.ts';
import { keep, keptKeys, keptValue } from './kept.ts';

export type WebPicture = { path: string; src: string; width: number; height: number; bytes: Uint8Array };

const DAMAGED: Words = {
  fr: 'cette image est abîmée ou ne peut pas être lue',
  en: 'this picture is damaged or cannot be read',
};

/** The picture drawn at its web size and encoded: WebP where the browser writes it, else JPEG (Safari writes no WebP). */
async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null) => {
    if (!context) return false;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return true;
  };
  const as = async (type: string): Promise<Blob | null> => {
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      if (!draw(canvas.getContext('2d'))) return null;
      return canvas.convertToBlob({ type, quality: 0.8 });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    if (!draw(canvas.getContext('2d'))) return null;
    return new Promise((done) => canvas.toBlob(done, type, 0.8));
  };
  const webp = await as('image/webp');
  return webp?.type === 'image/webp' ? webp : as('image/jpeg');
}

/** The web version of a chosen file, named `<its words>-<hash of the web version>` as the local editor names it. */
export async function webPicture(file: File): Promise<WebPicture | { error: Words }> {
  const original = new Uint8Array(await file.arrayBuffer());
  const refused = pictureRefusal(original);
  if (refused) return { error: refused };
  let bitmap: ImageBitmap;
  try {
    // Phones store photos sideways with an orientation tag: drawn upright.
    bitmap = await createImageBitmap(new Blob([original]), { imageOrientation: 'from-image' });
  } catch {
    return { error: DAMAGED };
  }
  const scale = Math.min(1, WEB_WIDTH / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const blob = await encode(bitmap, width, height);
  bitmap.close();
  if (!blob) return { error: DAMAGED };
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hash = [...digest.slice(0, 4)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const name = `${imageSlug(file.name)}-${hash}.${blob.type === 'image/webp' ? 'webp' : 'jpg'}`;
  return { path: `public/images/${name}`, src: `/images/${name}`, width, height, bytes };
}

const PREFIX = 'hosted-picture:';
const toBase64 = (bytes: Uint8Array) => {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(text);
};

/** Kept in this browser beside the drafts: a closed tab loses no picture. False when the browser has no room left. */
export async function keepPicture(picture: WebPicture): Promise<boolean> {
  return keep(PREFIX + picture.path, toBase64(picture.bytes)).then(
    () => true,
    () => false,
  );
}

/** The pictures kept here that these texts use (a picture chosen then replaced is not proposed), as the server takes them. */
export function picturesUsedBy(texts: { text: string }[]): { path: string; base64: string }[] {
  return keptKeys(PREFIX)
    .filter((path) => texts.some((file) => file.text.includes(path.slice('public'.length))))
    .map((path) => ({ path, base64: String(keptValue(PREFIX + path) ?? '') }));
}

export const forgetPicture = (path: string): Promise<void> => keep(PREFIX + path, undefined);

/** Where the form shows a picture: one kept here from its bytes, one of the site from the published site. */
export function pictureAddress(src: string): string {
  const kept = keptValue(`${PREFIX}public${src}`);
  if (typeof kept === 'string') return `data:image/${src.endsWith('.webp') ? 'webp' : 'jpeg'};base64,${kept}`;
  return src.startsWith('/images/') ? `/api/picture?path=${encodeURIComponent(`public${src}`)}` : src;
}
