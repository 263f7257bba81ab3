// The shell as a visitor uses it: top bar, footer, language switch, mobile menu, dialogs, route changes — in both languages.
import type { Page } from '@playwright/test';
import { routeTable } from '../../src/content/routes.ts';
import type { Locale } from '../../src/content/schema/text.ts';
import { reachableBehindDialog } from './behind-dialog.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();
const table = routeTable(site.routes);
const locales: Locale[] = ['fr', 'en'];
const home = (locale: Locale) => table.pathOf({ page: 'home' }, locale)!;

async function openMenuIfPhone(page: Page, isMobile: boolean) {
  if (!isMobile) return page.locator('header.topbar nav');
  await page.getByRole('button', { name: /menu/i }).click();
  return page.getByRole('dialog');
}

for (const locale of locales) {
  test(`${locale}: every top-bar link reaches its localized page and is marked current`, async ({ page, isMobile }) => {
    for (const item of site.settings.navigation.main) {
      await page.goto(home(locale));
      const nav = await openMenuIfPhone(page, isMobile);
      await nav.getByRole('link', { name: item.label[locale], exact: true }).click();
      const expected = table.pathOf({ page: item.page }, locale)!;
      await expect(page).toHaveURL(new RegExp(`${expected === '/' ? '/' : expected}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'fr' ? 'fr-CA' : 'en-CA');
      if (!isMobile)
        await expect(
          page.locator('header.topbar nav').getByRole('link', { name: item.label[locale], exact: true }),
        ).toHaveAttribute('aria-current', 'page');
    }
  });

  test(`${locale}: every footer link reaches its localized page`, async ({ page }) => {
    // Each new page starts at its top; with reduced motion it jumps there rather than scrolling for half a second.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(home(locale));
    const links = site.settings.footer.columns.flatMap((column) => column.links);
    for (const link of links) {
      if (link.page === undefined) continue;
      const expected = table.pathOf({ page: link.page }, locale)!;
      const anchor = page.locator('footer').getByRole('link', { name: link.label[locale], exact: true });
      await expect(anchor).toHaveAttribute('href', expected);
      await anchor.click();
      await expect(page).toHaveURL(new RegExp(`${expected === '/' ? '/' : expected}$`));
      await expect(page.locator('h1')).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });
}

test('on a phone the top bar calls the firm in one tap, named by its number, halfway down a long page; a laptop’s bar has none', async ({
  page,
  isMobile,
}) => {
  const general = site.settings.contact.phones.general!;
  for (const locale of locales) {
    const path = table.pathOf({ page: 'pricing-company' }, locale) ?? home(locale);
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    const call = page
      .locator('header.topbar')
      .getByRole('link', { name: `${site.settings.dialogs.getStarted.call[locale]} ${general.display}` });
    if (!isMobile) {
      await expect(call, `${path}: only phones have it`).toBeHidden();
      continue;
    }
    await expect(call, path).toBeInViewport();
    await expect(call).toHaveAttribute('href', `tel:${general.tel}`);
    const box = await call.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0), `${path}: a target a thumb hits`).toBeGreaterThanOrEqual(44);
  }
});

test('the language link maps each page to its twin and back, and <html lang> follows', async ({ page }) => {
  const pairs: [string, string][] = [
    ['/pricing/company', '/en/pricing/company'],
    ['/', '/en'],
  ];
  for (const [from, to] of pairs) {
    await page.goto(from);
    const toggle = page.locator('header.topbar').getByRole('link', { name: 'English' });
    await expect(toggle).toHaveAttribute('hreflang', 'en-CA');
    await expect(toggle).toHaveAttribute('lang', 'en-CA');
    await toggle.click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await page.locator('header.topbar').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(new RegExp(`${from === '/' ? '127.0.0.1:\\d+/' : from}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  }
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button exists on small screens');

  test('opens as a modal, locks scrolling, its links under its header, closes on Escape and on navigation', async ({
    page,
  }) => {
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
    // While the menu is open the rest of the page is hidden from assistive tech, so find the button by its hook.
    const button = page.locator('[data-menu-button]');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The menu is in the page from the start (closed), so the button names it from the start.
    await expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    await button.click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('id', 'mobile-menu');
    await expect(menu).toHaveAttribute('aria-modal', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const firstLink = menu.getByRole('navigation').getByRole('link').first();
    // Its header stands where the top bar is (the logo does not move: route-layout.ts); the links begin under it.
    const header = (await menu.locator('.mobile-menu__header').boundingBox())!;
    expect((await firstLink.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(menu.locator(':focus')).toHaveCount(1);
    const behind = await reachableBehindDialog(page);
    expect(behind.tried).toBeGreaterThan(10);
    expect(behind).toMatchObject({ focused: [], tapped: [] });

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await button.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/pricing$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

async function expectFocusTrapped(page: Page) {
  const dialog = page.getByRole('dialog');
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
    // Focus may move on the next tick; poll rather than read once.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

for (const locale of locales) {
  test(`${locale}: get-started and booking dialogs trap focus, close on Escape and return focus`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(home(locale));
    const text = site.settings.dialogs;
    // Phones keep the top bar's get-started button in the menu; the hero has one on every screen.
    const opener = isMobile
      ? page.locator('main .hero button[aria-haspopup="dialog"]').first()
      : page.locator('header.topbar').getByRole('button', { name: site.settings.navigation.getStarted[locale] });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: text.getStarted.title[locale] });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expectFocusTrapped(page);
    await expect(dialog.getByRole('link', { name: text.getStarted.call[locale] })).toHaveAttribute(
      'href',
      `tel:${site.settings.contact.phones.general!.tel}`,
    );
    await expect(dialog.getByRole('link', { name: text.getStarted.email[locale] })).toHaveAttribute(
      'href',
      `mailto:${site.settings.contact.email}`,
    );
    const portal = dialog.getByRole('link', { name: text.getStarted.portal[locale] });
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await page.getByRole('dialog').getByRole('button', { name: text.getStarted.book[locale] }).click();
    const booking = page.getByRole('dialog', { name: text.booking.title[locale] });
    await expect(booking).toBeVisible();
    const frame = booking.locator('iframe');
    await expect(frame).toHaveAttribute('src', site.settings.booking[locale]);
    await expect(frame).toHaveAttribute('title', text.booking.frameTitle[locale]);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    const box = (await booking.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(56 * 16 + 1);
    expect(Math.abs(box.height - viewport.height * 0.8)).toBeLessThan(2);
    await expectFocusTrapped(page);
    // Keys typed inside the calendar belong to its own page; from the window's own controls, Escape closes it.
    await booking.getByRole('link', { name: site.settings.privacy.link[locale] }).focus();
    await page.keyboard.press('Escape');
    await expect(booking).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

for (const locale of locales) {
  test(`${locale}: behind an open dialog the page can be neither focused nor tapped, and a press on it closes the dialog`, async ({
    page,
  }) => {
    await page.goto(home(locale));
    const text = site.settings.dialogs;
    const opener = page.locator('main .hero button[aria-haspopup="dialog"]').first();
    for (const [name, open] of [
      [text.getStarted.title[locale], () => opener.click()],
      [
        text.booking.title[locale],
        async () => {
          await opener.click();
          await page.getByRole('dialog').getByRole('button', { name: text.getStarted.book[locale] }).click();
        },
      ],
    ] as const) {
      await open();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      const behind = await reachableBehindDialog(page);
      expect(behind.tried).toBeGreaterThan(10);
      expect(behind.focused).toEqual([]);
      expect(behind.tapped).toEqual([]);
      const box = (await dialog.boundingBox())!;
      await page.mouse.click(box.x / 2, box.y + box.height / 2);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });
}

test('the booking button of a page opens the calendar of the page language', async ({ page }) => {
  await page.goto('/en/pricing/company');
  await page.locator('main').getByRole('button', { name: 'Book a consultation' }).first().click();
  await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', site.settings.booking.en);
  await page.getByRole('dialog').getByRole('button', { name: site.settings.dialogs.close.en }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

/** Opens the booking window from the page's first booking button (the company page has one in its banner). */
async function openBooking(page: Page, locale: Locale) {
  await page.goto(table.pathOf({ page: 'pricing-company' }, locale)!);
  await page
    .locator('main button[aria-haspopup="dialog"]')
    .filter({ hasText: /consultation/i })
    .first()
    .click();
  return page.getByRole('dialog', { name: site.settings.dialogs.booking.title[locale] });
}

for (const locale of locales) {
  test(`${locale}: when the calendar cannot be reached, the booking window offers the phone and e-mail instead`, async ({
    page,
  }) => {
    // Tests run offline (network.ts): the calendar's host refuses the connection, as a visitor's network might.
    const booking = await openBooking(page, locale);
    const general = site.settings.contact.phones.general!;
    await expect(booking.getByText(site.settings.dialogs.booking.unavailable[locale])).toBeVisible();
    await expect(booking.getByRole('link', { name: general.display })).toHaveAttribute('href', `tel:${general.tel}`);
    await expect(booking.getByRole('link', { name: site.settings.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.settings.contact.email}`,
    );
    await expect(booking.locator('iframe')).toBeHidden();
  });
}

test('a calendar that answers shows in the booking window, without the fallback', async ({ page }) => {
  await page.route(`${new URL(site.settings.booking.en).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Calendar</title><p>Pick a time</p>' }),
  );
  const booking = await openBooking(page, 'en');
  await expect(booking.locator('iframe')).toBeVisible();
  await expect(booking.frameLocator('iframe').getByText('Pick a time')).toBeVisible();
  await expect(booking.getByText(site.settings.dialogs.booking.unavailable.en)).toHaveCount(0);
});

test('a calendar that does not answer gives way to the phone and e-mail after a short wait', async ({ page }) => {
  // The host accepts the connection and never answers.
  await page.route(`${new URL(site.settings.booking.fr).origin}/**`, () => undefined);
  // The page's clock is the test's: the wait passes at once rather than in real seconds.
  await page.clock.install();
  const booking = await openBooking(page, 'fr');
  await expect(booking.getByRole('status')).toHaveText(site.settings.dialogs.booking.loading.fr);
  // The wait starts when the app asks for the calendar (its frame appears); the clock moves only after that.
  await expect(booking.locator('iframe')).toBeAttached();
  await page.clock.fastForward(2_000);
  await expect(
    booking.getByText(site.settings.dialogs.booking.unavailable.fr),
    'not after 2 s: a slow calendar gets its chance',
  ).toHaveCount(0);
  await page.clock.fastForward(8_000);
  await expect(booking.getByText(site.settings.dialogs.booking.unavailable.fr), 'by 10 s').toBeVisible();
});

test('/services-fr ends at /services, leaving no history entry behind', async ({ page }) => {
  await page.goto('/');
  const start = await page.evaluate(() => history.length);
  await page.goto('/services-fr');
  await expect(page).toHaveURL(/\/services$/);
  expect(await page.evaluate(() => history.length)).toBe(start + 1);

  await page.goto('/');
  const before = await page.evaluate(() => history.length);
  await page.evaluate(() => history.pushState(null, '', '/services-fr'));
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('with reduced motion, a navigation jumps to the top instantly', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/en/pricing/company');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.locator('footer').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.settings.origin}/en`);
  // Screen readers start on the new page's content.
  await expect(page.locator('main')).toBeFocused();
  // Instant: already at the top on the next frame, with no animation in between.
  await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => done(true))));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

test('reading and navigating work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en');
  await expect(page.locator('h1')).toBeVisible();
  await page.locator('footer').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/pricing$/);
  await page.locator('header.topbar').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await context.close();
});

test('the skip link is the first focusable element and moves focus to the main content', async ({ page }) => {
  await page.goto('/en/pricing');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: site.settings.navigation.skipLink.en });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('from 1200 px wide, the top bar holds every menu entry on one line, in both languages', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'phones use the menu button');
  for (const path of ['/', '/en']) {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(path);
    const layout = await page.evaluate(() => ({
      width: window.innerWidth,
      toolsRight: document.querySelector('.topbar__tools')!.getBoundingClientRect().right,
      links: [...document.querySelectorAll('.topbar__link')]
        .map((link) => link.getBoundingClientRect())
        .map((box) => ({ top: Math.round(box.top), height: Math.round(box.height) })),
    }));
    expect(layout.toolsRight, path).toBeLessThanOrEqual(layout.width);
    expect(layout.links.length, path).toBeGreaterThanOrEqual(5);
    expect(new Set(layout.links.map((link) => link.top)).size, path).toBe(1);
    for (const link of layout.links) expect(link.height, path).toBeLessThan(50);
  }
});

test('an outside link with a page in each language sends each visitor to their own (review 8: the Ordre’s directory in French from the English site)', async ({
  page,
}) => {
  for (const [path, href] of [
    ['/privacy', 'https://www.cai.gouv.qc.ca'],
    ['/en/privacy', 'https://www.cai.gouv.qc.ca/english/'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /^(Site de la CAI|CAI website)/ }), path).toHaveAttribute('href', href);
  }
});
