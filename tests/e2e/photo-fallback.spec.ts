// An article photo that cannot load leaves a low band with the site's drawing, not a photo-sized blank: on every card of
// the blog, in the article overlay and on every article page, in both languages; a photo that loads keeps its 3:2 frame.
import type { Locator } from '@playwright/test';
import { routeTable } from '../../src/content/routes.ts';
import type { Locale } from '../../src/content/schema/text.ts';
import { expect, test } from './fixtures.ts';
import { servePhotos } from './network.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();
const table = routeTable(site.routes);
const blogPage = site.pages.find((page) => page.sections.some((section) => section.type === 'blogIndex'))!;
/** A band no taller than this (8rem) reads as a tidy frame; the blank 3:2 frame was 230–510 px tall. */
const BAND = 128;

/** The photo's frame once its failure is known: its height, and the picture it shows. */
async function frame(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /article-fallback/);
  return image.evaluate((element) => Math.round(element.getBoundingClientRect().height));
}

for (const locale of ['fr', 'en'] as const satisfies Locale[]) {
  const blogPath = table.pathOf({ page: blogPage.id }, locale)!;

  test(`${locale}: with the photo host down, every card, the overlay and every article page show a low band`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await servePhotos(page, false);
    const tall: string[] = [];
    await page.goto(blogPath);
    const cards = page.locator('main .post-card');
    expect(await cards.count()).toBe(site.posts.length);
    for (const post of site.posts) {
      const card = cards.filter({ has: page.getByRole('heading', { name: post.title[locale], exact: true }) });
      const height = await frame(card.locator('img'));
      if (height > BAND) tall.push(`${blogPath} card « ${post.title[locale]} »: ${height} px`);
    }
    // The overlay of the first card (every card's overlay is the same component: article-overlay.spec.ts walks them).
    const first = site.posts[0]!;
    await cards.first().locator('.post-card__link').click();
    const overlay = page.getByRole('dialog', { name: first.title[locale] });
    await expect(overlay).toBeVisible();
    const inOverlay = await frame(overlay.locator('img').first());
    if (inOverlay > BAND) tall.push(`${blogPath} overlay « ${first.title[locale]} »: ${inOverlay} px`);
    for (const post of site.posts) {
      const path = table.pathOf({ post: post.slug.en }, locale)!;
      await page.goto(path);
      const height = await frame(page.locator('main .article__image'));
      if (height > BAND) tall.push(`${path}: ${height} px`);
    }
    expect(tall).toEqual([]);
  });
}

test('a photo that loads keeps its 3:2 frame', async ({ page }) => {
  const photographed = site.posts.find((post) => /^https:/.test(post.image.src))!;
  await page.goto(table.pathOf({ post: photographed.slug.en }, 'en')!);
  const image = page.locator('main .article__image');
  await expect(image).not.toHaveAttribute('src', /article-fallback/);
  const { width, height } = (await image.boundingBox())!;
  expect(Math.abs(width / height - 3 / 2)).toBeLessThan(0.02);
});
