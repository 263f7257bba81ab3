// The <head> of a route as data (title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD) and its HTML.
import type { Settings } from './schema/index.ts';
import type { Locale } from './schema/text.ts';
import { htmlLang, ogLocale } from './format.ts';
import { otherLocale } from './routes.ts';

export type HeadTag =
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string; hreflang?: string };

export type Head = {
  lang: 'fr-CA' | 'en-CA';
  title: string;
  tags: HeadTag[];
  /** schema.org JSON-LD, already serialized with < escaped. */
  jsonLd?: string;
};

export const TITLE_MAX = 60;

export type HeadInput = {
  settings: Settings;
  locale: Locale;
  title: string;
  description: string;
  /** Route path and its other-language twin; absent for pages that must not be indexed. */
  path?: string;
  alternate?: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
};

/**
 * Every title reads “<page> | <firm>” and fits in search results (60 characters). A title too long for that keeps
 * its words before the colon (“Économie numérique : vendre en ligne…” → “Économie numérique”), or is cut after a word with “…”.
 */
export function fullTitle(title: string, brand: string): string {
  const suffix = ` | ${brand}`;
  const room = TITLE_MAX - suffix.length;
  if (title.length <= room) return title + suffix;
  const lead = title.split(/\s*:\s/)[0]!.trim();
  if (lead.length <= room && lead.length < title.length) return lead + suffix;
  // Room for the ellipsis; a word the limit falls inside is left out whole.
  const limit = room - 1;
  let cut = title.slice(0, limit);
  if (!/\s/.test(title[limit] ?? ' ')) cut = cut.replace(/\s+\S*$/, '');
  return `${cut.replace(/[\s,;:–—-]+$/, '')}…${suffix}`;
}

export function buildHead(input: HeadInput): Head {
  const { settings, locale } = input;
  const origin = settings.origin;
  const title = fullTitle(input.title, settings.brand.name);
  const tags: HeadTag[] = [{ tag: 'meta', name: 'description', content: input.description }];
  const image = origin + (input.image ?? settings.seo.image);
  if (input.noindex) tags.push({ tag: 'meta', name: 'robots', content: 'noindex' });
  if (input.path !== undefined && input.alternate !== undefined) {
    const url = origin + input.path;
    const alternateUrl = origin + input.alternate;
    const french = locale === 'fr' ? url : alternateUrl;
    tags.push(
      { tag: 'link', rel: 'canonical', href: url },
      { tag: 'link', rel: 'alternate', hreflang: htmlLang[locale], href: url },
      { tag: 'link', rel: 'alternate', hreflang: htmlLang[otherLocale(locale)], href: alternateUrl },
      { tag: 'link', rel: 'alternate', hreflang: 'x-default', href: french },
      { tag: 'meta', property: 'og:url', content: url },
    );
  }
  tags.push(
    { tag: 'meta', property: 'og:type', content: input.type ?? 'website' },
    { tag: 'meta', property: 'og:site_name', content: settings.brand.name },
    { tag: 'meta', property: 'og:title', content: title },
    { tag: 'meta', property: 'og:description', content: input.description },
    { tag: 'meta', property: 'og:image', content: image },
    { tag: 'meta', property: 'og:locale', content: ogLocale[locale] },
    { tag: 'meta', property: 'og:locale:alternate', content: ogLocale[otherLocale(locale)] },
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', name: 'twitter:title', content: title },
    { tag: 'meta', name: 'twitter:description', content: input.description },
    { tag: 'meta', name: 'twitter:image', content: image },
  );
  if (settings.seo.twitter) tags.push({ tag: 'meta', name: 'twitter:site', content: settings.seo.twitter });
  const head: Head = { lang: htmlLang[locale], title, tags };
  if (input.path !== undefined) head.jsonLd = jsonLd(organization(settings, locale, origin + input.path));
  return head;
}

function organization(settings: Settings, locale: Locale, url: string) {
  const { days, opens, closes } = settings.facts.openingHours;
  const dayNames: Record<string, string> = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' };
  const order = Object.keys(dayNames);
  const dayOfWeek = order.slice(order.indexOf(days.from), order.indexOf(days.to) + 1).map((day) => dayNames[day]);
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    name: settings.brand.name,
    description: settings.brand.description[locale],
    url,
    telephone: settings.contact.phones.general?.tel,
    email: settings.contact.email,
    areaServed: { '@type': 'AdministrativeArea', name: settings.contact.areaServed },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes }],
    knowsLanguage: ['fr-CA', 'en-CA'],
    priceRange: settings.brand.priceRange,
    inLanguage: htmlLang[locale],
  };
}

/** JSON that cannot close its <script> element early. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML for the prerendered file; `data-head` marks what the client replaces on navigation. */
export function renderHead(head: Head): string {
  const lines = [`<title>${escapeAttribute(head.title)}</title>`];
  for (const tag of head.tags) {
    const attributes = Object.entries(tag)
      .filter(([key]) => key !== 'tag')
      .map(([key, value]) => `${key}="${escapeAttribute(String(value))}"`)
      .join(' ');
    lines.push(`<${tag.tag} ${attributes} data-head>`);
  }
  if (head.jsonLd) lines.push(`<script type="application/ld+json" data-head>${head.jsonLd}</script>`);
  return lines.join('\n    ');
}
