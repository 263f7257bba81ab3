// The page every end-to-end test gets: offline but for the photo host (network.ts), and each navigation waits until
// React has hydrated, as a visitor's click would on a real phone once the page is interactive; page-reading specs share
// one warm page per worker (sharedPageTest).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type CDPSession, type Disposable, type Page } from '@playwright/test';
import { servePhotos } from './network.ts';

export { expect } from '@playwright/test';

export async function hydrated(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      undefined,
      { timeout: 15_000 },
    );
  } catch (error) {
    // Seen once in CI in thousands of loads, never here: say where the start stopped, so the next sighting names its cause.
    const state = await page.evaluate(bootState).catch((reason: unknown) => `unreadable (${String(reason)})`);
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nthe app did not start on ${page.url()}: ${state}`,
      { cause: error },
    );
  }
}

/** What the page's start-up has done: the document's state, and for each script its head names (the module script and
 *  the modules it preloads), whether it arrived. Runs in the page: self-contained. */
function bootState(): string {
  const arrived = new Map(
    performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname, entry as PerformanceResourceTiming]),
  );
  const tags = document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'head script[type="module"][src], head link[rel="modulepreload"]',
  );
  const scripts = [...tags].map((tag) => new URL(tag instanceof HTMLScriptElement ? tag.src : tag.href).pathname);
  if (scripts.length === 0) return `${document.readyState}, no module script`;
  const listed = scripts.map((path) => {
    const entry = arrived.get(path);
    return `${path} ${entry ? `ended after ${Math.round(entry.responseEnd)} ms, status ${entry.responseStatus || 'none (failed)'}` : 'not arrived'}`;
  });
  return `${document.readyState} at ${Math.round(performance.now())} ms; ${listed.join('; ')}`;
}

/**
 * The page has hydrated and everything it announced has arrived: each script its head names and each image it loads
 * at once. What networkidle waited for,
 * without its half second of silence on every page.
 */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(
    () => {
      const tags = document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'head script[type="module"][src], head link[rel="modulepreload"]',
      );
      const announced = [...tags].map((tag) => new URL(tag instanceof HTMLScriptElement ? tag.src : tag.href).pathname);
      const arrived = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      // Lazy images below the fold wait for a scroll: networkidle did not wait for them either.
      return (
        announced.every((path) => arrived.has(path!)) &&
        [...document.images].every((image) => image.complete || image.loading === 'lazy')
      );
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** page.goto that also waits for hydration; returns the way back to the plain one. */
function gotoHydrated(page: Page): () => void {
  const goto = page.goto;
  page.goto = async (url, options) => {
    const response = await goto.call(page, url, options);
    await hydrated(page);
    return response;
  };
  return () => {
    page.goto = goto;
  };
}

/**
 * The shared page, a worker fixture of every test type here: Playwright starts a new worker (a process and a browser,
 * about 3.5 s) whenever the next file's worker fixtures differ, and the gate's specs of both kinds then share workers.
 */
const withSharedPage = base.extend<object, { sharedPage: Page }>({
  // Each GET is asked once more when its connection was reset before any answer, as a browser does on a kept-alive
  // connection the server had just closed (trial 15: the gate refused a marketer's price for a « socket hang up » from
  // the host's runtime under load). Any answer, whatever its status, is judged as it is.
  request: async ({ request }, use) => {
    const get = request.get.bind(request);
    request.get = async (...args) => {
      try {
        return await get(...args);
      } catch (error) {
        if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
        return get(...args);
      }
    };
    await use(request);
  },
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
      const page = await context.newPage();
      await servePhotos(page);
      await keepEntryOutOfCache(page, (workerInfo.project.metadata as { dist: string }).dist);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** A fresh browser context and page per test: for tests of history, browser settings or several pages. */
export const test = withSharedPage.extend({
  page: async ({ page }, use) => {
    await servePhotos(page);
    gotoHydrated(page);
    await use(page);
  },
});

/** Events a test may listen to on the shared page; their listeners end with the test. */
const PAGE_EVENTS = ['console', 'pageerror', 'request', 'response', 'requestfailed', 'dialog', 'popup'] as const;

/**
 * For specs whose every test starts with a navigation and then reads or taps the page: one page per worker, kept
 * between tests with its browser cache, as a visitor going from page to page. A new context per test cost about a
 * CPU-second, and Playwright's reused context empties the cache, so every test loaded and compiled every script again
 * (about 0.25 CPU-second more per load). What a test may leave is undone after it: routes, init scripts, listeners,
 * cookies and every kind of site storage; the page leaves the site so nothing of it keeps running. History is kept:
 * none of these tests reads it. After a failure Playwright starts a new worker, hence a new page.
 */
export const sharedPageTest = withSharedPage.extend<{ gotoWaitsForHydration: boolean }>({
  /** Off for tests of what happens before the app runs (first-tap.spec). */
  gotoWaitsForHydration: [true, { option: true }],
  context: async ({ sharedPage }, use) => use(sharedPage.context()),
  page: async ({ sharedPage: page, baseURL, gotoWaitsForHydration }, use) => {
    const plainGoto = gotoWaitsForHydration ? gotoHydrated(page) : () => undefined;
    const initScripts: Disposable[] = [];
    const addInitScript = page.addInitScript;
    page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
      const script = await addInitScript.apply(page, args);
      initScripts.push(script);
      return script;
    }) as Page['addInitScript'];
    await use(page);
    plainGoto();
    page.addInitScript = addInitScript;
    for (const script of initScripts) await script.dispose();
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await servePhotos(page);
    // sessionStorage belongs to the tab: only the site's own page can empty it.
    if (page.url().startsWith(baseURL!)) await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await page.goto('about:blank');
    await clearSiteData(page, baseURL!);
  },
});

/** The app's entry module, the same on every page (its module script). */
export const entryPath = (dist: string): string =>
  /<script type="module" src="([^"]+)"><\/script>/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))![1]!;

/**
 * The entry module never enters the shared page's cache (every other file does): first-tap.spec holds it back on each
 * load, and a cached copy would never be asked for. Its response is marked no-store on its way in.
 */
async function keepEntryOutOfCache(page: Page, dist: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId, responseStatusCode = 200, responseHeaders = [] }) => {
    const headers = [
      ...responseHeaders.filter((header) => header.name.toLowerCase() !== 'cache-control'),
      { name: 'Cache-Control', value: 'no-store' },
    ];
    void cdp
      .send('Fetch.continueResponse', { requestId, responseCode: responseStatusCode, responseHeaders: headers })
      .catch(() => undefined);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `*${entryPath(dist)}`, requestStage: 'Response' }] });
}

const storageSessions = new WeakMap<Page, CDPSession>();

/** Cookies and every storage of the site's origin, not the HTTP cache. */
async function clearSiteData(page: Page, origin: string): Promise<void> {
  await page.context().clearCookies();
  let cdp = storageSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    storageSessions.set(page, cdp);
  }
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(origin).origin,
    storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,shared_storage,storage_buckets',
  });
}
