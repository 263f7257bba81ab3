// What the editor's pickers offer, read from a loaded site: pages by title, articles, prices by name and amount, phones
// by their heading, icons. The local editor's server and the hosted editor's Worker both send it.
import { iconNames } from '../content/schema/icon.ts';
import { factText } from './facts.ts';
import { priceNames } from './price-names.ts';
import { schemaIn } from './problem-trail.ts';
import { type SiteResult, teamById } from './site.ts';
import { namedEntry } from './trail.ts';

/** Each category pair once, the most used first: a near-duplicate (« Fiscalité » beside « Impôts ») is what it prevents. */
function categoriesOf(posts: readonly { category: { fr: string; en: string } }[]) {
  const count = new Map<string, { fr: string; en: string; uses: number }>();
  for (const { category } of posts) {
    // A new article's placeholder is no category to offer (trial 13 was offered « TODO : catégorie »).
    if (/\bTODO\b/.test(`${category.fr} ${category.en}`)) continue;
    const key = `${category.fr}\n${category.en}`;
    const seen = count.get(key) ?? { fr: category.fr, en: category.en, uses: 0 };
    count.set(key, { ...seen, uses: seen.uses + 1 });
  }
  return [...count.values()].sort((a, b) => b.uses - a.uses).map(({ fr, en }) => ({ fr, en }));
}

/** A phone as its heading in the settings reads (« Téléphone principal 514 555-0100 »). */
function phoneName(key: string, phone: unknown, lang: 'fr' | 'en') {
  const schema = schemaIn(lang, 'site.schema.json');
  const settings = schema.$defs?.Settings;
  const phones = settings?.properties?.contact?.properties?.phones;
  return namedEntry(schema.$defs?.Phone, key, phone, lang, phones);
}

/** What the form's pickers offer: pages by title (never the article template), articles, prices with their value, icons. */
export function pickerOptions(result: SiteResult) {
  if (!result.ok)
    return { pages: [], posts: [], prices: [], phones: [], people: [], categories: [], icons: [...iconNames] };
  const { site } = result;
  // A price reads by its name in plain words (the card or row showing it) and its amount, never by its key.
  const names = priceNames(site.settings.facts.prices, [...site.pages, ...site.posts]);
  return {
    pages: site.pages
      .filter((page) => !page.path.includes(':'))
      .map((page) => ({ value: page.id, label: { fr: page.head.title.fr, en: page.head.title.en } })),
    posts: site.posts.map((post) => ({ value: post.slug.en, label: { fr: post.title.fr, en: post.title.en } })),
    prices: Object.keys(site.settings.facts.prices).map((name) => ({
      value: name,
      name: names[name]!,
      label: {
        fr: `${names[name]!.fr} — ${factText({ name }, site.settings.facts, 'fr')}`,
        en: `${names[name]!.en} — ${factText({ name }, site.settings.facts, 'en')}`,
      },
    })),
    // A phone reads as its heading in the settings (« Téléphone 514 555-0100 »): what it is, from its declaration, and
    // its number; never its key (trial 8: « general — 514 555-0100 »).
    phones: Object.entries(site.settings.contact.phones).map(([key, phone]) => ({
      value: key,
      label: { fr: phoneName(key, phone, 'fr'), en: phoneName(key, phone, 'en') },
    })),
    people: [...teamById(site.pages)].map(([id, person]) => ({
      value: id,
      label: { fr: person.name, en: person.name },
    })),
    categories: categoriesOf(site.posts),
    icons: [...iconNames],
  };
}
