// The route table: the only place that turns page ids and article slugs into paths, in both languages.
import type { Locale } from './schema/text.ts';

export type RouteEntry = {
  /** The exact path served, without trailing slash: /en/pricing/company. */
  path: string;
  locale: Locale;
  /** Id of the page that draws this route. */
  page: string;
  /** English slug of the article shown, on the article page's routes. */
  post?: string;
  /** The same content in the other language. */
  alternate: string;
};

export type RoutePage = { id: string; path: string };
export type RoutePost = { slug: { fr: string; en: string } };

export const POST_PARAM = '/:post';
/** Development only: the section gallery (never a route of the built site). */
export const GALLERY_PATH = '/__sections';
export const otherLocale = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr');

/** French paths have no prefix; English ones start with /en. */
export function localePath(locale: Locale, frenchPath: string): string {
  if (locale === 'fr') return frenchPath;
  return frenchPath === '/' ? '/en' : `/en${frenchPath}`;
}

/**
 * Where articles live in one language: their addresses start with `${prefix}/` (/blog/…, /en/blog/…) and `list`
 * is the page that lists them. Undefined when no page shows articles.
 */
export function articleAddresses(
  pages: readonly RoutePage[],
  locale: Locale,
): { prefix: string; list: string } | undefined {
  const page = pages.find((candidate) => candidate.path.endsWith(POST_PARAM));
  if (!page) return undefined;
  const prefix = localePath(locale, page.path.slice(0, -POST_PARAM.length));
  return { prefix, list: prefix || '/' };
}

/** The RSS feed of one language's articles, beside their list: /blog/feed.xml, /en/blog/feed.xml. */
export function feedPath(pages: readonly RoutePage[], locale: Locale): string | undefined {
  const addresses = articleAddresses(pages, locale);
  return addresses ? `${addresses.prefix}/feed.xml` : undefined;
}

/**
 * The routes from the language's home page down to `path`, each step an existing route: /en/pricing/company →
 * /en, /en/pricing, /en/pricing/company. A step that is no route (a folder without its own page) is skipped.
 */
export function trail(table: RouteTable, path: string): RouteEntry[] {
  const route = table.match(path);
  if (!route) return [];
  const home = localePath(route.locale, '/');
  const inner = route.locale === 'en' ? route.path.slice('/en'.length) : route.path;
  const segments = inner.split('/').filter(Boolean);
  const steps = [
    home,
    ...segments.map((_, index) => localePath(route.locale, `/${segments.slice(0, index + 1).join('/')}`)),
  ];
  return [...new Set(steps)].map((step) => table.match(step)).filter((step): step is RouteEntry => step !== undefined);
}

export function localeOfPath(path: string): Locale {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'fr';
}

/** /en/ and /en/pricing/ are the same routes as /en and /en/pricing. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path || '/';
}

export function buildRoutes(pages: readonly RoutePage[], posts: readonly RoutePost[]): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const page of pages) {
    if (page.path.endsWith(POST_PARAM)) {
      const base = page.path.slice(0, -POST_PARAM.length);
      for (const post of posts) {
        const fr = `${base}/${post.slug.fr}`;
        const en = localePath('en', `${base}/${post.slug.en}`);
        routes.push({ path: fr, locale: 'fr', page: page.id, post: post.slug.en, alternate: en });
        routes.push({ path: en, locale: 'en', page: page.id, post: post.slug.en, alternate: fr });
      }
      continue;
    }
    const fr = page.path;
    const en = localePath('en', page.path);
    routes.push({ path: fr, locale: 'fr', page: page.id, alternate: en });
    routes.push({ path: en, locale: 'en', page: page.id, alternate: fr });
  }
  return routes;
}

export type LinkTarget = { page: string } | { post: string };

export type RouteTable = {
  routes: readonly RouteEntry[];
  match(path: string): RouteEntry | undefined;
  /** Path of a page or an article in a language; undefined when it does not exist. */
  pathOf(target: LinkTarget, locale: Locale): string | undefined;
  /** The other language's path for any path, including unknown ones (prefix added or removed). */
  switchPath(path: string): string;
};

/** One table per route list: the prerender and every render ask for it, and a list never changes once built (the Site is frozen). */
const tables = new WeakMap<readonly RouteEntry[], RouteTable>();

export function routeTable(routes: readonly RouteEntry[]): RouteTable {
  let table = tables.get(routes);
  if (!table) {
    table = indexRoutes(routes);
    tables.set(routes, table);
  }
  return table;
}

function indexRoutes(routes: readonly RouteEntry[]): RouteTable {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const byTarget = new Map<string, string>();
  for (const route of routes)
    byTarget.set(
      targetKey(route.post === undefined ? { page: route.page } : { post: route.post }, route.locale),
      route.path,
    );
  return {
    routes,
    match: (path) => byPath.get(normalizePath(path)),
    pathOf: (target, locale) => byTarget.get(targetKey(target, locale)),
    switchPath(path) {
      const normalized = normalizePath(path);
      const known = byPath.get(normalized);
      if (known) return known.alternate;
      if (localeOfPath(normalized) === 'en') return normalized === '/en' ? '/' : normalized.slice(3);
      return localePath('en', normalized);
    },
  };
}

function targetKey(target: LinkTarget, locale: Locale): string {
  return 'page' in target ? `${locale}|page|${target.page}` : `${locale}|post|${target.post}`;
}
