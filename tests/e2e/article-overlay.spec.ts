// The blog's article overlay has the article's own address: « Lire la suite » puts it in history, Back closes the overlay
// and stays on the list, Forward opens it again, Escape closes it, focus goes back to the card; the overlay offers the
// other language's article and the article page's closing call to action; the address itself opens the article page.
import type { Page } from '@playwright/test';
import { routeTable } from '../../src/content/routes.ts';
import type { Locale } from '../../src/content/schema/text.ts';
import { expect, test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();
const table = routeTable(site.routes);
const blogPage = site.pages.find((page) => page.sections.some((section) => section.type === 'blogIndex'))!;
const articlePage = site.pages.find((page) => page.sections.some((section) => section.type === 'article'))!;
const overlayLocales = (['fr', 'en'] as const).filter((locale) =>
  blogPage.sections.some((section) => section.type === 'blogIndex' && section.readMoreOpens?.[locale] === 'overlay'),
);
const other = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr');
const url = (path: string) => new RegExp(`^[^?#]*://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const cardLink = (page: Page, title: string) =>
  page
    .locator('main .post-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .locator('.post-card__link');

test('the fixture blog opens its articles in the overlay in both languages', () => {
  expect(overlayLocales).toEqual(['fr', 'en']);
});

for (const locale of overlayLocales) {
  const blogPath = table.pathOf({ page: blogPage.id }, locale)!;
  const blogTitle = blogPage.sections.find((section) => section.type === 'hero')!.title[locale];

  test(`${locale}: every card's overlay has its article's address; Back closes it on the list, Forward reopens it, Escape closes it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(blogPath);
    for (const post of site.posts) {
      const title = post.title[locale];
      const address = table.pathOf({ post: post.slug.en }, locale)!;
      const link = cardLink(page, title);
      const overlay = page.getByRole('dialog', { name: title });
      await link.click();
      await expect(overlay, `${post.slug[locale]}: opens`).toBeVisible();
      await expect(page, `${post.slug[locale]}: the overlay's address`).toHaveURL(url(address));

      await page.goBack();
      await expect(overlay, `${post.slug[locale]}: Back closes the overlay`).toBeHidden();
      await expect(page, `${post.slug[locale]}: Back stays on the blog`).toHaveURL(url(blogPath));
      await expect(page.locator('h1'), `${post.slug[locale]}: Back stays on the blog`).toHaveText(blogTitle);
      await expect(link, `${post.slug[locale]}: focus back on its card`).toBeFocused();

      await page.goForward();
      await expect(overlay, `${post.slug[locale]}: Forward reopens it`).toBeVisible();
      await expect(page).toHaveURL(url(address));
      await expect(overlay.getByRole('heading', { level: 2, name: title })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(overlay, `${post.slug[locale]}: Escape closes it`).toBeHidden();
      await expect(page, `${post.slug[locale]}: Escape gives the list its address back`).toHaveURL(url(blogPath));
      await expect(link, `${post.slug[locale]}: focus back on its card after Escape`).toBeFocused();
    }
    // Every card went back in history as it came: one more Back leaves nothing of the overlays behind.
    await expect(page.locator('h1')).toHaveText(blogTitle);
  });

  test(`${locale}: every overlay's top bar has the firm's logo where the page's is, which closes it back to the list, and the language switch`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const brand = site.settings.brand.name;
    await page.goto(blogPath);
    const pageLogo = (await page.locator('.topbar .logo').boundingBox())!;
    const wrong: string[] = [];
    for (const post of site.posts) {
      const title = post.title[locale];
      const where = `overlay « ${title} »`;
      await cardLink(page, title).click();
      const overlay = page.getByRole('dialog', { name: title });
      await expect(overlay).toBeVisible();
      // The bar the visitor sees first: the firm's name at the bar's start, as on every page (review 5 saw a lone « English »).
      const logo = overlay.getByRole('button', { name: brand });
      if (!(await logo.isVisible())) {
        wrong.push(`${where}: no logo naming « ${brand} » in its bar`);
        await page.keyboard.press('Escape');
        continue;
      }
      const box = (await logo.boundingBox())!;
      if (Math.abs(box.x - pageLogo.x) > 2 || Math.abs(box.y + box.height / 2 - (pageLogo.y + pageLogo.height / 2)) > 2)
        wrong.push(
          `${where}: its logo at ${Math.round(box.x)},${Math.round(box.y)}, the page's at ${Math.round(pageLogo.x)},${Math.round(pageLogo.y)}`,
        );
      const switchLink = overlay.getByRole('link', {
        name: site.settings.navigation.switchLanguage[locale],
        exact: true,
      });
      // It comes with the article's own data (its address in the other language), a moment after the overlay opens.
      await expect(switchLink)
        .toBeVisible()
        .catch(() => wrong.push(`${where}: no language switch`));
      await logo.click();
      if (!(await overlay.isHidden())) {
        wrong.push(`${where}: its logo does not close it`);
        await page.keyboard.press('Escape');
      }
      await expect(page, `${where}: its logo leads back to the list's address`).toHaveURL(url(blogPath));
    }
    expect(wrong).toEqual([]);
  });

  test(`${locale}: the overlay ends with the article page's call to action and switches to the other language's article`, async ({
    page,
  }) => {
    const post = site.posts[0]!;
    await page.goto(blogPath);
    await cardLink(page, post.title[locale]).click();
    const overlay = page.getByRole('dialog', { name: post.title[locale] });
    for (const section of articlePage.sections) {
      if (section.type === 'article' || !('heading' in section) || !section.heading) continue;
      await expect(
        overlay.getByRole('heading', { name: section.heading[locale] }),
        'the article page’s closing call to action',
      ).toBeVisible();
    }
    const otherAddress = table.pathOf({ post: post.slug.en }, other(locale))!;
    const switchLink = overlay.getByRole('link', {
      name: site.settings.navigation.switchLanguage[locale],
      exact: true,
    });
    await expect(switchLink).toHaveAttribute('href', otherAddress);
    await switchLink.click();
    await expect(page).toHaveURL(url(otherAddress));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText(post.title[other(locale)]);
  });

  test(`${locale}: an overlay's address, shared or reloaded, opens the article page`, async ({ page }) => {
    const post = site.posts[1]!;
    await page.goto(blogPath);
    await cardLink(page, post.title[locale]).click();
    const address = table.pathOf({ post: post.slug.en }, locale)!;
    await expect(page).toHaveURL(url(address));
    await page.reload();
    await expect(page.locator('h1')).toHaveText(post.title[locale]);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });
}

test('while an opened article’s text is on its way, the overlay shows the card’s summary, never a link back to it', async ({
  page,
}) => {
  const blogPath = table.pathOf({ page: blogPage.id }, 'fr')!;
  const post = site.posts[0]!;
  await page.goto(blogPath);
  // The article's text comes with its route's modules: held until the overlay has been looked at.
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await cardLink(page, post.title.fr).click();
  const overlay = page.getByRole('dialog', { name: post.title.fr });
  await expect(overlay.locator('[aria-busy="true"]')).toHaveText(post.description.fr);
  await expect(overlay.getByRole('link', { name: new RegExp(post.title.fr) })).toHaveCount(0);
  release();
  await expect(overlay.locator('.article__body')).toBeVisible();
  await expect(overlay.locator('[aria-busy="true"]')).toHaveCount(0);
});
