// Byte measures of a built site, shared by the benchmark and the budget test: the JavaScript and HTML each route sends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileFor } from '../src/cli/build.ts';

/** The JavaScript a route loads before any interaction: its module script (the entry) and the modules it preloads. */
export function initialScripts(dist: string, path: string): string[] {
  const html = readFileSync(join(dist, htmlFileFor(path)), 'utf8');
  const entry = /<script type="module" src="\/([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error(`${path}: no module script`);
  return [entry[1]!, ...[...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)">/g)].map((match) => match[1]!)];
}

export const gzipBytes = (file: string) => gzipSync(readFileSync(file)).length;

export function routeBytes(dist: string, path: string): { js: number; html: number } {
  return {
    js: initialScripts(dist, path).reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0),
    html: gzipBytes(join(dist, htmlFileFor(path))),
  };
}
