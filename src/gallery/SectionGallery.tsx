// Development only (/__sections): every section type drawn from its catalogue examples (one per variant), French beside English; or one example alone, as the editor's catalogue previews it.
import { useEffect, useState } from 'react';
import { htmlLang } from '../content/format.ts';
import type { Locale } from '../content/schema/text.ts';
import type { AnySectionView } from '../content/view-types.ts';
import { sectionComponent } from '../sections/registry.ts';
import { SiteProvider } from '../shell/site-context.tsx';
import type { GalleryView } from '../site/gallery.ts';
import { type GalleryPreview, previewedExample } from './preview.ts';

const labels = { fr: 'Français', en: 'English' } as const;
/** Descriptions are written for Markdown; here the backticks would only be noise. */
const plain = (text: string) => text.replaceAll('`', '');

function Drawn({ gallery, view, locale }: { gallery: GalleryView; view: AnySectionView; locale: Locale }) {
  const Section = sectionComponent(view.type);
  return (
    <SiteProvider site={gallery.site} settings={gallery.settings[locale]} locale={locale}>
      <Section {...view} />
    </SiteProvider>
  );
}

function useGallery(initial: GalleryView): GalleryView {
  const [gallery, setGallery] = useState(initial);
  useEffect(() => {
    // Saving a schema example or site.yaml redraws the gallery, like any page in development.
    const onUpdate = (event: Event) => setGallery((event as CustomEvent<GalleryView>).detail);
    window.addEventListener('site:gallery-update', onUpdate);
    return () => window.removeEventListener('site:gallery-update', onUpdate);
  }, []);
  return gallery;
}

/** One example in one language, inert: a picture of the section for the editor's catalogue, not a page to use. */
export function SectionPreview({ initial, preview }: { initial: GalleryView; preview: GalleryPreview }) {
  const gallery = useGallery(initial);
  const example = previewedExample(gallery, preview);
  return (
    <main className="gallery gallery--preview" inert lang={htmlLang[preview.locale]}>
      {example ? (
        <Drawn gallery={gallery} view={example.views[preview.locale]} locale={preview.locale} />
      ) : (
        <p>
          {preview.type} {preview.variant ?? ''}?
        </p>
      )}
    </main>
  );
}

export function SectionGallery({ initial }: { initial: GalleryView }) {
  const gallery = useGallery(initial);
  return (
    <main className="gallery" id="main">
      <header className="gallery__header">
        <h1>Sections · galerie / gallery</h1>
        <p>
          Chaque type de section, tel que le dessinent les exemples du catalogue (CONTENU.md), un par variante. Every
          section type, drawn from its catalogue examples (CONTENT.md), one per variant. Development only: this page is
          not part of the built site.
        </p>
        <nav aria-label="Sections">
          <ul className="gallery__index">
            {gallery.entries.map((entry) => (
              <li key={entry.type}>
                <a href={`#${entry.type}`}>{entry.type}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {gallery.entries.map((entry) => (
        <section
          key={entry.type}
          className="gallery__entry"
          id={entry.type}
          aria-labelledby={`${entry.type}-title`}
          data-section-type={entry.type}
        >
          <h2 id={`${entry.type}-title`} className="gallery__type">
            <code>{entry.type}</code>
          </h2>
          <p className="gallery__description">
            {plain(entry.description.fr)}
            <br />
            {plain(entry.description.en)}
          </p>
          {entry.examples.map((example, index) => (
            <div
              key={example.variant ?? index}
              className="gallery__example"
              data-example={index}
              data-variant={example.variant}
            >
              {example.variant !== undefined && (
                <h3 className="gallery__variant">
                  variant: <code>{example.variant}</code>
                </h3>
              )}
              <div className="gallery__pair">
                {(['fr', 'en'] as const).map((locale) => (
                  <div key={locale} className="gallery__column" lang={htmlLang[locale]} data-locale={locale}>
                    <p className="gallery__language">{labels[locale]}</p>
                    <Drawn gallery={gallery} view={example.views[locale]} locale={locale} />
                  </div>
                ))}
              </div>
            </div>
          ))}
        </section>
      ))}
    </main>
  );
}
