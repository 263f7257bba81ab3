// The first tap works: the page's dialogs are in its HTML and their buttons are the browser's own invokers, so every kind
// of opener opens its dialog with the site's JavaScript held back, and the app, arriving later, takes the open dialog
// over. One static check covers every opener of every route; the mechanism is tested once per kind of opener.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { htmlFileFor } from '../../src/cli/build.ts';
import { routeTable } from '../../src/content/routes.ts';
import { reachableBehindDialog } from './behind-dialog.ts';
import { expect, hydrated, sharedPageTest } from './fixtures.ts';
import { fixtureDist, fixtureSite } from './site.ts';

const site = fixtureSite();
const text = site.settings.dialogs;

/**
 * `release` lets the site's scripts through: until it is called none of them arrives, so nothing of the app runs
 * (through the DevTools protocol, with the cache off so that no script comes from it unseen).
 */
const test = sharedPageTest.extend<{ release: () => void }>({
  release: async ({ page }, use) => {
    const cdp = await page.context().newCDPSession(page);
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    cdp.on(
      'Fetch.requestPaused',
      ({ requestId }) =>
        void released.then(() => cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined)),
    );
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*.js', requestStage: 'Request' }] });
    await use(release);
    release();
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  },
});
test.use({ gotoWaitsForHydration: false });

/** Opens `path` with the scripts held: the prerendered page, painted, and no script of the site run. */
async function openHeld(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('paint').length), {
      message: 'the page paints without its scripts',
    })
    .toBeGreaterThan(0);
}

const tapOn = (locator: Locator, hasTouch: boolean) => (hasTouch ? locator.tap() : locator.click());

type Kind = {
  kind: string;
  path: string;
  width?: 'phone' | 'large';
  /** What the visitor taps first (a dialog it opens first, for openers inside a dialog). */
  before?: (page: Page) => Locator;
  opener: (page: Page) => Locator;
  /** The accessible name of the dialog it opens. */
  opens: string;
  /** Where focus lands in it, when not its first control. */
  focus?: (dialog: Locator) => Locator;
  /** A page the dialog links to while the app has not run (an article's own page, until its text arrives). */
  link?: string;
};

const post = site.posts[0]!;
const kinds: Kind[] = [
  {
    kind: 'the top bar’s get-started button',
    path: '/en',
    width: 'large',
    opener: (page) => page.locator('header .topbar__cta'),
    opens: text.getStarted.title.en,
  },
  {
    kind: 'the menu button',
    path: '/',
    width: 'phone',
    opener: (page) => page.locator('[data-menu-button]'),
    opens: site.settings.navigation.openMenu.fr,
  },
  {
    kind: 'a section’s get-started button',
    path: '/',
    opener: (page) => page.locator('main .hero button[aria-haspopup="dialog"]').first(),
    opens: text.getStarted.title.fr,
  },
  {
    kind: 'a section’s booking button',
    path: '/en/pricing/company',
    opener: (page) => page.locator('main').getByRole('button', { name: 'Book a consultation' }).first(),
    opens: text.booking.title.en,
  },
  {
    kind: 'an article card of the French blog',
    path: '/blog',
    opener: (page) =>
      page
        .locator('main .post-card')
        .filter({ has: page.getByRole('heading', { name: post.title.fr, exact: true }) })
        .locator('.post-card__link'),
    opens: post.title.fr,
    focus: (dialog) => dialog.getByRole('heading', { name: post.title.fr }),
    link: routeTable(site.routes).pathOf({ post: post.slug.en }, 'fr')!,
  },
  {
    kind: 'Book, inside the get-started window',
    path: '/en',
    before: (page) => page.locator('main .hero button[aria-haspopup="dialog"]').first(),
    opener: (page) => page.getByRole('dialog').getByRole('button', { name: text.getStarted.book.en }),
    opens: text.booking.title.en,
  },
  {
    kind: 'get started, inside the menu',
    path: '/en',
    width: 'phone',
    before: (page) => page.locator('[data-menu-button]'),
    opener: (page) => page.getByRole('dialog').getByRole('button', { name: site.settings.navigation.getStarted.en }),
    opens: text.getStarted.title.en,
  },
];

