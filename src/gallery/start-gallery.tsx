// Development only: renders the section gallery instead of a route (entry-client calls it for /__sections).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import gallery from 'virtual:site/gallery';
import { preloadSections } from '../sections/registry.ts';
import { SectionGallery } from './SectionGallery.tsx';
import './gallery.css';

export async function startGallery(container: HTMLElement): Promise<void> {
  await preloadSections(gallery.entries.flatMap((entry) => [entry.views.fr, entry.views.en]));
  document.title = 'Sections — galerie / gallery';
  createRoot(container).render(
    <StrictMode>
      <SectionGallery initial={gallery} />
    </StrictMode>,
  );
}
