// Development only (/__sections): every section type drawn from its catalogue example, French beside English, before a marketer uses it.
import { useEffect, useState } from 'react';
import type { GalleryView } from '../content/gallery.ts';
import { htmlLang } from '../content/format.ts';
import { SiteProvider } from '../site-context.tsx';
import { sectionComponent } from '../sections/registry.ts';
import type { SectionView } from '../content/view.ts';

const labels = { fr: 'Français', en: 'English' } as const;
/** Descriptions are written for Markdown; here the backticks would only be noise. */
const plain = (text: string) => text.replaceAll('`', '');

export function SectionGallery({ initial }: { initial: GalleryView }) {
  const [gallery, setGallery] = useState(initial);
  useEffect(() => {
    // Saving a schema example or site.yaml redraws the gallery, like any page in development.
    const onUpdate = (event: Event) => setGallery((event as CustomEvent<GalleryView>).detail);
    window.addEventListener('site:gallery-update', onUpdate);
    return () => window.removeEventListener('site:gallery-update', onUpdate);
  }, []);

  return (
    <main className="gallery" id="main">
      <header className="gallery__header">
        <h1>Sections · galerie / gallery</h1>
        <p>
          Chaque type de section, tel que le dessine l’exemple du catalogue (CONTENU.md). Every section type, drawn from its catalogue example (CONTENT.md).
          Development only: this page is not part of the built site.
        </p>
        <nav aria-label="Sections">
          <ul className="gallery__index">
            {gallery.entries.map((entry) => (
              <li key={entry.type}><a href={`#${entry.type}`}>{entry.type}</a></li>
            ))}
          </ul>
        </nav>
      </header>
      {gallery.entries.map((entry) => (
        <section key={entry.type} className="gallery__entry" id={entry.type} aria-labelledby={`${entry.type}-title`} data-section-type={entry.type}>
          <h2 id={`${entry.type}-title`} className="gallery__type"><code>{entry.type}</code></h2>
          <p className="gallery__description">{plain(entry.description.fr)}<br />{plain(entry.description.en)}</p>
          <div className="gallery__pair">
            {(['fr', 'en'] as const).map((locale) => {
              const view = entry.views[locale];
              const Section = sectionComponent(view.type) as React.ComponentType<SectionView>;
              return (
                <div key={locale} className="gallery__column" lang={htmlLang[locale]} data-locale={locale}>
                  <p className="gallery__language">{labels[locale]}</p>
                  <SiteProvider site={gallery.site} settings={gallery.settings[locale]} locale={locale}>
                    <Section {...view} />
                  </SiteProvider>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </main>
  );
}