test('with the JavaScript held back, every kind of opener opens its dialog at once, and Escape gives the focus back', async ({
  page,
  release: _held,
  hasTouch,
  isMobile,
}) => {
  for (const kind of kinds.filter(
    (candidate) => candidate.width === undefined || candidate.width === (isMobile ? 'phone' : 'large'),
  )) {
    await openHeld(page, kind.path);
    const first = kind.before?.(page);
    if (first) await tapOn(first, hasTouch);
    const opener = kind.opener(page);
    await tapOn(opener, hasTouch);
    const dialog = page.getByRole('dialog', { name: kind.opens, exact: true });
    await expect(dialog, kind.kind).toBeVisible({ timeout: 1000 });
    if (kind.focus) await expect(kind.focus(dialog), `${kind.kind}: focus`).toBeFocused();
    if (kind.link)
      await expect(dialog.locator(`a[href="${kind.link}"]`), `${kind.kind}: a link to its own page`).toBeVisible();
    else
      await expect
        .poll(
          () => dialog.evaluate((element) => element.contains(document.activeElement)),
          `${kind.kind}: focus moves in`,
        )
        .toBe(true);
    // (Over another dialog, the page behind is that dialog too: the check reads the first open one.)
    if (!first)
      expect(await reachableBehindDialog(page), `${kind.kind}: the page behind`).toMatchObject({
        focused: [],
        tapped: [],
      });
    await page.keyboard.press('Escape');
    await expect(dialog, `${kind.kind}: Escape`).toBeHidden();
    await expect(opener, `${kind.kind}: focus back on the opener`).toBeFocused();
    expect(
      await page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react'))),
      `${kind.kind}: the app has not run`,
    ).toBe(false);
  }
});

