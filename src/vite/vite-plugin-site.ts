// Vite plugin: serves the validated content as virtual modules (one per route), reloads it on save, shows content problems in the marketer's own overlay.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { ModuleNode, Plugin, ViteDevServer } from 'vite';
import { messageLocale } from '../content/messages.ts';
import { articleAddresses, localeOfPath, localePath, type RouteEntry } from '../content/routes.ts';
import { type Locale, locales } from '../content/schema/text.ts';
import type { SettingsView, SiteView } from '../content/view-types.ts';
import { feedInfo, RSS_TYPE, rssFeed } from '../site/feed.ts';
import { galleryView } from '../site/gallery.ts';
import { ContentError, formatProblem } from '../site/problem.ts';
import { problemLines } from '../site/problem-trail.ts';
import { type ContentSession, contentSession, loadSite, type Site, type SiteResult } from '../site/site.ts';
import { notFoundView, type RouteView, routeView, settingsView, siteView } from '../site/view.ts';
import { watchContent } from './content-watch.ts';

export const SITE_MODULE = 'virtual:site';
const ROUTE_PREFIX = 'virtual:site/route/';
const SETTINGS_PREFIX = 'virtual:site/settings/';
/** Development only: the section gallery's data (every catalogue example, in both languages). */
export const GALLERY_MODULE = 'virtual:site/gallery';
/** Development only: the panel that shows content problems, in the marketer's words and nothing else. */
const PROBLEMS_MODULE = 'virtual:site/problems';

/**
 * The dev server's error panel. Vite's own overlay adds advice about its configuration that means nothing to a
 * marketer, so it is turned off (server.hmr.overlay) and this panel shows the message alone, in the marketer's language.
 */
function problemsModule(locale: Locale): string {
  const words = {
    fr: {
      title: 'Le contenu a un problème',
      hint: 'Corrigez la ligne indiquée et enregistrez le fichier : la page se met à jour toute seule.',
      inEditor: 'Le problème est signalé à son champ, dans le formulaire de l’éditeur : corrigez-le là.',
    },
    en: {
      title: 'The content has a problem',
      hint: 'Fix the line shown and save the file: the page updates by itself.',
      inEditor: 'The problem is shown at its field in the editor’s form: fix it there.',
    },
  };
  return `
const words = ${JSON.stringify(words)};
const inEditor = window.parent !== window;
// In the editor's preview frame, the panel speaks the editor's language (its <html lang>), switched at any time there;
// elsewhere, the language the dev server was started in.
const language = () => (!inEditor ? ${JSON.stringify(locale)} : window.parent.document.documentElement.lang.startsWith('en') ? 'en' : 'fr');
let shown = null;
function show(messages) {
  shown = messages;
  let panel = document.getElementById('site-content-problems');
  if (!messages) { panel?.remove(); return; }
  if (!panel) {
    panel = document.createElement('section');
    panel.id = 'site-content-problems';
    panel.setAttribute('role', 'alert');
    panel.style.cssText = 'position:fixed;inset:auto 0 0 0;z-index:2147483647;max-height:60vh;overflow:auto;background:#fff8f6;color:#1b1b1b;border-top:4px solid #b3261e;padding:1rem 1.25rem;font:15px/1.5 system-ui,sans-serif;box-shadow:0 -4px 24px rgba(0,0,0,.2)';
    const title = document.createElement('h2');
    title.style.cssText = 'margin:0 0 .5rem;font-size:1.1rem;color:#b3261e';
    const body = document.createElement('pre');
    body.className = 'site-content-problems__lines';
    body.style.cssText = 'margin:0 0 .5rem;white-space:pre-wrap;font:15px/1.5 system-ui,sans-serif';
    const hint = document.createElement('p');
    hint.style.margin = '0';
    panel.append(title, body, hint);
    document.body.append(panel);
  }
  const lang = language();
  panel.setAttribute('lang', lang === 'fr' ? 'fr-CA' : 'en-CA');
  panel.querySelector('h2').textContent = words[lang].title;
  // In the editor the form lists each problem at its field, in the same words as its count: the panel only points there.
  panel.querySelector('pre').textContent = inEditor ? '' : typeof messages === 'string' ? messages : messages[lang];
  panel.querySelector('pre').hidden = inEditor;
  // Inside the editor's preview frame the marketer does not save files by hand: the form shows each problem at its field.
  panel.querySelector('p').textContent = inEditor ? words[lang].inEditor : words[lang].hint;
}
if (inEditor) new MutationObserver(() => shown && show(shown)).observe(window.parent.document.documentElement, { attributes: true, attributeFilter: ['lang'] });
// In the editor's preview, the problems of the tab's own unsaved draft come from the tab itself (the server keeps none).
if (inEditor) window.addEventListener('site:content-problems', (event) => show(event.detail ? event.detail.messages : null));
if (import.meta.hot) {
  // A page asking for content that has problems gets the same problems as a build error, in the server's language only:
  // the bilingual list already received says it in the reader's.
  import.meta.hot.on('vite:error', (payload) => show(shown && typeof shown === 'object' ? shown : payload.err.message));
  import.meta.hot.on('site:content-problems', (data) => {
    show(data ? data.messages : null);
    // A page first opened while the content was broken has nothing to update in place: it loads again, now whole.
    if (!data && !document.getElementById('root')?.firstElementChild) location.reload();
  });
  import.meta.hot.on('vite:beforeUpdate', () => show(null));
}`;
}

