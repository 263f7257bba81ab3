// Every built route, loaded once per width: its exact path, language, head and hreflang pair; hydrated without a warning
// or a violation of its Content-Security-Policy; no new-tab link keeping its opener; nothing found by two accessibility
// engines (accessibility.ts); laid out to fit (layout.ts) and as the other routes (route-layout.ts); within its bytes
// before the first tap (first-tap-budget.ts); and no cookie or storage entry (Quebec's Law 25). Then
// unknown addresses and a client-side navigation.
import type { Page } from '@playwright/test';
import { logNetwork } from '../../bench/measure.ts';
import { htmlLang } from '../../src/content/format.ts';
import { buildHead } from '../../src/content/head.ts';
import { accessibilityViolations } from './accessibility.ts';
import { firstTapBudgetProblems } from './first-tap-budget.ts';
import { expect, settled, sharedPageTest as test } from './fixtures.ts';
import { layoutProblems } from './layout.ts';
import { policyViolations, watchPolicy } from './policy.ts';
import { type LayoutReference, layoutReference, menuProblems, routeLayoutProblems } from './route-layout.ts';
import { realSite, redrawn } from './site.ts';

const site = realSite();
/** The hero scale and card style every route is held to: measured once per worker (its project has one screen). */
let reference: LayoutReference | undefined;

function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

// One load per route and width, with every check of what that load shows (a load per check cost the suite two minutes).
for (const route of site.routes) {
  test(`${route.path}: served in ${route.locale} with its head; no hydration warning, policy violation, accessibility violation, layout fault, byte over budget or stored data`, async ({
    page,
    context,
    isMobile,
    request,
  }) => {
    // What a phone adds to the laptop's load is the layout and its contrast, read again only where the page changed.
    test.skip(isMobile && !redrawn(route.path), 'drawn as the page online: loaded once, on the laptop');
    const messages = watchConsole(page);
    await watchPolicy(page);
    const network = logNetwork(page);
    const response = await page.goto(route.path);

    await test.step('served at its path, in its language, with its head and hreflang pair', async () => {
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[route.locale]);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();

      const pageData = site.pages.find((candidate) => candidate.id === route.page)!;
      const post = site.posts.find((candidate) => candidate.slug.en === route.post);
      const expectedTitle = buildHead({
        settings: site.settings,
        locale: route.locale,
        title: (post ?? pageData.head).title[route.locale],
        description: '',
      }).title;
      await expect(page).toHaveTitle(expectedTitle);

      const origin = site.settings.origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', origin + route.path);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
        );
      expect(alternates).toEqual({
        [htmlLang[route.locale]]: origin + route.path,
        [htmlLang[route.locale === 'fr' ? 'en' : 'fr']]: origin + route.alternate,
        'x-default': origin + (route.locale === 'fr' ? route.path : route.alternate),
      });

      // Reciprocal: the other language's page names this one back.
      const twin = await request.get(route.alternate);
      expect(twin.status()).toBe(200);
      expect(await twin.text()).toContain(`hreflang="${htmlLang[route.locale]}" href="${origin + route.path}"`);
    });

    await test.step('hydrated with nothing logged, no policy violation, no new-tab link keeping its opener', async () => {
      // Hydration happened, everything the page announced arrived, and nothing was logged.
      await settled(page);
      expect(messages).toEqual([]);
      expect(await policyViolations(page)).toEqual([]);
      const unsafe = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) =>
          links.filter((link) => link.getAttribute('rel') !== 'noopener noreferrer').map((link) => link.outerHTML),
        );
      expect(unsafe).toEqual([]);
    });

    await test.step('every icon shown is drawn (its symbol is in the page’s sprite)', async () => {
      const blank = await page
        .locator('svg.icon')
        .evaluateAll((icons) =>
          icons
            .filter((icon) => icon.getClientRects().length > 0 && !icon.querySelector('use')?.getBBox().width)
            .map((icon) => icon.outerHTML),
        );
      expect(blank).toEqual([]);
    });

    // A page drawn as the one online (check-content.ts --since) is found the same by these: they read it as drawn.
    if (redrawn(route.path)) {
      await test.step('accessibility (WCAG 2.2 AA): nothing found by axe-core, nor by IBM’s engine on a laptop', async () => {
        // The markup is the same at both widths (one prerendered page): IBM's rules, about the markup, read it once, on the
        // laptop, where the menu's items are shown (0.45 s a route, 27 s of the gate). axe runs at both widths for what the
        // layout changes (contrast, target sizes); a11y.spec runs both engines at both widths on the shell and its dialogs.
        expect(await accessibilityViolations(page, { ibm: !isMobile })).toEqual([]);
      });

      await test.step('buttons on one line, card rows lined up, nothing wider than the screen', async () => {
        expect(await layoutProblems(page)).toEqual([]);
      });

      await test.step('laid out as a visitor expects: the next section in the first screen, two content columns at most, cards without holes and with parts apart, the site’s hero scale and card style', async () => {
        if (!reference) {
          const other = await context.newPage();
          reference = await layoutReference(other, site.routes);
          await other.close();
        }
        expect(await routeLayoutProblems(page, route, reference)).toEqual([]);
      });
    } else test.info().annotations.push({ type: 'same as online', description: 'accessibility and layout read there' });

    await test.step('before the first tap: the code, content and font budgets, nothing unannounced, the site’s face', async () => {
      const { dist } = test.info().project.metadata as { dist: string };
      expect(await firstTapBudgetProblems(page, network, dist, route.path)).toEqual([]);
    });

    await test.step('privacy (Law 25): no cookie or storage entry, even with the top bar’s window open', async () => {
      // The shared page's cookies and storage were emptied after the last test (fixtures.ts): what is found, this route wrote.
      // The top bar opens the get-started window on large screens and the menu on phones.
      await page.locator('.topbar__cta:visible, .menu-button:visible').first().click();
      await page.getByRole('dialog').waitFor();
      const stored = await page.evaluate(async () => ({
        cookie: document.cookie,
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage),
        databases: (await indexedDB.databases()).map((database) => database.name),
      }));
      expect(stored).toEqual({ cookie: '', local: [], session: [], databases: [] });
      expect(await context.cookies()).toEqual([]);
    });

    await test.step('its menu item marked, in the top bar on a laptop and in the menu on a phone; the phone menu steady', async () => {
      expect(await menuProblems(page, site, route)).toEqual([]);
    });
  });
}

test('unknown addresses get a 404 page in the language of their path', async ({ page }) => {
  for (const [path, lang] of [
    ['/cette-page-nexiste-pas', 'fr-CA'],
    ['/en/this-page-does-not-exist', 'en-CA'],
  ] as const) {
    const messages = watchConsole(page);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.request().isNavigationRequest()) failed.push(response.url());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveText(site.settings.notFound.title[lang === 'fr-CA' ? 'fr' : 'en']);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await settled(page);
    // The browser reports the page's own 404 status; nothing else may fail.
    expect(messages.filter((message) => !message.includes('status of 404'))).toEqual([]);
    expect(failed).toEqual([]);
  }
});

test('a trailing slash and a client-side navigation both land on the same route', async ({ page }) => {
  await page.goto('/en/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const pricing = site.pages.find((candidate) => candidate.id === 'pricing')!;
  await page.locator('footer').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/pricing$/);
  await expect(page).toHaveTitle(
    buildHead({ settings: site.settings, locale: 'en', title: pricing.head.title.en, description: '' }).title,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.settings.origin}/en/pricing`);
  // The page changed without a full load: the marker set on the first page is still there.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
