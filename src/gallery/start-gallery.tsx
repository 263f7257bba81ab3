// Development only: renders the section gallery instead of a route (entry-client calls it for /__sections), or one example alone when the address asks for it.

import gallery from 'virtual:site/gallery';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { htmlLang } from '../content/format.ts';
import { preloadSections } from '../sections/registry.ts';
import { galleryPreview, previewedExample } from './preview.ts';
import { SectionGallery, SectionPreview } from './SectionGallery.tsx';
import './gallery.css';

export async function startGallery(container: HTMLElement): Promise<void> {
  const preview = galleryPreview(window.location.search);
  if (preview) {
    const example = previewedExample(gallery, preview);
    await preloadSections(example ? [example.views[preview.locale]] : []);
    document.documentElement.lang = htmlLang[preview.locale];
    document.title = `${preview.type}${preview.variant ? ` — ${preview.variant}` : ''} · Sections`;
  } else {
    await preloadSections(
      gallery.entries.flatMap((entry) => entry.examples.flatMap((example) => [example.views.fr, example.views.en])),
    );
    document.title = 'Sections — galerie / gallery';
  }
  createRoot(container).render(
    <StrictMode>
      {preview ? <SectionPreview initial={gallery} preview={preview} /> : <SectionGallery initial={gallery} />}
    </StrictMode>,
  );
}