/** Module key of a route: / → index, /en/pricing/company → en--pricing--company. */
export function routeModuleKey(path: string): string {
  return path === '/' ? 'index' : path.slice(1).replaceAll('/', '--');
}
export const notFoundKey = (locale: Locale, inBlog: boolean) => `404-${inBlog ? 'blog-' : ''}${locale}`;

/** Prefix of article addresses per language (/blog, /en/blog), or null when the site has no article page. */
export function blogBases(site: Site): Record<Locale, string> | null {
  const [fr, en] = [articleAddresses(site.pages, 'fr'), articleAddresses(site.pages, 'en')];
  return fr && en ? { fr: fr.prefix, en: en.prefix } : null;
}

/**
 * In the editor's preview frame, its tab (the parent window) holds the unsaved draft and says what the pages are with it
 * (src/editor/client/preview-bridge.ts): the dev server keeps no draft, so no other tab, and no tab opened later, sees it.
 */
const EDITOR_PREVIEW = `const preview = (() => {
  try {
    return window.parent !== window ? window.parent.__editorPreview : undefined;
  } catch {
    return undefined;
  }
})();`;

const hotAccept = (event: string) => `
if (import.meta.hot) {
  import.meta.hot.accept();
  // Saved content changed: the editor's preview asks its tab for the pages again (its draft laid over what is saved now).
  if (import.meta.hot.data.seen) {
    if (preview) preview.refresh(window);
    else window.dispatchEvent(new CustomEvent(${JSON.stringify(event)}, { detail: data }));
  }
  import.meta.hot.data.seen = true;
}`;

/**
 * The site module's code depends only on the route list, the article addresses and the year (siteView). The dev
 * server asks for it after every save to see whether it changed: the last one is kept and compared field by field,
 * which costs far less than writing the list of a large site again.
 */
let lastSiteModule: { routes: readonly RouteEntry[]; bases: string; year: number; code: string } | undefined;
/** The site module is written for the dev server (the editor's preview asks its tab) or for a build: never one for the other. */
let lastSiteModuleDev = false;
const sameRoutes = (a: readonly RouteEntry[], b: readonly RouteEntry[]) =>
  a.length === b.length &&
  a.every((route, index) => {
    const other = b[index]! as Record<string, unknown>;
    const fields = Object.keys(route);
    return (
      fields.length === Object.keys(other).length &&
      fields.every((field) => (route as Record<string, unknown>)[field] === other[field])
    );
  });

