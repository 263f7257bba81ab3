// First-second figures for `npm run bench`: on a throttled phone, is a tap at first paint carried out, how soon does
// the app answer taps, how long until the dialog shows, and the longest task after first paint.
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/e2e/browser.ts';

/** The phone: 150 ms round trip, 1.6 Mbps down, 750 kbps up, a CPU four times slower than this machine's. */
export const SLOW_PHONE = {
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
  cpuSlowdown: 4,
};

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value);

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latency,
    downloadThroughput: SLOW_PHONE.downloadThroughput,
    uploadThroughput: SLOW_PHONE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/** Records long tasks and the moment the menu button is bound to the app (React has hydrated it). */
const OBSERVE = () => {
  const state = { longTasks: [] as { start: number; duration: number }[], boundAt: -1 };
  (window as unknown as { firstTap: typeof state }).firstTap = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    const button = document.querySelector('[data-menu-button]');
    if (button && Object.keys(button).some((key) => key.startsWith('__reactProps'))) state.boundAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

const firstPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) done(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );

/** One load of `url`: the menu button is tapped as soon as the page has painted. */
async function oneLoad(origin: string, path: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.route(/^https:\/\//, (route) => route.abort());
    // tsx names functions with a __name helper that does not exist in the page the functions are sent to.
    await page.addInitScript('globalThis.__name = (fn) => fn');
    await page.addInitScript(OBSERVE);
    await throttle(page);
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const paint = await firstPaint(page);
    await page.tap('[data-menu-button]');
    const tapAt = await page.evaluate(() => performance.now());
    const openedAt = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const started = performance.now();
          const check = () =>
            document.querySelector('dialog[open]')
              ? done(performance.now())
              : performance.now() - started > 8000
                ? done(-1)
                : requestAnimationFrame(check);
          check();
        }),
    );
    await page.waitForLoadState('load');
    await page.waitForFunction(
      () => (window as unknown as { firstTap: { boundAt: number } }).firstTap.boundAt >= 0,
      null,
      { timeout: 30_000 },
    );
    // Quiet for a second: any long task of the start-up has been reported, and the page is idle.
    await page.waitForTimeout(1000);
    // A first opening once the app is ready: the get-started dialog, never opened before on this page.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    // Until the frame that draws the dialog is painted: its heading (in the page, never drawn yet) is marked for the
    // Element Timing API.
    const firstOpen = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const opener = document.querySelector<HTMLElement>('main [aria-haspopup="dialog"]')!;
          document
            .getElementById(opener.getAttribute('commandfor') ?? '')
            ?.querySelector('h2')
            ?.setAttribute('elementtiming', 'dialog');
          let started = 0;
          new PerformanceObserver((list, observer) => {
            const painted = list
              .getEntries()
              .find((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'dialog');
            if (!painted) return;
            observer.disconnect();
            done((painted as PerformanceEntry & { renderTime: number }).renderTime - started);
          }).observe({ type: 'element' });
          started = performance.now();
          opener.click();
        }),
    );
    const { longTasks, boundAt } = await page.evaluate(
      () =>
        (window as unknown as { firstTap: { longTasks: { start: number; duration: number }[]; boundAt: number } })
          .firstTap,
    );
    const after = longTasks.filter((task) => task.start >= paint);
    return {
      paint,
      tapKept: openedAt >= 0,
      tapToOpen: openedAt >= 0 ? openedAt - tapAt : Number.NaN,
      deadTapWindow: Math.max(0, boundAt - paint),
      firstOpen,
      longestTaskAfterPaint: Math.max(0, ...after.map((task) => task.duration)),
      blockingAfterPaint: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    };
  } finally {
    await browser.close();
  }
}

/** Median figures over `runs` loads of each path. */
export async function firstTapTimes(origin: string, paths = ['/', '/pricing/company'], runs = 5) {
  const rows = [];
  for (const path of paths) {
    const loads = [];
    for (let run = 0; run < runs; run++) loads.push(await oneLoad(origin, path));
    const kept = loads.filter((load) => load.tapKept);
    rows.push({
      path,
      firstPaintMs: round(median(loads.map((load) => load.paint))),
      tapsKept: `${kept.length}/${loads.length}`,
      tapToOpenMs: kept.length > 0 ? round(median(kept.map((load) => load.tapToOpen))) : null,
      appBoundAfterPaintMs: round(median(loads.map((load) => load.deadTapWindow))),
      firstOpenWhenReadyMs: round(median(loads.map((load) => load.firstOpen))),
      longestTaskAfterPaintMs: round(median(loads.map((load) => load.longestTaskAfterPaint))),
      blockingAfterPaintMs: round(median(loads.map((load) => load.blockingAfterPaint))),
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startHostRuntime } = await import('../src/cli/host-runtime.ts');
  const server = await startHostRuntime('dist', 4192, { quiet: true });
  try {
    console.table(
      await firstTapTimes('http://127.0.0.1:4192', process.argv.slice(2).length ? process.argv.slice(2) : undefined, 3),
    );
  } finally {
    server.stop();
  }
}