test('a dialog opened before the JavaScript arrives is the app’s once it has: it stays open, then closes and chains as usual', async ({
  page,
  release,
  hasTouch,
  isMobile,
}) => {
  await openHeld(page, '/en');
  const hero = page.locator('main .hero button[aria-haspopup="dialog"]').first();
  if (isMobile) {
    const menuButton = page.locator('[data-menu-button]');
    await tapOn(menuButton, hasTouch);
    release();
    await hydrated(page);
    // The app reads the menu's state from the dialog itself.
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog', { name: site.settings.navigation.openMenu.en })).toBeVisible();
    // Get started from the menu: the menu gives way, and focus goes back to the menu button, not to the closed menu.
    await page.getByRole('dialog').getByRole('button', { name: site.settings.navigation.getStarted.en }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: text.getStarted.title.en })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    return;
  }
  await tapOn(hero, hasTouch);
  release();
  await hydrated(page);
  const getStarted = page.getByRole('dialog', { name: text.getStarted.title.en });
  await expect(getStarted).toBeVisible();
  // Book replaces the window rather than stacking over it, so one Escape leaves both.
  await getStarted.getByRole('button', { name: text.getStarted.book.en }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  const booking = page.getByRole('dialog', { name: text.booking.title.en });
  await expect(booking.locator('iframe'), 'the calendar loads once the window is open').toHaveAttribute(
    'src',
    site.settings.booking.en,
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(hero).toBeFocused();
});

test('a message sent before the JavaScript arrives opens the mail program with its subject and text', async ({
  page,
  release: _held,
}) => {
  await openHeld(page, '/en/contact');
  const form = page.locator('main form');
  const fields = form.locator('input, textarea');
  await fields.nth(0).fill('Alex Martin');
  await fields.nth(1).fill('alex@example.org');
  await fields.nth(2).fill('Question before the page is ready');
  await fields.nth(3).fill('Hello,\nmy question.');
  const mailto = page.waitForRequest(/^mailto:/);
  await form.getByRole('button').click();
  // The browser sends the form itself: its subject and message become the mail's, accents and line breaks kept (the
  // name and e-mail are the visitor's own program's From). Chromium writes spaces as + here, not %20 as the HTML
  // standard says, which is why send.ts composes the address as soon as it runs.
  const url = new URL((await mailto).url());
  expect(url.pathname).toBe(site.settings.contact.email);
  expect(url.searchParams.get('subject')).toBe('Question before the page is ready');
  expect(url.searchParams.get('body')).toBe('Hello,\r\nmy question.');
});

test('once the app runs, a message opens the mail program with the sender’s name and e-mail atop the body', async ({
  page,
}) => {
  await page.goto('/contact', { waitUntil: 'commit' });
  await hydrated(page);
  const form = page.locator('main form');
  const fields = form.locator('input, textarea');
  await fields.nth(0).fill('Éloïse Tremblay');
  await fields.nth(1).fill('eloise@example.org');
  await fields.nth(2).fill('Impôts 2026');
  await fields.nth(3).fill('Bonjour,\nune question.');
  const mailto = page.waitForRequest(/^mailto:/);
  await form.getByRole('button').click();
  const url = new URL((await mailto).url());
  expect(url.searchParams.get('subject')).toBe('Impôts 2026');
  expect(url.searchParams.get('body')).toBe(
    'Nom : Éloïse Tremblay\r\nCourriel : eloise@example.org\r\n\r\nBonjour,\r\nune question.',
  );
});

/** Every HTML file the fixture site's build wrote. */
function builtPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('every dialog opener of every built page is a native invoker of a dialog in the same page', ({ isMobile }) => {
  test.skip(isMobile, 'the built files are the same at every width');
  const problems: string[] = [];
  let openers = 0;
  for (const file of builtPages(fixtureDist)) {
    const document = parseDocument(readFileSync(file, 'utf8'));
    const dialogs = new Set(
      DomUtils.findAll((element) => element.name === 'dialog', document.children).map((dialog) => dialog.attribs.id),
    );
    const invokers = DomUtils.findAll(
      (element) => element.attribs['aria-haspopup'] === 'dialog' || element.attribs.commandfor !== undefined,
      document.children,
    );
    for (const element of invokers) {
      const name = `${relative(fixtureDist, file)}: ${DomUtils.getOuterHTML(element).slice(0, 140)}`;
      const target = element.attribs.commandfor;
      const command = element.attribs.command;
      if (element.name !== 'button' || element.attribs.type !== 'button')
        problems.push(`${name} is not a plain button`);
      else if (target === undefined || !dialogs.has(target)) problems.push(`${name} names no dialog of the page`);
      else if (element.attribs['aria-haspopup'] === 'dialog' ? command !== 'show-modal' : command !== 'close')
        problems.push(`${name} has command="${command}"`);
      if (element.attribs['aria-haspopup'] === 'dialog') openers++;
    }
  }
  expect(problems).toEqual([]);
  // The measure is real: every page has at least its top bar's two openers.
  expect(openers).toBeGreaterThan(2 * site.routes.length);
});

/**
 * Holds the site's scripts back until `release` is called (one load's worth; the cache stays off meanwhile), but for
 * the paths `letThrough` names.
 */
async function holdScripts(
  page: Page,
  letThrough: ReadonlySet<string> = new Set(),
): Promise<{ release: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  let let_go!: () => void;
  const released = new Promise<void>((done) => (let_go = done));
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const go = () => void cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined);
    if (letThrough.has(new URL(request.url).pathname)) go();
    else void released.then(go);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*.js', requestStage: 'Request' }] });
  return {
    release: async () => {
      let_go();
      await cdp.send('Fetch.disable').catch(() => undefined);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      await cdp.detach();
    },
  };
}

