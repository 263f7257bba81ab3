// The production headers are served and hold: a strict Content-Security-Policy that no dialog violates and that is enforced.
// Each route's own load (no violation, new-tab links without an opener) is checked where every route is loaded: routes.spec.ts.
import { expect, sharedPageTest as test } from './fixtures.ts';
import { policyViolations as violationsOf, watchPolicy } from './policy.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();

test.beforeEach(async ({ page }) => watchPolicy(page));

test('the host headers set a strict policy', async ({ request }) => {
  const response = await request.get('/en');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives['script-src']).toEqual(["'self'"]);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(directives['frame-src']).toEqual([
    ...new Set([site.settings.booking.fr, site.settings.booking.en].map((url) => new URL(url).origin)),
  ]);
  // Pictures of the site's own (/images/…) need no host of their own: 'self' covers them.
  expect(directives['img-src']).toEqual([
    "'self'",
    'data:',
    ...new Set(
      site.posts.filter((post) => !post.image.src.startsWith('/')).map((post) => new URL(post.image.src).origin),
    ),
  ]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  expect(directives['base-uri']).toEqual(["'none'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
});

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: dialogs, menu and article overlay open without a policy violation`, async ({ page, isMobile }) => {
    await page.goto(locale === 'fr' ? '/' : '/en');
    await page.locator('main .hero button[aria-haspopup="dialog"]').first().click();
    await page.getByRole('dialog').getByRole('button', { name: site.settings.dialogs.getStarted.book[locale] }).click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeAttached();
    await page.keyboard.press('Escape');
    if (isMobile) {
      await page.locator('[data-menu-button]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await page.goto(locale === 'fr' ? '/blog' : '/en/blog');
    await page.locator('main .post-card__link').first().click();
    await expect(page.locator('h1, dialog h2').first()).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
}

test('an injected inline script is blocked and reported (the policy is enforced, and this watcher sees it)', async ({
  page,
}) => {
  await page.goto('/en');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violationsOf(page)).toEqual([expect.stringMatching(/^script-src/)]);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
