// Which one example the gallery draws alone, from its address: the editor's catalogue shows each type and variant so, in a small frame.

import type { Locale } from '../content/schema/text.ts';
import type { GalleryExample, GalleryView } from '../site/gallery.ts';

/** The one example a preview asks for (`?type=hero&variant=home&lang=fr`, as the editor's catalogue does), or undefined for the whole gallery. */
export type GalleryPreview = { type: string; variant: string | undefined; locale: Locale };
export function galleryPreview(search: string): GalleryPreview | undefined {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  if (type === null) return undefined;
  return { type, variant: query.get('variant') ?? undefined, locale: query.get('lang') === 'en' ? 'en' : 'fr' };
}

/** The example a preview shows: the one of its variant, or the type's first. */
export function previewedExample(gallery: GalleryView, preview: GalleryPreview): GalleryExample | undefined {
  const entry = gallery.entries.find((candidate) => candidate.type === preview.type);
  return (
    entry?.examples.find((example) => example.variant === preview.variant) ??
    (preview.variant === undefined ? entry?.examples[0] : undefined)
  );
}
