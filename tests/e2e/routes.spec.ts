// Every built route loads at its exact path with its own language, head and hreflang pair, and hydrates without a warning.
import type { Page } from '@playwright/test';
import { expect, settled, sharedPageTest as test } from './fixtures.ts';
import { realSite } from './site.ts';
import { buildHead } from '../../src/content/head.ts';
import { htmlLang } from '../../src/content/format.ts';

const site = realSite();


function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

for (const route of site.routes) {
  test(`${route.path} is served, in ${route.locale}, with its head and no hydration warning`, async ({ page }) => {
    const messages = watchConsole(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[route.locale]);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();

    const pageData = site.pages.find((candidate) => candidate.id === route.page)!;
    const post = site.posts.find((candidate) => candidate.slug.en === route.post);
    const expectedTitle = buildHead({ settings: site.settings, locale: route.locale, title: (post ?? pageData.head).title[route.locale], description: '' }).title;
    await expect(page).toHaveTitle(expectedTitle);

    const origin = site.settings.origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', origin + route.path);
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])));
    expect(alternates).toEqual({
      [htmlLang[route.locale]]: origin + route.path,
      [htmlLang[route.locale === 'fr' ? 'en' : 'fr']]: origin + route.alternate,
      'x-default': origin + (route.locale === 'fr' ? route.path : route.alternate),
    });

    // Reciprocal: the other language's page names this one back.
    const twin = await page.request.get(route.alternate);
    expect(twin.status()).toBe(200);
    expect(await twin.text()).toContain(`hreflang="${htmlLang[route.locale]}" href="${origin + route.path}"`);

    // Hydration happened, everything the page announced arrived, and nothing was logged.
    await settled(page);
    expect(messages).toEqual([]);
  });
}

test('unknown addresses get a 404 page in the language of their path', async ({ page }) => {
  for (const [path, lang] of [['/cette-page-nexiste-pas', 'fr-CA'], ['/en/this-page-does-not-exist', 'en-CA']] as const) {
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
  await expect(page).toHaveTitle(buildHead({ settings: site.settings, locale: 'en', title: pricing.head.title.en, description: '' }).title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.settings.origin}/en/pricing`);
  // The page changed without a full load: the marker set on the first page is still there.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
