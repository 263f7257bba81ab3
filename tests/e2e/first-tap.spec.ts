// No dead taps: with the site's JavaScript held back, a visitor taps a dialog opener (or sends the message form) as soon
// as the page has painted; once the JavaScript arrives, that same tap is carried out — no second tap. Every route,
// every opener on it, both widths, both languages.
import type { Page } from '@playwright/test';
import { entryPath, expect, sharedPageTest } from './fixtures.ts';
import { fixtureDist, fixtureSite } from './site.ts';
import { routeTable } from '../../src/content/routes.ts';
import { routeView, settingsView, type RouteView } from '../../src/content/view.ts';

const site = fixtureSite();
const table = routeTable(site.routes);

/**
 * `holdEntry` holds the app's entry module until it is called: while it is held nothing of the app runs, whatever else
 * has arrived (boot.js arrives with the page: it is what keeps the tap). Through the DevTools protocol rather than
 * page.route, which would stop every request. The entry never enters the page's cache (fixtures.ts), so each load asks
 * for it. On the phone the page's cache is off for the test: a first visit, every script fetched and compiled; on a
 * large screen everything else comes from the cache, as for a visitor coming back.
 */
const test = sharedPageTest.extend<{ holdEntry: () => void }>({
  holdEntry: async ({ page, isMobile }, use) => {
    const cdp = await page.context().newCDPSession(page);
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    cdp.on('Fetch.requestPaused', ({ requestId }) => void released.then(() => cdp.send('Fetch.continueRequest', { requestId })));
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: isMobile });
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `*${entryPath(fixtureDist)}`, requestStage: 'Request' }] });
    await use(release);
    release();
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  },
});
test.use({ gotoWaitsForHydration: false });

/** Every control that opens a dialog. */
const OPENERS = 'header [aria-haspopup="dialog"], main [aria-haspopup="dialog"]';

/** The accessible name of the dialog that is open (its labelling heading). */
async function openedDialogName(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return (await dialog.getAttribute('aria-labelledby').then((id) => (id ? page.locator(`[id="${id}"]`).textContent() : null))) ?? '';
}

/**
 * The dialog each opener of a route opens, in page order, read from its data: the top bar's get-started and menu
 * buttons, then the sections' dialog actions and the article cards that open an overlay.
 */
function expectedDialogs(view: RouteView): string[] {
  const dialogs = settingsView(site, view.locale).dialogs;
  const names = [dialogs.getStarted.title, settingsView(site, view.locale).navigation.openMenu];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.action === 'getStarted') names.push(dialogs.getStarted.title);
      if (record.action === 'booking') names.push(dialogs.booking.title);
      if (record.type === 'blogIndex' && record.readMoreOpens === 'overlay') for (const post of record.posts as { title: string }[]) names.push(post.title);
      Object.values(record).forEach(walk);
    }
  };
  walk(view.sections);
  return names;
}

for (const route of site.routes) {
  const dialogs = expectedDialogs(routeView(site, route));
  // One test per opener, so a long page makes the suite longer, never a test too long.
  dialogs.forEach((name, index) => test.describe(() => {
    // The top bar shows its get-started button on large screens and its menu button on small ones (site.css). Skipped
    // here rather than in the test, so a skipped test costs no page and no DevTools session.
    if (index < 2) test.skip(({ isMobile }) => index === (isMobile ? 0 : 1), 'this opener is not shown at this width');
    test(`${route.path}: opener ${index + 1} of ${dialogs.length}, tapped before the JavaScript arrives, opens “${name}” when it does`, async ({ page, holdEntry: release, hasTouch }) => {
      // DOMContentLoaded: the page is parsed and painted and boot.js has run; the app itself is held back.
      await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator(OPENERS), 'the page draws every opener its data lists').toHaveCount(dialogs.length);
      const opener = page.locator(OPENERS).nth(index);
      await expect(opener).toBeVisible();
      // tap and click bring the opener into view first, as a visitor scrolls to it.
      if (hasTouch) await opener.tap();
      else await opener.click();
      // Nothing can open yet, the page has not moved, and the control shows that the tap was taken.
      await expect(opener).toHaveAttribute('data-waiting', '');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(route.path);
      release();
      expect(await openedDialogName(page)).toBe(name);
      await expect(opener).not.toHaveAttribute('data-waiting');
    });
  }));
}

for (const locale of ['fr', 'en'] as const) {
  const path = table.pathOf({ page: 'contact' }, locale)!;
  test(`${path}: a message typed and sent before the JavaScript arrives opens the mail program when it does`, async ({ page, holdEntry: release }) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const form = page.locator('main form');
    const fields = form.locator('input, textarea');
    await fields.nth(0).fill('Éloïse Tremblay');
    await fields.nth(1).fill('eloise@example.org');
    await fields.nth(2).fill('Question avant le chargement');
    await fields.nth(3).fill('Bonjour,\nune question.');
    const mailto = page.waitForRequest(/^mailto:/);
    await form.getByRole('button').click();
    await expect(form.getByRole('button')).toHaveAttribute('data-waiting', '');
    release();
    const url = (await mailto).url();
    const params = new URLSearchParams(url.split('?')[1]!);
    expect(params.get('subject')).toBe('Question avant le chargement');
    expect(params.get('body')).toContain('Éloïse Tremblay');
    expect(params.get('body')).toContain('eloise@example.org');
    expect(params.get('body')).toContain('Bonjour,\r\nune question.');
  });
}

// A tap is kept only once boot.js listens: a page painted before boot.js had run lost a tap made at that moment (on a
// slow phone, the menu tapped at first paint opened 0 times in 5). So the page does not paint before boot.js has run,
// nor before the whole page has arrived (a paint with half the page meant laying the rest out after it, in one long task).
for (const route of site.routes) {
  test(`${route.path}: nothing is painted before boot.js has run and the whole page has arrived`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    cdp.on('Fetch.requestPaused', ({ requestId }) => void released.then(() => cdp.send('Fetch.continueRequest', { requestId })));
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/boot.js', requestStage: 'Request' }] });
    try {
      await page.goto(route.path, { waitUntil: 'commit' });
      // Polled on a timer: animation frames, which Playwright polls on by default, wait for the paint held here.
      await page.waitForFunction(() => document.getElementById('page-end') !== null, undefined, { polling: 50 });
      await page.waitForTimeout(300);
      const paintsWhileHeld = await page.evaluate(() => performance.getEntriesByType('paint').length);
      release();
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('paint').length), { message: 'the page paints once boot.js has run' }).toBeGreaterThan(0);
      expect(paintsWhileHeld, 'paints before boot.js has run').toBe(0);
      expect(await page.evaluate(() => document.querySelector('script[data-entry]')?.getAttribute('blocking')), 'boot.js blocks the first paint').toBe('render');
      // And the first paint waits for the element that ends the page.
      expect(await page.evaluate(() => {
        const expected = document.querySelector('link[rel="expect"][blocking="render"]')?.getAttribute('href');
        return expected !== undefined && expected !== null && document.querySelector(expected) === document.body.lastElementChild;
      }), 'the first paint waits for the last element of the page').toBe(true);
    } finally {
      release();
      await cdp.detach();
    }
  });
}
