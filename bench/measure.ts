// Byte measures of a built site, shared by the benchmark and the budget test: the JavaScript and HTML each route sends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileFor } from '../src/cli/build.ts';
import { routeModuleKey } from '../src/vite/vite-plugin-site.ts';

/** The JavaScript a route loads before any interaction: its module script (the entry) and the modules it preloads. */
export function initialScripts(dist: string, path: string): string[] {
  const html = readFileSync(join(dist, htmlFileFor(path)), 'utf8');
  const entry = /<script type="module" src="\/([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error(`${path}: no module script`);
  return [entry[1]!, ...[...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)">/g)].map((match) => match[1]!)];
}

export const gzipBytes = (file: string) => gzipSync(readFileSync(file)).length;

/**
 * The route's content modules among what it preloads: its own data and its language's settings (the marketers' words,
 * prices and links, which grow with the content), named by the content plugin after the route and the language.
 */
export function contentScripts(dist: string, path: string): string[] {
  const [, ...preloaded] = initialScripts(dist, path);
  const names = [routeModuleKey(path), path === '/en' || path.startsWith('/en/') ? 'en' : 'fr'];
  return preloaded.filter((file) => names.some((name) => new RegExp(`^assets/${name}-[\\w-]{8}\\.js$`).test(file)));
}

/** Gzip bytes a route sends: its JavaScript before interaction (code and content apart) and its HTML. */
export function routeBytes(dist: string, path: string): { js: number; code: number; content: number; html: number } {
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(join(dist, file)), 0);
  const content = sum(contentScripts(dist, path));
  const js = sum(initialScripts(dist, path));
  return { js, code: js - content, content, html: gzipBytes(join(dist, htmlFileFor(path))) };
}
