// `npm run build`: validate, build client and prerender bundles, write every route's HTML and the host files, then swap into dist/ atomically.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild, type Manifest } from 'vite';
import { loadSite, type Site } from '../content/site.ts';
import { formatProblem } from '../content/problem.ts';
import { notFoundView, routeView, settingsView, siteView, type RouteView, type SettingsView, type SiteView } from '../content/view.ts';
import { renderHead } from '../content/head.ts';
import { blogBases, routeModuleKey, notFoundKey } from '../vite-plugin-site.ts';
import { hostFiles } from './host-files.ts';

type RenderRoute = (site: SiteView, view: RouteView, settings: SettingsView) => Promise<string>;

export type BuildReport = { routes: number; files: number; seconds: { validate: number; client: number; server: number; prerender: number; total: number } };

/** The HTML file that answers a path: / → index.html, /en → en.html, /pricing/company → pricing/company.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

export async function buildSite(root: string, options: { outDir?: string; quiet?: boolean } = {}): Promise<BuildReport> {
  const started = performance.now();
  const lap = (() => { let last = started; return () => { const now = performance.now(); const seconds = (now - last) / 1000; last = now; return seconds; }; })();
  const outDir = resolve(root, options.outDir ?? 'dist');
  const work = resolve(root, '.build');
  const log = (line: string) => { if (!options.quiet) console.log(line); };

  const result = loadSite(root);
  if (!result.ok) {
    const error = new Error(result.problems.map(formatProblem).join('\n')) as Error & { problems?: unknown };
    error.problems = result.problems;
    throw error;
  }
  const site = result.site;
  const validate = lap();
  log(`validated ${site.pages.length} pages, ${site.posts.length} articles, ${site.routes.length} routes`);

  rmSync(work, { recursive: true, force: true });
  const common = { root, configFile: resolve(root, 'vite.config.ts'), logLevel: options.quiet ? ('silent' as const) : ('warn' as const) };
  await viteBuild({ ...common, build: { outDir: join(work, 'client'), emptyOutDir: true } });
  const client = lap();
  await viteBuild({ ...common, build: { outDir: join(work, 'server'), ssr: resolve(root, 'src/entry-server.tsx'), emptyOutDir: true, copyPublicDir: false, manifest: false } });
  const server = lap();

  const clientDir = join(work, 'client');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const { renderRoute } = (await import(pathToFileURL(join(work, 'server', 'entry-server.js')).href)) as { renderRoute: RenderRoute };
  const view = siteView(site);

  let files = 0;
  const write = (file: string, content: string) => {
    const target = join(clientDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    files++;
  };
  const settings = { fr: settingsView(site, 'fr'), en: settingsView(site, 'en') };
  const page = async (routeViewData: RouteView, moduleKey: string) => {
    const body = await renderRoute(view, routeViewData, settings[routeViewData.locale]);
    return fillTemplate(template, routeViewData, body, preloadsFor(manifest, moduleKey, routeViewData));
  };

  for (const route of site.routes) write(htmlFileFor(route.path), await page(routeView(site, route), routeModuleKey(route.path)));
  for (const notFound of notFoundPages(site)) write(notFound.file, await page(notFound.view, notFound.key));
  for (const [file, content] of Object.entries(hostFiles(site, notFoundPages(site).map((entry) => ({ file: entry.file, prefix: entry.prefix }))))) write(file, content);
  const prerender = lap();

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

export function notFoundPages(site: Site): { file: string; key: string; prefix: string; view: RouteView }[] {
  const bases = blogBases(site);
  const pages = (['fr', 'en'] as const).map((locale) => {
    const prefix = locale === 'fr' ? '/' : '/en/';
    return { file: locale === 'fr' ? '404.html' : 'en/404.html', key: notFoundKey(locale, false), prefix, view: notFoundView(site, locale, `${prefix}404`) };
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

/** modulepreload links for the route's data module and the chunks it imports, so the first view needs no request waterfall. */
function preloadsFor(manifest: Manifest, moduleKey: string, view: RouteView): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  if (entryKey) collect(entryKey, entryFiles);
  const wanted = new Set<string>();
  for (const suffix of [`virtual:site/route/${moduleKey}`, `virtual:site/settings/${view.locale}`]) {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(suffix));
    if (key) collect(key, wanted);
  }
  for (const type of new Set(view.sections.map((section) => section.type))) {
    const sectionKey = Object.keys(manifest).find((key) => key.endsWith(`src/sections/${type[0]!.toUpperCase()}${type.slice(1)}.tsx`));
    if (sectionKey) collect(sectionKey, wanted);
  }
  return [...wanted].filter((file) => !entryFiles.has(file) && file.endsWith('.js')).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

function fillTemplate(template: string, view: RouteView, body: string, preloads: string[]): string {
  // Replacement functions, not strings: content may hold "$$" or "$&", which string replacements would rewrite.
  return template
    .replace('<html lang="fr-CA">', () => `<html lang="${view.head.lang}">`)
    .replace('<!--head-->', () => [renderHead(view.head), ...preloads].join('\n    '))
    .replace('<!--app-->', () => body);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildSite(resolve('.')).catch((error: Error & { problems?: unknown }) => {
    if (error.problems) {
      console.error(error.message);
      console.error('\nThe build stopped: fix the lines above. dist/ was left as it was.');
    } else console.error(`build failed: ${error.message}`);
    process.exit(1);
  });
}