function siteModule(site: Site, dev: boolean): string {
  const view = siteView(site);
  const bases = JSON.stringify(blogBases(site));
  const last = lastSiteModule;
  if (
    last &&
    lastSiteModuleDev === dev &&
    last.year === view.year &&
    last.bases === bases &&
    sameRoutes(last.routes, site.routes)
  )
    return last.code;
  const code = writeSiteModule(site, dev);
  lastSiteModule = { routes: site.routes, bases, year: view.year, code };
  lastSiteModuleDev = dev;
  return code;
}

function writeSiteModule(site: Site, dev: boolean): string {
  const loaders = site.routes.map(
    (route) =>
      `${JSON.stringify(route.path)}: () => import(${JSON.stringify(ROUTE_PREFIX + routeModuleKey(route.path))})`,
  );
  const bases = blogBases(site);
  const notFound = (['fr', 'en'] as const).flatMap((locale) => [
    `${JSON.stringify(notFoundKey(locale, false))}: () => import(${JSON.stringify(ROUTE_PREFIX + notFoundKey(locale, false))})`,
    ...(bases
      ? [
          `${JSON.stringify(notFoundKey(locale, true))}: () => import(${JSON.stringify(ROUTE_PREFIX + notFoundKey(locale, true))})`,
        ]
      : []),
  ]);
  const saved = `JSON.parse(${JSON.stringify(JSON.stringify(siteView(site)))})`;
  // In the editor's preview, the tab's draft first (its pages, its addresses); what is saved when it has none.
  const drafted = (address: string, field: string) =>
    dev
      ? `const drafted = preview && (await preview.view(${address}, window));\n  if (drafted) return drafted.${field};\n  `
      : '';
  return `${dev ? EDITOR_PREVIEW : 'const preview = undefined;'}
const data = ${dev ? `(preview && (await preview.view(location.pathname, window))?.site) ?? ` : ''}${saved};
export const site = data;
const routes = {${loaders.join(',\n')}};
const notFound = {${notFound.join(',\n')}};
const blogBases = ${JSON.stringify(bases)};
const settings = { fr: () => import(${JSON.stringify(`${SETTINGS_PREFIX}fr`)}), en: () => import(${JSON.stringify(`${SETTINGS_PREFIX}en`)}) };
/** The site settings in one language. */
export async function loadSettings(locale) {
  ${drafted("locale === 'en' ? '/en' : '/'", 'settings')}return (await settings[locale]()).default;
}
/** The route module for a path, or the not-found module of its language (with the path filled in). */
export async function loadRouteView(path) {
  ${drafted('path', 'route')}const load = routes[path];
  if (load) return (await load()).default;
  const locale = path === '/en' || path.startsWith('/en/') ? 'en' : 'fr';
  const inBlog = blogBases !== null && path.startsWith(blogBases[locale] + '/');
  const view = (await notFound['404-' + (inBlog ? 'blog-' : '') + locale]()).default;
  return { ...view, path };
}
${hotAccept('site:update')}
`;
}

/** Routes by module key, built once per site: a build asks for every route's module, and a search each time grew with the square of the site. */
const routeKeys = new WeakMap<Site, Map<string, RouteEntry>>();
function routesByKey(site: Site): Map<string, RouteEntry> {
  let byKey = routeKeys.get(site);
  if (!byKey) {
    byKey = new Map(site.routes.map((route) => [routeModuleKey(route.path), route]));
    routeKeys.set(site, byKey);
  }
  return byKey;
}

/** What the route module `key` holds: a route's view, or a not-found view (404-fr, 404-blog-en…). */
function routeModuleView(site: Site, key: string): RouteView | undefined {
  const notFound = /^404-(blog-)?(fr|en)$/.exec(key);
  if (notFound) {
    const locale = notFound[2] as Locale;
    const bases = blogBases(site);
    return notFoundView(site, locale, notFound[1] && bases ? `${bases[locale]}/-` : localePath(locale, '/-'));
  }
  const route = routesByKey(site).get(key);
  return route ? routeView(site, route) : undefined;
}

/**
 * A route module as a client build ships it: the code the bundler made of dataModule() (development lines dropped),
 * written here. Thousands of routes would otherwise each be a bundler chunk, and most of the build's time.
 */
