// What one route shows, in one language: the page's sections with articles filled in, and its head. Serialized into each route's module.

import type { z } from 'zod';
import { ARTICLE_FALLBACK_IMAGE } from '../content/article-fallback.ts';
import { formatDate } from '../content/format.ts';
import { buildHead } from '../content/head.ts';
import { type Localized, localize } from '../content/localize.ts';
import { articleAddresses, localePath, otherLocale, type RouteEntry, routeTable, trail } from '../content/routes.ts';
import type { PriceRef } from '../content/schema/money.ts';
import type { Locale } from '../content/schema/text.ts';
import { mapFields } from '../content/schema/walk.ts';
import type { RouteView as AnyRouteView, SettingsView, SitePost, SiteView, WithPrices } from '../content/view-types.ts';
import type { ArticleView } from '../sections/article/schema.ts';
import type { BlogIndexView } from '../sections/blogIndex/schema.ts';
import { resolvePrice } from './facts.ts';
import { feedInfo } from './feed.ts';
import { menuSection } from './menu-section.ts';
import type { Settings } from './schema/index.ts';
import { type Section, Section as SectionSchema } from './schema/sections.ts';
import type { Site } from './site.ts';

type Plain = Exclude<Section, { type: 'blogIndex' | 'article' }>;

/** A value read with `schema` (a section), each named price in it (its fields of kind price) replaced by the price it names. */
export function resolvePrices(schema: z.ZodType, value: unknown, facts: Settings['facts']): unknown {
  return mapFields(schema, value, (kind, _path, node) =>
    kind === 'price' ? resolvePrice(node as PriceRef, facts) : node,
  );
}
const withPrices = (section: Section, facts: Settings['facts']) => resolvePrices(SectionSchema, section, facts);

/** Every section type's view: each is its component's props (ViewOf its schema; the blog's two types add their articles). */
export type SectionView = WithPrices<Localized<Plain>> | BlogIndexView | ArticleView;
export type RouteView = AnyRouteView<SectionView>;

export function siteView(site: Site, now = new Date()): SiteView {
  return { routes: site.routes, year: now.getFullYear() };
}

export function settingsView(site: Site, locale: Locale): SettingsView {
  const { facts: _facts, notFound: _notFound, seo: _seo, origin: _origin, ...shown } = site.settings;
  return localize(shown, locale);
}

function findPost(site: Site, slug: string | undefined): SitePost | undefined {
  return slug === undefined ? undefined : site.posts.find((post) => post.slug.en === slug);
}

/** One section in one language, with the articles it lists or shows filled in. */
export function sectionView(
  site: Site,
  section: Section,
  locale: Locale,
  context: { post: SitePost | undefined; blogPath: string },
): SectionView {
  if (section.type === 'blogIndex') {
    const table = routeTable(site.routes);
    const posts = site.posts.map(({ body: _body, ...card }) => {
      const path = table.pathOf({ post: card.slug.en }, locale);
      if (path === undefined) throw new Error(`no route for the article ${card.slug.en}`);
      return { ...localize(card, locale), dateText: formatDate(card.date, locale), path };
    });
    return { ...localize(section, locale), posts };
  }
  if (section.type === 'article')
    return {
      ...localize(section, locale),
      post: context.post
        ? { ...localize(context.post, locale), dateText: formatDate(context.post.date, locale) }
        : null,
      blogPath: context.blogPath,
    };
  return localize(withPrices(section, site.settings.facts), locale) as SectionView;
}

