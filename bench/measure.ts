// Byte measures of a built site, shared by the benchmark and the budget test: the JavaScript and HTML each route sends.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
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

/** What a page's browser fetches, as its network events tell it: every request, and how long the network has been still. */
export type NetworkLog = { requested: Set<string>; quietFor(): number; stop(): void };

/** Listens to the page's network from now on (the browser's own events, requests served from its cache included). */
export function logNetwork(page: Page): NetworkLog {
  const requested = new Set<string>();
  let inFlight = 0;
  let lastMove = performance.now();
  const started = (request: Request) => {
    requested.add(request.url());
    inFlight += 1;
    lastMove = performance.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastMove = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    requested,
    quietFor: () => (inFlight > 0 ? 0 : performance.now() - lastMove),
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * The JavaScript a visitor's browser downloaded before the first tap, on a page loaded while `network` listened:
 * everything fetched until the page has started, the browser has been idle and the network has been quiet for
 * `quietMs` (a module fetched "at idle" counts). Gzip bytes of each file, the host's compression, apart for code and
 * content (its words and prices, which grow with what marketers write). Font files apart, at their own size.
 */
export async function bytesBeforeFirstTap(
  page: Page,
  network: NetworkLog,
  dist: string,
  path: string,
  quietMs = 400,
): Promise<{
  code: number;
  content: number;
  fontBytes: number;
  fonts: string[];
  files: string[];
  unannounced: string[];
}> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  for (;;) {
    // Two idle periods of the page's main thread, then the network quiet: what an idle-time prefetch waits for. Each
    // period waits a second at most: an article loaded straight after its first paint starved them past the test's 30 s.
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestIdleCallback(() => requestIdleCallback(() => done(), { timeout: 1000 }), { timeout: 1000 }),
        ),
    );
    if (network.quietFor() >= quietMs) break;
    await page.waitForTimeout(100);
  }
  network.stop();
  const origin = new URL(page.url()).origin;
  const files = [...network.requested]
    .filter((url) => url.startsWith(origin) && new URL(url).pathname.endsWith('.js'))
    .map((url) => new URL(url).pathname.slice(1));
  const content = new Set(contentScripts(dist, path));
  const announced = new Set(initialScripts(dist, path));
  const sum = (list: string[]) => list.reduce((total, file) => total + gzipBytes(join(dist, file)), 0);
  // A font file is compressed already (woff2): its own size is what travels.
  const fonts = [...network.requested]
    .filter((url) => url.startsWith(origin) && new URL(url).pathname.endsWith('.woff2'))
    .map((url) => new URL(url).pathname.slice(1));
  const fontBytes = fonts.reduce((total, file) => total + statSync(join(dist, file)).size, 0);
  return {
    code: sum(files.filter((file) => !content.has(file))),
    content: sum(files.filter((file) => content.has(file))),
    fontBytes,
    fonts,
    files,
    unannounced: files.filter((file) => !announced.has(file)),
  };
}