function builtRouteModule(data: unknown): string {
  const json = JSON.stringify(data).replace(/[\\`]|\$\{/g, (special) => `\\${special}`);
  return `var e=JSON.parse(\`${json}\`);export{e as default};\n`;
}

/** In a client build, where the file of each route module is listed (beside Vite's manifest, which does not know them). */
export const ROUTE_FILES = '.vite/route-modules.json';

/** A module whose default export is `data`; in development it announces its new value when saved content changes it. */
function dataModule(data: unknown, event: string, dev: boolean): string {
  // A build ships no editor code: the preview lookup would survive minifying (it may throw, so it is kept).
  return `${dev ? EDITOR_PREVIEW : 'const preview = undefined;'}
const data = JSON.parse(${JSON.stringify(JSON.stringify(data))});
export default data;
${hotAccept(event)}
`;
}

/** What one address shows with a tab's unsaved texts: the site's route list, the page (or its language's not-found page), the settings of its language. */
export type PreviewViews =
  | { ok: true; site: SiteView; route: RouteView; settings: SettingsView & { locale: Locale } }
  | { ok: false; problems: Record<Locale, string> };

/** What the editor asks of the content plugin: the content with a tab's unsaved texts, and the root it reads. */
export type ContentApi = {
  root: () => string;
  /** The content with these unsaved texts (a tab's draft); nothing is kept: no other tab sees them. */
  check: (drafts: ReadonlyMap<string, string>) => SiteResult;
  /** What the address `path` shows with these unsaved texts, for the preview of the tab that holds them. */
  views: (drafts: ReadonlyMap<string, string>, path: string) => PreviewViews;
  /** The content as saved on disk, without any unsaved text. */
  saved: () => SiteResult;
  /** What the dev server keeps between loads: others reading the same folder reuse it. */
  session: ContentSession;
};

/** `loaded`: the content of `root`, already loaded and validated by `npm run build`. */
export function sitePlugin(options: { root?: string | undefined; loaded?: SiteResult } = {}): Plugin<ContentApi> {
  let root = options.root ?? process.cwd();
  let result: SiteResult | undefined;
  const session = contentSession();
  let refresh: () => SiteResult = () => (result = load());
  let isBuild = false;
  /** A production client build: route modules are written by the plugin, not bundled (see builtRouteModule). */
  let clientBuild = false;
  let base = '/';
  let assetsDir = 'assets';
  const routeFiles = new Map<string, { fileName: string; code: string }>();
  let stopWatching = () => {};
  /** The marketer's language for messages: French unless the terminal's locale is English. */
  const locale = messageLocale();
  let warn = (message: string) => console.warn(message);
  /** A build refuses placeholder text; the dev server shows the page and lists the placeholders in the terminal. */
  const load = (): SiteResult => {
    const loaded = loadSite(root, {
      unfinished: isBuild ? 'refuse' : 'preview',
      session: isBuild ? undefined : session,
    });
    if (loaded.ok && loaded.unfinished.length > 0) {
      const heading =
        locale === 'fr'
          ? 'Contenu inachevé (npm run validate et la construction le refusent) :'
          : 'Unfinished content (npm run validate and the build refuse it):';
      warn(`${heading}\n${loaded.unfinished.map((problem) => formatProblem(problem, locale)).join('\n')}`);
    }
    return loaded;
  };
  const current = () => (result ??= options.loaded ?? load());
  const siteOrThrow = (): Site => {
    const loaded = current();
    if (!loaded.ok)
      // In development the page shows this in the problems panel: the field as the form names it, then file:line:col.
      throw isBuild
        ? new ContentError(loaded.problems, locale)
        : new Error(problemLines(root, loaded.problems, locale));
    return loaded.site;
  };

  /** The code of one content module, made once per content load (refresh compares it with what the browser has). */
  let codes = new Map<string, string | undefined>();
  const moduleCode = (id: string): string | undefined => {
    if (!codes.has(id)) codes.set(id, makeCode(id));
    return codes.get(id);
  };
  const makeCode = (id: string): string | undefined => {
    if (id === `\0${SITE_MODULE}`) return siteModule(siteOrThrow(), !isBuild);
    if (id === `\0${PROBLEMS_MODULE}`) {
      if (isBuild) throw new Error('the problems panel is for development only');
      return problemsModule(locale);
    }
    if (id === `\0${GALLERY_MODULE}`) {
      if (isBuild)
        throw new Error('the section gallery is for development only: nothing in a production build may import it');
      return dataModule(galleryView(siteOrThrow()), 'site:gallery-update', !isBuild);
    }
    if (id.startsWith(`\0${SETTINGS_PREFIX}`)) {
      const locale = id.slice(SETTINGS_PREFIX.length + 1);
      if (locale !== 'fr' && locale !== 'en') throw new Error(`no settings module ${id.slice(1)}`);
      return dataModule({ ...settingsView(siteOrThrow(), locale), locale }, 'site:settings-update', !isBuild);
    }
    if (id.startsWith(`\0${ROUTE_PREFIX}`)) {
      const view = routeModuleView(siteOrThrow(), id.slice(ROUTE_PREFIX.length + 1));
      if (view === undefined) throw new Error(`no route module ${id.slice(1)}`);
      return dataModule(view, 'site:route-update', !isBuild);
    }
    return undefined;
  };
  /** In development, the code each content module last had when the browser fetched it. */
  const served = new Map<string, string>();

  return {
    name: 'site-content',
    api: {
      root: () => root,
      check: (drafts) => loadSite(root, { unfinished: 'refuse', draft: (file) => drafts.get(file), session }),
      views(drafts, path) {
        const draft = (file: string) => drafts.get(file);
        const loaded = loadSite(root, { unfinished: 'preview', draft, session });
        if (!loaded.ok)
          return {
            ok: false,
            problems: {
              fr: problemLines(root, loaded.problems, 'fr', draft),
              en: problemLines(root, loaded.problems, 'en', draft),
            },
          };
        const { site } = loaded;
        const locale = localeOfPath(path);
        const route = site.routes.find((route) => route.path === path);
        // Not an address of the draft: its language's not-found page, as loadRouteView gives it.
        const bases = blogBases(site);
        const inBlog = bases !== null && path.startsWith(`${bases[locale]}/`);
        const view = route ? routeView(site, route) : { ...routeModuleView(site, notFoundKey(locale, inBlog))!, path };
        return { ok: true, site: siteView(site), route: view, settings: { ...settingsView(site, locale), locale } };
      },
      saved: () => loadSite(root, { unfinished: 'preview', session }),
      session,
    },
    config(config, env) {
      if (env.command !== 'serve') return undefined;
      // The content has its own watcher (watchContent): the build tool's would read pages/ again on every save.
      const contentRoot = resolve(options.root ?? config.root ?? process.cwd());
      // Content problems show in the panel above, without the build tool's own advice.
      return {
        server: {
          hmr: { overlay: false },
          watch: { ignored: [resolve(contentRoot, 'site.yaml'), `${resolve(contentRoot, 'pages')}/**`] },
        },
      };
    },
    transformIndexHtml: {
      order: 'pre',
      handler(_html, context) {
        // The editor shows problems at their fields; the panel is for the site's own pages.
        if (isBuild || context.path.startsWith('/__edit')) return undefined;
        return [
          {
            tag: 'script',
            attrs: { type: 'module' },
            children: `import ${JSON.stringify(PROBLEMS_MODULE)};`,
            injectTo: 'head',
          },
        ];
      },
    },
    configResolved(config) {
      root = options.root ?? config.root;
      isBuild = config.command === 'build';
      clientBuild = isBuild && !config.build.ssr;
      base = config.base;
      assetsDir = config.build.assetsDir;
      warn = (message) => config.logger.warn(message);
    },
    generateBundle() {
      if (!clientBuild) return;
      for (const file of routeFiles.values())
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code });
      const list = Object.fromEntries([...routeFiles].map(([key, file]) => [`${ROUTE_PREFIX}${key}`, file.fileName]));
      this.emitFile({ type: 'asset', fileName: ROUTE_FILES, source: JSON.stringify(list, null, 2) });
    },
    buildStart() {
      // In development a content error is shown when a page asks for the content, in the overlay.
      if (!isBuild) return;
      const loaded = current();
      if (!loaded.ok) this.error(new ContentError(loaded.problems, locale).message);
    },
    resolveId(id) {
      if (clientBuild && id.startsWith(ROUTE_PREFIX)) {
        // The route module is written whole (builtRouteModule) and emitted as a file; the app imports it by its address.
        const key = id.slice(ROUTE_PREFIX.length);
        let file = routeFiles.get(key);
        if (!file) {
          const view = routeModuleView(siteOrThrow(), key);
          if (view === undefined) throw new Error(`no route module ${id}`);
          const code = builtRouteModule(view);
          const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
          file = { fileName: `${assetsDir}/${key}-${hash}.js`, code };
          routeFiles.set(key, file);
        }
        return { id: `${base}${file.fileName}`, external: true };
      }
      if (
        id === SITE_MODULE ||
        id === GALLERY_MODULE ||
        id === PROBLEMS_MODULE ||
        id.startsWith(ROUTE_PREFIX) ||
        id.startsWith(SETTINGS_PREFIX)
      )
        return `\0${id}`;
      return undefined;
    },
    load(id) {
      const code = moduleCode(id);
      if (code !== undefined && !isBuild) served.set(id, code);
      return code;
    },
    configureServer(server: ViteDevServer) {
      refresh = () => {
        const loaded = load();
        result = loaded;
        codes = new Map();
        const modules = [...server.moduleGraph.idToModuleMap.values()].filter((module) =>
          module.id?.startsWith(`\0${SITE_MODULE}`),
        );
        if (!loaded.ok) {
          for (const module of modules) server.moduleGraph.invalidateModule(module);
          server.ws.send({
            type: 'custom',
            event: 'site:content-problems',
            data: {
              messages: {
                fr: problemLines(root, loaded.problems, 'fr'),
                en: problemLines(root, loaded.problems, 'en'),
              },
            },
          });
          return loaded;
        }
        server.ws.send({ type: 'custom', event: 'site:content-problems', data: null });
        // Only the modules whose code changed are sent again: editing one page's text sends that route's module, not the
        // site module with the whole route list (a large site's browser would parse it and redraw everything).
        // Modules the browser never fetched (the site module names every route's) have nothing to update.
        const changed = modules.filter((module) => {
          if (!served.has(module.id!)) return false;
          try {
            return moduleCode(module.id!) !== served.get(module.id!);
          } catch {
            return true;
          }
        });
        for (const module of changed) server.moduleGraph.invalidateModule(module);
        if (changed.length > 0) reloadModules(server, changed);
        return loaded;
      };
      const watcher = watchContent(root, () => refresh());
      server.httpServer?.once('close', () => watcher.close());
      stopWatching = () => watcher.close();
      // The feeds every page links, from the content as it is now (the build writes them as files).
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        if (!path?.endsWith('/feed.xml')) return next();
        const loaded = current();
        const site = loaded.ok ? loaded.site : undefined;
        const locale = site && locales.find((candidate) => feedInfo(site, candidate)?.path === path);
        const xml = site && locale ? rssFeed(site, locale) : undefined;
        if (!xml) return next();
        response.setHeader('Content-Type', RSS_TYPE);
        response.end(xml);
      });
    },
    closeBundle() {
      stopWatching();
    },
    handleHotUpdate({ file }) {
      // Content files are handled by watchContent (configureServer); nothing in the module graph imports them.
      if (file.endsWith('.yaml') || file.endsWith('.yml')) return [];
      return undefined;
    },
  };
}

function reloadModules(server: ViteDevServer, modules: ModuleNode[]) {
  const timestamp = Date.now();
  server.ws.send({
    type: 'update',
    updates: modules
      .filter((module) => module.url)
      .map((module) => ({ type: 'js-update' as const, path: module.url, acceptedPath: module.url, timestamp })),
  });
}