test('a plan card tapped while the app starts (its first script run, the rest on the way) names its plan in the window once the app runs', async ({
  page,
  hasTouch,
}) => {
  const card = site.pages
    .flatMap((one) => one.sections.map((section) => ({ page: one.id, section })))
    .flatMap(({ page: id, section }) =>
      section.type === 'cardGrid' && section.variant === 'plan'
        ? section.cards
            .filter((each) => each.action?.action === 'getStarted')
            .map((each) => ({ id, title: each.title.fr }))
        : [],
    )[0]!;
  const path = routeTable(site.routes).pathOf({ page: card.id }, 'fr')!;
  // The app's own script arrives and runs; the route's modules it needs to hydrate (preloaded by the head) wait.
  const html = parseDocument(readFileSync(join(fixtureDist, htmlFileFor(path)), 'utf8'));
  const entry = DomUtils.findAll(
    (element) => element.name === 'script' && element.attribs.type === 'module',
    html.children,
  ).map((element) => element.attribs.src ?? '');
  const held = await holdScripts(page, new Set(entry));
  await page.goto(path, { waitUntil: 'commit' });
  // A module script runs before DOMContentLoaded: from here the app is starting, its page not yet hydrated.
  await page.waitForLoadState('domcontentloaded');
  const button = page
    .locator('main .card')
    .filter({ has: page.getByRole('heading', { name: card.title }) })
    .getByRole('button');
  await tapOn(button, hasTouch);
  const dialog = page.getByRole('dialog', { name: text.getStarted.title.fr });
  await expect(dialog, 'the window opens at once, without the app').toBeVisible();
  await held.release();
  await hydrated(page);
  // Named with its price as the card shows it (taxes aside).
  const cardBox = page.locator('main .card').filter({ has: page.getByRole('heading', { name: card.title }) });
  const price = (await cardBox.locator('.price__from, .price__amount, .price__unit').allTextContents())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const plan = price === '' ? card.title : `${card.title} — ${price}`;
  await expect(dialog.locator('.modal__plan')).toHaveText(text.getStarted.chosen.fr.replace('{plan}', plan));
});

test('every booking button of every route, tapped before the JavaScript arrives, opens the calendar, still open once the app runs', async ({
  page,
  hasTouch,
}) => {
  test.setTimeout(3 * 60_000);
  const failed: string[] = [];
  let tapped = 0;
  for (const route of site.routes) {
    // Counted in the built page, not in a load of its own: each load here is a held one.
    const html = parseDocument(readFileSync(join(fixtureDist, htmlFileFor(route.path)), 'utf8'));
    const main = DomUtils.findOne((element) => element.name === 'main', html.children);
    const count = main
      ? DomUtils.findAll(
          (element) => element.name === 'button' && element.attribs.commandfor === 'dialog-booking',
          main.children,
        ).length
      : 0;
    for (let index = 0; index < count; index++) {
      const again = await holdScripts(page);
      await openHeld(page, route.path);
      const button = page.locator('main button[commandfor="dialog-booking"]').nth(index);
      const name = `${route.path}, booking button ${index + 1} (« ${(await button.innerText()).trim()} »)`;
      tapped++;
      await tapOn(button, hasTouch);
      const calendar = page.getByRole('dialog', { name: text.booking.title[route.locale], exact: true });
      const opened = await calendar.waitFor({ state: 'visible', timeout: 1000 }).then(
        () => true,
        () => false,
      );
      await again.release();
      if (!opened) {
        failed.push(`${name}: the calendar did not open before the JavaScript arrived`);
        continue;
      }
      await hydrated(page);
      // The app takes the open window over: it stays open and loads the calendar.
      const loaded = await calendar
        .locator('iframe')
        .waitFor({ state: 'attached', timeout: 5000 })
        .then(
          () => true,
          () => false,
        );
      if (!(await calendar.isVisible())) failed.push(`${name}: the calendar closed once the app ran`);
      else if (!loaded) failed.push(`${name}: the calendar window opened, but no calendar loaded in it`);
    }
  }
  expect(failed).toEqual([]);
  // The measure is real: the launch site has booking buttons on several pages.
  expect(tapped).toBeGreaterThan(3);
});