export function routeView(site: Site, route: RouteEntry): RouteView {
  const page = site.pages.find((candidate) => candidate.id === route.page);
  if (!page) throw new Error(`route ${route.path} names unknown page ${route.page}`);
  const { locale } = route;
  const post = findPost(site, route.post);
  const blogPath = articleAddresses(site.pages, locale)?.list ?? localePath(locale, '/');
  const sections = page.sections.map((section) => sectionView(site, section, locale, { post, blogPath }));
  const feed = feedInfo(site, locale);
  const crumbs = trail(routeTable(site.routes), route.path).map((step) => ({
    name: crumbName(site, step),
    path: step.path,
  }));
  const common = {
    settings: site.settings,
    locale,
    path: route.path,
    alternate: route.alternate,
    ...(feed ? { feed: { path: feed.path, title: feed.title } } : {}),
    ...(crumbs.length > 1 ? { breadcrumb: crumbs } : {}),
  };
  const faq = page.sections.flatMap((section) =>
    section.type === 'faq'
      ? section.items.map((item) => ({ question: item.question[locale], answer: item.answer[locale] }))
      : [],
  );
  // A picture of the site's own (/images/…) is named by its full address: search engines read the graph out of context.
  const head = post
    ? buildHead({
        ...common,
        title: post.title[locale],
        description: post.description[locale],
        type: 'article',
        article: {
          headline: post.title[locale],
          description: post.description[locale],
          published: post.date,
          modified: post.updated ?? post.date,
          image:
            post.image.src === ARTICLE_FALLBACK_IMAGE.src
              ? site.settings.origin + site.settings.seo.image
              : post.image.src.startsWith('/')
                ? site.settings.origin + post.image.src
                : post.image.src,
          author: localize(post.author, locale),
          ...(post.reviewer ? { reviewer: localize(post.reviewer, locale) } : {}),
        },
      })
    : buildHead({
        ...common,
        title: page.head.title[locale],
        description: page.head.description[locale],
        ...(page.head.image ? { image: page.head.image } : {}),
        ...(faq.length ? { faq } : {}),
      });
  const menu = menuSection(site, route);
  return {
    path: route.path,
    locale,
    alternate: route.alternate,
    status: 200,
    head,
    sections,
    ...(menu ? { menu } : {}),
  };
}

/** The page for an unknown address: the site's not-found text and the main destinations, or the article page's own when the address is under the blog. */
export function notFoundView(site: Site, locale: Locale, path: string): RouteView {
  const articlePage = site.pages.find((page) => page.path.endsWith('/:post'));
  const articleSection = articlePage?.sections.find(
    (section): section is Extract<Section, { type: 'article' }> => section.type === 'article',
  );
  const articles = articleAddresses(site.pages, locale);
  const underBlog = articles !== undefined && path.startsWith(`${articles.prefix}/`);
  const settings = site.settings;
  const info = feedInfo(site, locale);
  const feed = info ? { feed: { path: info.path, title: info.title } } : {};
  if (underBlog && articlePage && articleSection) {
    const sections = articlePage.sections.map(
      (section): SectionView =>
        section.type === 'article'
          ? { ...localize(section, locale), post: null, blogPath: articles.list }
          : (localize(withPrices(section, settings.facts), locale) as SectionView),
    );
    const head = buildHead({
      settings,
      locale,
      title: articleSection.notFound.title[locale],
      description: articleSection.notFound.text[locale],
      noindex: true,
      ...feed,
    });
    return { path, locale, alternate: localePath(otherLocale(locale), '/'), status: 404, head, sections };
  }
  const text = localize(settings.notFound, locale);
  const head = buildHead({ settings, locale, title: text.title, description: text.text, noindex: true, ...feed });
  const destinations = {
    type: 'cardGrid',
    heading: text.destinationsHeading,
    columns: 4,
    cards: text.destinations,
  } as SectionView;
  return {
    path,
    locale,
    alternate: localePath(otherLocale(locale), '/'),
    status: 404,
    head,
    sections: [
      { type: 'hero', title: text.title, subtitle: text.text, actions: [{ label: text.home, page: homePageId(site) }] },
      destinations,
    ],
  };
}

/** A step of the breadcrumb trail as visitors know it: the article's title, the page's menu or footer label, else its title. */
function crumbName(site: Site, route: RouteEntry): string {
  const { locale } = route;
  if (route.post !== undefined) return findPost(site, route.post)?.title[locale] ?? route.path;
  const { navigation, footer } = site.settings;
  const label = [...navigation.main, ...footer.columns.flatMap((column) => column.links)].find(
    (link) => 'page' in link && link.page === route.page,
  )?.label;
  return label?.[locale] ?? site.pages.find((page) => page.id === route.page)?.head.title[locale] ?? route.path;
}

function homePageId(site: Site): string {
  return site.pages.find((page) => page.path === '/')?.id ?? site.pages[0]!.id;
}
