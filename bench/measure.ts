// Byte measures of a built site, shared by the benchmark and the budget test: the JavaScript and HTML each route sends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileFor } from '../src/cli/build.ts';

/** The JavaScript a route loads before any interaction: the boot script, the entry, and the modules it preloads. */
export function initialScripts(dist: string, path: string): string[] {
  const html = readFileSync(join(dist, htmlFileFor(path)), 'utf8');
  const boot = /<script type="module" src="\/([^"]+)" data-entry="\/([^"]+)" data-preload="([^"]*)"/.exec(html);
  if (!boot) throw new Error(`${path}: no boot script`);
  return [boot[1]!, boot[2]!, ...boot[3]!.split(' ').filter(Boolean).map((href) => href.slice(1))];
}

/** The JavaScript the page's dialogs need, which boot.js fetches once the page is idle (or when a dialog is asked for early). */
export function laterScripts(dist: string, path: string): string[] {
  const html = readFileSync(join(dist, htmlFileFor(path)), 'utf8');
  const later = /<script type="module" src="\/boot\.js"[^>]* data-later="([^"]*)"/.exec(html);
  if (!later) throw new Error(`${path}: no data-later on the boot script`);
  return later[1]!.split(' ').filter(Boolean).map((href) => href.slice(1));
}

export const gzipBytes = (file: string) => gzipSync(readFileSync(file)).length;

export function routeBytes(dist: string, path: string): { js: number; html: number } {
  return {
    js: initialScripts(dist, path).reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0),
    html: gzipBytes(join(dist, htmlFileFor(path))),
  };
}
