// `npm run build`: validate, build client and prerender bundles, write every route's HTML and the host files, then swap into dist/ atomically.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Manifest, mergeConfig, type UserConfig, build as viteBuild } from 'vite';
import { renderHead } from '../content/head.ts';
import { messageLocale } from '../content/messages.ts';
import type { SettingsView, SiteView } from '../content/view-types.ts';
import { componentFile } from '../sections/component-file.ts';
import { formatProblem } from '../site/problem.ts';
import { loadSite, type Site } from '../site/site.ts';
import { notFoundView, type RouteView, routeView, settingsView, siteView } from '../site/view.ts';
import { siteViteConfig } from '../vite/config.ts';
import { blogBases, notFoundKey, ROUTE_FILES, routeModuleKey } from '../vite/vite-plugin-site.ts';
import { buildHost, hostFiles } from './host-files.ts';

export type BuildReport = {
  routes: number;
  files: number;
  seconds: { validate: number; client: number; server: number; prerender: number; total: number };
};

/** The HTML file that answers a path: / → index.html, /en → en.html, /pricing/company → pricing/company.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * `root` is the project (vite.config.ts, src/); `contentRoot` holds site.yaml and pages/ when they live elsewhere
 * (the benchmark's generated sites, tests' fixtures).
 */
export async function buildSite(
  root: string,
  options: { outDir?: string; quiet?: boolean; contentRoot?: string } = {},
): Promise<BuildReport> {
  const started = performance.now();
  const lap = (() => {
    let last = started;
    return () => {
      const now = performance.now();
      const seconds = (now - last) / 1000;
      last = now;
      return seconds;
    };
  })();
  const outDir = resolve(root, options.outDir ?? 'dist');
  // A fresh folder per build: Node caches imported modules by path, and one process may build twice (the benchmark).
  const work = resolve(root, '.build', `${process.pid}-${Date.now()}`);
  const log = (line: string) => {
    if (!options.quiet) console.log(line);
  };

  const contentRoot = options.contentRoot ?? root;
  const result = loadSite(contentRoot);
  if (!result.ok) {
    const error = new Error(
      result.problems.map((problem) => formatProblem(problem, messageLocale())).join('\n'),
    ) as Error & { problems?: unknown };
    error.problems = result.problems;
    throw error;
  }
  const site = result.site;
  const validate = lap();
  log(`validated ${site.pages.length} pages, ${site.posts.length} articles, ${site.routes.length} routes`);

  rmSync(work, { recursive: true, force: true });
  // The site's configuration with the content just validated: neither build reads the files again.
  const build = (extra: UserConfig) =>
    viteBuild({
      root,
      configFile: false,
      logLevel: options.quiet ? 'silent' : 'warn',
      ...mergeConfig(siteViteConfig({ root: contentRoot, loaded: result }), extra),
    });
  await build({ build: { outDir: join(work, 'client'), emptyOutDir: true } });
  const client = lap();
  await build({
    build: {
      outDir: join(work, 'server'),
      ssr: resolve(root, 'src/app/entry-server.tsx'),
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
  });
  const server = lap();

  const clientDir = join(work, 'client');
  const manifest = indexManifest(
    JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest,
    JSON.parse(readFileSync(join(clientDir, ROUTE_FILES), 'utf8')) as Record<string, string>,
  );
  const { template, styleHash } = inlineStylesheet(clientDir, readFileSync(join(clientDir, 'index.html'), 'utf8'));

  let files = 0;
  const write = (file: string, content: string) => {
    const target = join(clientDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    files++;
  };
  const pages = [
    ...site.routes.map((route) => ({
      file: htmlFileFor(route.path),
      key: routeModuleKey(route.path),
      view: routeView(site, route),
    })),
    ...notFoundPages(site).map((notFound) => ({ file: notFound.file, key: notFound.key, view: notFound.view })),
  ];
  const { renderRoute } = (await import(pathToFileURL(join(work, 'server', 'entry-server.js')).href)) as {
    renderRoute: (site: SiteView, view: RouteView, settings: SettingsView) => Promise<string>;
  };
  const shared = siteView(site);
  const settings = { fr: settingsView(site, 'fr'), en: settingsView(site, 'en') };
  for (const page of pages)
    write(
      page.file,
      fillTemplate(
        template,
        page.view,
        await renderRoute(shared, page.view, settings[page.view.locale]),
        scriptsFor(manifest, page.key, page.view),
      ),
    );
  for (const [file, content] of Object.entries(hostFiles(site, styleHash, notFoundPages(site), buildHost())))
    write(file, content);
  write('version.json', `${JSON.stringify({ commit: contentCommit(contentRoot), built: new Date().toISOString() })}\n`);
  const prerender = lap();

  // Content kept apart from the project (tests' copies, the editor's checks) brings its own pictures: Vite copied only the project's public/.
  const contentImages = resolve(contentRoot, 'public/images');
  if (resolve(contentRoot) !== resolve(root) && existsSync(contentImages))
    cpSync(contentImages, join(clientDir, 'images'), { recursive: true });
  rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
  // Swap: dist/ is replaced only by a complete build.
  const previous = `${outDir}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(outDir)) renameSync(outDir, previous);
  renameSync(clientDir, outDir);
  rmSync(previous, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });

  const total = (performance.now() - started) / 1000;
  log(`wrote ${files} files to ${outDir} in ${total.toFixed(1)} s`);
  return { routes: site.routes.length, files, seconds: { validate, client, server, prerender, total } };
}

/**
 * The commit the content was built from (git HEAD of the content root), or null outside git: the editor reads it in the
 * live site's version.json to know when a publication is online.
 */
export function contentCommit(contentRoot: string): string | null {
  const env = { ...process.env };
  // The content root's own repository, whatever a surrounding hook exported.
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE']) delete env[name];
  try {
    const commit = execFileSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], {
      cwd: contentRoot,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    return /^[0-9a-f]{40,64}$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}

export function notFoundPages(site: Site): { file: string; key: string; prefix: string; view: RouteView }[] {
  const bases = blogBases(site);
  const pages = (['fr', 'en'] as const).map((locale) => {
    const prefix = locale === 'fr' ? '/' : '/en/';
    return {
      file: locale === 'fr' ? '404.html' : 'en/404.html',
      key: notFoundKey(locale, false),
      prefix,
      view: notFoundView(site, locale, `${prefix}404`),
    };
  });
  if (!bases) return pages;
  return [
    ...(['fr', 'en'] as const).map((locale) => ({
      file: `${bases[locale].slice(1)}/404.html`,
      key: notFoundKey(locale, true),
      prefix: `${bases[locale]}/`,
      view: notFoundView(site, locale, `${bases[locale]}/404`),
    })),
    ...pages,
  ];
}

/**
 * The site's one stylesheet goes inline in every page: first paint then needs no second request
 * (one round trip less on a phone). The policy allows exactly this <style> by its hash.
 */
function inlineStylesheet(clientDir: string, html: string): { template: string; styleHash: string } {
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html);
  if (!link) throw new Error('the built index.html has no stylesheet');
  const css = readFileSync(join(clientDir, link[1]!), 'utf8');
  if (css.includes('</style')) throw new Error('the stylesheet cannot be inlined: it contains </style');
  rmSync(join(clientDir, link[1]!));
  const styleHash = `sha256-${createHash('sha256').update(css).digest('base64')}`;
  return { template: html.replace(link[0], () => `<style>${css}</style>`), styleHash };
}

/**
 * The JavaScript a route needs before interaction: the entry and what it imports, the route's data and
 * settings modules, and the sections it shows. Listed up front so nothing waits on a request waterfall.
 */
type Scripts = { entry: string; preload: string[] };
function scriptsFor(manifest: ManifestIndex, moduleKey: string, view: RouteView): Scripts {
  const files = new Set<string>();
  const collect = (key: string | undefined) => {
    const chunk = key === undefined ? undefined : manifest.chunks[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect(manifest.entryKey);
  collect(manifest.byModule.get(`virtual:site/route/${moduleKey}`));
  collect(manifest.byModule.get(`virtual:site/settings/${view.locale}`));
  for (const type of new Set(view.sections.map((section) => section.type)))
    collect(manifest.byModule.get(`src/sections/${componentFile(type)}`));
  const entry = manifest.chunks[manifest.entryKey]!.file;
  const preload = [...files].filter((file) => file !== entry && file.endsWith('.js')).map((file) => `/${file}`);
  return { entry: `/${entry}`, preload };
}

/**
 * The client manifest, with the route modules the content plugin wrote (`routeFiles`: module id → file) added as chunks
 * of their own, its entry found and its keys indexed by the module they name (a search per route grew with the square of the site).
 */
type ManifestIndex = { chunks: Manifest; entryKey: string; byModule: Map<string, string> };
function indexManifest(bundled: Manifest, routeFiles: Record<string, string>): ManifestIndex {
  const manifest: Manifest = { ...bundled };
  for (const [module, file] of Object.entries(routeFiles))
    manifest[module] = { file, src: module, isDynamicEntry: true };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the client build has no entry');
  const byModule = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    // Route and settings modules are keyed by their virtual id (after any prefix), sections by their source path.
    const virtual = key.indexOf('virtual:site/');
    const module = virtual !== -1 ? key.slice(virtual) : /src\/sections\/.+\.tsx$/.exec(key)?.[0];
    if (module !== undefined && !byModule.has(module)) byModule.set(module, key);
  }
  return { chunks: manifest, entryKey, byModule };
}

/**
 * Each page names its JavaScript in its head: the entry as a module script and the modules it imports as
 * modulepreloads, so the browser fetches them all at once, without a request waterfall. Nothing waits for them: the
 * page paints as soon as it can (its dialogs and menu work without script), and the app hydrates when it arrives.
 */
function fillTemplate(template: string, view: RouteView, body: string, scripts: Scripts): string {
  const withoutViteScripts = template
    .replace(/\s*<script type="module"[^>]*src="\/assets\/[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const start = [
    ...scripts.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
    `<script type="module" src="${scripts.entry}"></script>`,
  ];
  // Replacement functions, not strings: content may hold "$$" or "$&", which string replacements would rewrite.
  return withoutViteScripts
    .replace('<html lang="fr-CA">', () => `<html lang="${view.head.lang}">`)
    .replace('<!--head-->', () => [renderHead(view.head), ...start].join('\n    '))
    .replace('<!--app-->', () => body);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `--content DIR --out DIR` build another content tree (the tests' fixture site) into its own folder.
  const option = (name: string) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
  const contentRoot = option('--content');
  buildSite(resolve('.'), { outDir: option('--out'), contentRoot: contentRoot && resolve(contentRoot) }).catch(
    (error: Error & { problems?: unknown }) => {
      if (error.problems) {
        console.error(error.message);
        console.error(
          messageLocale() === 'fr'
            ? '\nLa construction s’est arrêtée : corrigez les lignes ci-dessus. dist/ est resté tel quel.'
            : '\nThe build stopped: fix the lines above. dist/ was left as it was.',
        );
      } else
        console.error(`${messageLocale() === 'fr' ? 'la construction a échoué' : 'build failed'}: ${error.message}`);
      process.exit(1);
    },
  );
}
