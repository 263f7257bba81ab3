// The site's own validator and renderer for the hosted editor's Worker: content files held in memory are checked as `npm run validate` checks them, and any route is drawn as the build draws it (built by Vite into .build/hosted-render, see hosted-runtime.ts).

import { parse } from 'yaml';
import { renderRoute } from '../app/entry-server.tsx';
import { renderHead } from '../content/head.ts';
import type { RouteEntry } from '../content/routes.ts';
import { pickerOptions } from '../site/picker-options.ts';
import type { Problem } from '../site/problem.ts';
import { type ContentTree, loadSite, type Site } from '../site/site.ts';
import { routeView, settingsView, siteView } from '../site/view.ts';
import sharedCss from '../styles/site.css?inline';

/** The same stylesheet as the build's: the shared styles, then each section's in folder order (as src/app/entry-client.tsx loads them). */
const siteCss = [
  sharedCss,
  ...Object.values(
    import.meta.glob<string>('../sections/*/*.css', { eager: true, query: '?inline', import: 'default' }),
  ),
].join('\n');

export type { ContentTree };
/** A route a preview can show: its path in each language and the page's title there. */
export type PreviewRoute = { path: string; locale: 'fr' | 'en'; page: string; post?: string; title: string };

/** The icon sprite every page's body starts with, drawn at build time from src/styles/icons (vite-plugin-icons.ts). */
declare const __ICON_SPRITE__: string;

/** Every problem `npm run validate` would report for these files (placeholders left unfinished included); empty when the site would build. */
export function checkContent(tree: ContentTree): Problem[] {
  const result = loadSite('/', { tree, unfinished: 'refuse' });
  return result.ok ? [] : result.problems;
}

/** What the form's pickers offer on this content, as the local editor offers them; null when it does not load. */
export function pickerOptionsOf(tree: ContentTree): ReturnType<typeof pickerOptions> | null {
  const result = loadSite('/', { tree });
  return result.ok ? pickerOptions(result) : null;
}

export function routesOf(site: Site): PreviewRoute[] {
  return site.routes.map((route) => {
    const view = routeView(site, route);
    return {
      path: route.path,
      locale: route.locale,
      page: route.page,
      ...(route.post ? { post: route.post } : {}),
      title: view.head.title,
    };
  });
}

/** The HTML of one route as the build writes it (head, stylesheet inline, the icon sprite, the prerendered body) but without its script: a preview is looked at, never run. */
async function pageHtml(site: Site, route: RouteEntry): Promise<string> {
  const view = routeView(site, route);
  const body = await renderRoute(siteView(site), view, settingsView(site, view.locale));
  return `<!doctype html>
<html lang="${view.head.lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    ${renderHead(view.head)}
    <style>${siteCss}</style>
  </head>
  <body>
    <svg class="icon-sprite" aria-hidden="true">${__ICON_SPRITE__}</svg>
    <div id="root">${body}</div>
  </body>
</html>`;
}

/** Which page a file draws: a page's id, an article's English slug (site.yaml draws on every page). */
function drawnBy(tree: ContentTree, file: string): { page?: string; post?: string } {
  const bytes = tree.read(file);
  if (!bytes || file === 'site.yaml') return {};
  try {
    const data = parse(new TextDecoder().decode(bytes)) as { id?: unknown; slug?: { en?: unknown } } | null;
    if (file.startsWith('pages/blog/')) return typeof data?.slug?.en === 'string' ? { post: data.slug.en } : {};
    return typeof data?.id === 'string' ? { page: data.id } : {};
  } catch {
    return {};
  }
}

export type PreviewPair =
  | { ok: true; path: string; routes: PreviewRoute[]; next: string; live: string | null }
  | { ok: false; problems: Problem[] };

/**
 * The same route drawn from two versions of the content: `live` (main as published) and `next` (with a draft or a
 * proposal laid over it). The route is `target.path` when it exists; else the page the file draws, in `target.locale`;
 * for site.yaml, the first page whose drawing differs (a price shows where it is used). Placeholders show, as in the local preview.
 */
export async function renderPair(
  live: ContentTree,
  next: ContentTree,
  target: { path?: string; file?: string; locale: 'fr' | 'en' },
): Promise<PreviewPair> {
  const after = loadSite('/', { tree: next, unfinished: 'preview' });
  if (!after.ok) return { ok: false, problems: after.problems };
  const before = loadSite('/', { tree: live, unfinished: 'preview' });
  const liveSite = before.ok ? before.site : undefined;
  const routes = after.site.routes.filter((route) => route.locale === target.locale);
  let route =
    target.path === undefined ? undefined : after.site.routes.find((candidate) => candidate.path === target.path);
  if (!route && target.file) {
    const drawn = drawnBy(next, target.file);
    route = routes.find((candidate) =>
      drawn.post
        ? candidate.post === drawn.post
        : drawn.page
          ? candidate.page === drawn.page && !candidate.post
          : false,
    );
    // A change to site.yaml: the first page it changes (at most 40 looked at).
    if (!route && liveSite && target.file === 'site.yaml')
      for (const candidate of routes.slice(0, 40)) {
        const known = liveSite.routes.find((each) => each.path === candidate.path);
        if (known && (await pageHtml(liveSite, known)) !== (await pageHtml(after.site, candidate))) {
          route = candidate;
          break;
        }
      }
  }
  route ??= routes[0] ?? after.site.routes[0];
  if (!route) return { ok: false, problems: [] };
  const liveRoute = liveSite?.routes.find((candidate) => candidate.path === route.path);
  return {
    ok: true,
    path: route.path,
    routes: routesOf(after.site),
    next: await pageHtml(after.site, route),
    live: liveSite && liveRoute ? await pageHtml(liveSite, liveRoute) : null,
  };
}
