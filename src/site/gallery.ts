// What the development-only section gallery (/__sections) shows: every catalogue example (one per variant) drawn in both languages.

import { articleAddresses, localePath } from '../content/routes.ts';
import type { Locale } from '../content/schema/text.ts';
import type { SettingsView, SiteView } from '../content/view-types.ts';
import { sectionEntries } from './catalogue.ts';
import { Section } from './schema/sections.ts';
import type { Site } from './site.ts';
import { type SectionView, sectionView, settingsView, siteView } from './view.ts';

/** One example of a type, drawn in each language; `variant` names the variant it shows, for the types that have variants. */
export type GalleryExample = { variant: string | undefined; views: Record<Locale, SectionView> };

export type GalleryView = {
  site: SiteView;
  settings: Record<Locale, SettingsView>;
  entries: { type: string; description: Record<Locale, string>; examples: GalleryExample[] }[];
};

export function galleryView(site: Site): GalleryView {
  const entries = sectionEntries().map((entry) => {
    const examples = entry.examples.map(({ variant, example }) => {
      // The examples are checked against their schema by the tests; parsing here also applies defaults the components expect.
      const section = Section.parse(example);
      const view = (locale: Locale) =>
        sectionView(site, section, locale, {
          post: site.posts[0],
          blogPath: articleAddresses(site.pages, locale)?.list ?? localePath(locale, '/'),
        });
      return { variant, views: { fr: view('fr'), en: view('en') } };
    });
    return { type: entry.type, description: entry.description, examples };
  });
  return { site: siteView(site), settings: { fr: settingsView(site, 'fr'), en: settingsView(site, 'en') }, entries };
}
