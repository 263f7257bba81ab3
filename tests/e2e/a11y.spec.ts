// WCAG 2.2 AA: two engines, axe-core and IBM's accessibility-checker-engine (accessibility.ts), find nothing on the
// not-found pages, in either language, at either size, nor with any dialog open. Every route is checked the same way on
// its own load, in routes.spec.ts.
import { accessibilityViolations } from './accessibility.ts';
import { expect, settled, sharedPageTest as test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();

for (const path of ['/nope', '/en/blog/nope']) {
  test(`the not-found page ${path} has no accessibility violation`, async ({ page }) => {
    await page.goto(path);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

for (const locale of ['fr', 'en'] as const) {
  const home = locale === 'fr' ? '/' : '/en';
  test(`${locale}: dialogs have no accessibility violation while open`, async ({ page, isMobile }) => {
    await page.goto(home);
    await page.locator('main .hero button[aria-haspopup="dialog"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await accessibilityViolations(page), 'get-started dialog').toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: site.settings.dialogs.getStarted.book[locale] }).click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeAttached();
    expect(await accessibilityViolations(page), 'booking dialog').toEqual([]);
    await page.keyboard.press('Escape');

    if (isMobile) {
      await page.locator('[data-menu-button]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await accessibilityViolations(page), 'mobile menu').toEqual([]);
      await page.keyboard.press('Escape');
    }
    if (locale === 'fr') {
      await page.goto('/blog');
      await page.locator('main .post-card__link').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await accessibilityViolations(page), 'article overlay').toEqual([]);
    }
  });
}

test('both engines report a fault planted in the page: axe on a fresh load and once scrolled through, IBM’s own', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  await page.evaluate(() => {
    // A picture without a description and a button controlling nothing, first on the page; pale words in a section of
    // its own at its foot, drawn only when scrolled near (content-visibility).
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'afterbegin',
        '<img src="/favicon.svg" width="16" height="16"><button type="button" aria-controls="nowhere">Ouvrir</button>',
      );
    const pale = document.createElement('p');
    pale.id = 'pale';
    pale.textContent = 'Pâle';
    // Styled through the CSSOM: the site's policy refuses a style attribute.
    Object.assign(pale.style, { color: '#bbb', background: '#fff' });
    document.querySelector('main')!.appendChild(document.createElement('section')).appendChild(pale);
  });
  const found = await accessibilityViolations(page);
  expect(found.filter((fault) => fault.startsWith('axe image-alt (critical) on a fresh load'))).toHaveLength(1);
  expect(
    found.filter((fault) => /^axe color-contrast \(serious\) once scrolled through: .*#pale/.test(fault)),
  ).toHaveLength(1);
  expect(found.filter((fault) => fault.startsWith('IBM ') && fault.includes('nowhere'))).not.toEqual([]);
});
