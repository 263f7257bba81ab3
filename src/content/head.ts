// The <head> of a route as data (title, description, canonical, hreflang, Open Graph, Twitter, RSS link, JSON-LD graph) and its HTML.

import type {
  AccountingService,
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  Graph,
  ListItem,
  Person,
  Question,
  Thing,
  WebPage,
} from 'schema-dts';
import { htmlLang, ogLocale } from './format.ts';
import { localePath, otherLocale } from './routes.ts';
import type { Settings } from './schema/site.ts';
import type { Locale } from './schema/text.ts';
import { withoutJoiners } from './typography.ts';

export type HeadTag =
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string; hreflang?: string; type?: string; title?: string };

export type Head = {
  lang: 'fr-CA' | 'en-CA';
  title: string;
  tags: HeadTag[];
  /** schema.org JSON-LD, already serialized with < escaped. */
  jsonLd?: string;
};

/** One step of the trail from the home page to a page: its name in the page's language and its path. */
export type Crumb = { name: string; path: string };

/** What search engines are told about the article a route shows. */
export type ArticleFacts = {
  headline: string;
  description: string;
  /** YYYY-MM-DD. */
  published: string;
  modified: string;
  /** Absolute https address of the article's photo. */
  image: string;
  /** A team member, or the firm itself (no id). */
  author: ArticlePerson;
  /** The team member who reviewed it, if any: schema.org puts `reviewedBy` on the page, not the article. */
  reviewer?: ArticlePerson;
};
type ArticlePerson = { id?: string; name: string; designation?: string; role?: string };

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
  /** The RSS feed of the page's language, linked from every page of that language. */
  feed?: { path: string; title: string };
  /** Home → … → this page; absent on the home page. */
  breadcrumb?: Crumb[];
  /** On article routes: the article shown. */
  article?: ArticleFacts;
  /** Every question and answer of the page's FAQ sections, as plain text. */
  faq?: { question: string; answer: string }[];
};

/**
 * Every title reads “<page> | <firm>” and fits in search results (60 characters). A title too long for that is kept
 * whole without the firm's name when it fits alone (review 9: « Gains en capital » said nothing of the article), else
 * keeps its words before the colon (“Économie numérique : vendre en ligne…” → “Économie numérique”), or is cut after a
 * word with “…”.
 */
export function fullTitle(title: string, brand: string): string {
  const suffix = ` | ${brand}`;
  const room = TITLE_MAX - suffix.length;
  if (title.length <= room) return title + suffix;
  if (title.length <= TITLE_MAX) return title;
  const lead = title.split(/\s*:\s/)[0]!.trim();
  if (lead.length <= room && lead.length < title.length) return lead + suffix;
  // Room for the ellipsis; a word the limit falls inside is left out whole.
  const limit = room - 1;
  let cut = title.slice(0, limit);
  if (!/\s/.test(title[limit] ?? ' ')) cut = cut.replace(/\s+\S*$/, '');
  return `${cut.replace(/[\s,;:–—-]+$/, '')}…${suffix}`;
}

export function buildHead(typed: HeadInput): Head {
  // Search results and shared cards are not laid out by the page: the invisible word joiners stay out of them.
  const input = deepMapStrings(typed, withoutJoiners);
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
  if (input.feed)
    tags.push({
      tag: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: input.feed.title,
      href: origin + input.feed.path,
    });
  const head: Head = { lang: htmlLang[locale], title, tags };
  if (input.path !== undefined) head.jsonLd = jsonLd(structuredData({ ...input, path: input.path }, title));
  return head;
}

/**
 * The route's schema.org graph: the firm (its address is the home page of the language), the page (FAQPage when it
 * has questions), the article it shows (BlogPosting) and the trail from the home page (BreadcrumbList), tied by @id.
 */
export function structuredData(input: HeadInput & { path: string }, title: string): Graph {
  const { settings, locale } = input;
  const origin = settings.origin;
  const url = origin + input.path;
  const home = origin + localePath(locale, '/');
  const language = htmlLang[locale];
  const ids = {
    organization: `${home}#organization`,
    page: `${url}#webpage`,
    breadcrumb: `${url}#breadcrumb`,
    article: `${url}#article`,
  };
  const graph: Thing[] = [organization(settings, locale, home, ids.organization)];

  const page = {
    '@id': ids.page,
    url,
    name: title,
    description: input.description,
    inLanguage: language,
    publisher: { '@id': ids.organization },
    ...(input.breadcrumb ? { breadcrumb: { '@id': ids.breadcrumb } } : {}),
    ...(input.article?.reviewer ? { reviewedBy: person(input.article.reviewer, ids.organization) } : {}),
  } satisfies Partial<WebPage>;
  if (input.faq?.length) {
    const faq: FAQPage = {
      '@type': 'FAQPage',
      ...page,
      mainEntity: input.faq.map(
        (item): Question => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        }),
      ),
    };
    graph.push(faq);
  } else graph.push({ '@type': 'WebPage', ...page } satisfies WebPage);

  if (input.article) {
    const article = input.article;
    const author =
      article.author.id === undefined ? { '@id': ids.organization } : person(article.author, ids.organization);
    graph.push({
      '@type': 'BlogPosting',
      '@id': ids.article,
      url,
      mainEntityOfPage: { '@id': ids.page },
      headline: article.headline,
      description: article.description,
      datePublished: article.published,
      dateModified: article.modified,
      inLanguage: language,
      image: article.image,
      author,
      publisher: { '@id': ids.organization },
    } satisfies BlogPosting);
  }

  if (input.breadcrumb?.length) {
    graph.push({
      '@type': 'BreadcrumbList',
      '@id': ids.breadcrumb,
      itemListElement: input.breadcrumb.map(
        (crumb, index): ListItem => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: origin + crumb.path,
        }),
      ),
    } satisfies BreadcrumbList);
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** A team member who signs or reviews an article, working for the firm. */
function person(member: ArticlePerson, organization: string): Person {
  return {
    '@type': 'Person',
    name: member.name,
    ...(member.designation ? { honorificSuffix: member.designation } : {}),
    ...(member.role ? { jobTitle: member.role } : {}),
    worksFor: { '@id': organization },
  };
}

function organization(settings: Settings, locale: Locale, url: string, id: string): AccountingService {
  const { days, opens, closes } = settings.facts.openingHours;
  const week: [string, DayOfWeek][] = [
    ['Mo', 'Monday'],
    ['Tu', 'Tuesday'],
    ['We', 'Wednesday'],
    ['Th', 'Thursday'],
    ['Fr', 'Friday'],
    ['Sa', 'Saturday'],
    ['Su', 'Sunday'],
  ];
  const order = week.map(([short]) => short);
  const dayOfWeek = week.slice(order.indexOf(days.from), order.indexOf(days.to) + 1).map(([, name]) => name);
  return {
    '@type': 'AccountingService',
    '@id': id,
    name: settings.brand.name,
    description: settings.brand.description[locale],
    url,
    telephone: settings.contact.phones.general?.tel,
    email: settings.contact.email,
    areaServed: { '@type': 'AdministrativeArea', name: settings.contact.areaServed },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes }],
    knowsLanguage: ['fr-CA', 'en-CA'],
    priceRange: settings.brand.priceRange,
  };
}

/** JSON that cannot close its <script> element early. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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

/** A copy of a plain value with every string passed through `map`. */
function deepMapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item) => deepMapStrings(item, map)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepMapStrings(item, map)])) as T;
  return value;
}
