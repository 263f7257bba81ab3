// The blog's article overlay and the article's own page are one design: the same header (its band, category, title,
// summary and date), the same photo and the same body measure, compared for every article in both languages.
import type { Locator } from '@playwright/test';
import { routeTable } from '../../src/content/routes.ts';
import { expect, test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();
const table = routeTable(site.routes);
const blogPage = site.pages.find((page) => page.sections.some((section) => section.type === 'blogIndex'))!;
const overlayLocales = (['fr', 'en'] as const).filter((locale) =>
  blogPage.sections.some((section) => section.type === 'blogIndex' && section.readMoreOpens?.[locale] === 'overlay'),
);

/** Between a header's title and its summary: the hero's 0.75 rem, with room for a line's leading. */
const TITLE_GAP = 28;

/** What a reader sees of an article's design, read inside `root` (the open overlay, or the page's article). */
function look(root: Locator, title: string, category: string) {
  return root.evaluate(
    (element, { title, category }) => {
      const style = (node: Element | null | undefined, ...keys: (keyof CSSStyleDeclaration)[]) => {
        if (!node) return 'missing';
        const computed = getComputedStyle(node);
        return keys.map((key) => `${String(key)} ${String(computed[key])}`).join(', ');
      };
      const box = (node: Element | null | undefined) => {
        if (!node) return 'missing';
        const rect = node.getBoundingClientRect();
        return `left ${Math.round(rect.left)}, width ${Math.round(rect.width)}`;
      };
      const all = [...element.querySelectorAll('*')];
      const heading = all.find((node) => /^H[12]$/.test(node.tagName) && (node.textContent ?? '').trim() === title);
      // The band behind the header: the nearest ancestor of the title that paints a background.
      let band: Element | null = heading?.parentElement ?? null;
      while (
        band &&
        getComputedStyle(band).backgroundImage === 'none' &&
        getComputedStyle(band).backgroundColor === 'rgba(0, 0, 0, 0)'
      )
        band = band.parentElement;
      const tag = all.filter((node) => (node.textContent ?? '').trim() === category).at(-1);
      const body = element.querySelector('.article__body, .article__summary-note') ?? element.querySelector('.prose');
      const paragraph = body?.querySelector('p') ?? body;
      return {
        band: style(band, 'backgroundImage', 'color'),
        category: style(tag, 'fontSize', 'fontWeight', 'backgroundColor', 'color'),
        title: style(heading, 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing', 'color'),
        titleBox: box(heading),
        // The summary under the title at the hero's rhythm (it was 66 px below at 1280, 56 px at 390, on both).
        titleGap: heading?.nextElementSibling
          ? Math.round(heading.nextElementSibling.getBoundingClientRect().top - heading.getBoundingClientRect().bottom)
          : -1,
        date: style(element.querySelector('time')?.parentElement, 'fontSize', 'color'),
        photo: box(element.querySelector('.article__image')),
        body: `${box(body)}; ${style(paragraph, 'fontSize', 'lineHeight', 'color')}`,
      };
    },
    { title, category },
  );
}

for (const locale of overlayLocales) {
  const blogPath = table.pathOf({ page: blogPage.id }, locale)!;
  test(`${locale}: each article's overlay has its page's header, photo and body measure`, async ({ page }) => {
    test.setTimeout(site.posts.length * 8_000);
    const different: string[] = [];
    for (const post of site.posts) {
      const title = post.title[locale];
      const category = post.category[locale];
      await page.goto(blogPath);
      await page
        .locator('main .post-card')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
        .locator('.post-card__link')
        .click();
      const overlay = page.getByRole('dialog', { name: title });
      await expect(overlay).toBeVisible();
      // The text arrives with the article's route, and with it the link to the other language's article.
      await expect(overlay.locator('a[hreflang]')).toBeVisible();
      const inOverlay = await look(overlay, title, category);
      if (inOverlay.titleGap > TITLE_GAP)
        different.push(`${post.slug[locale]}: ${inOverlay.titleGap} px between the overlay's title and its summary`);

      await page.goto(table.pathOf({ post: post.slug.en }, locale)!);
      const onPage = await look(page.locator('main'), title, category);
      for (const key of Object.keys(onPage) as (keyof typeof onPage)[])
        if (inOverlay[key] !== onPage[key])
          different.push(`${post.slug[locale]}: ${key}: overlay « ${inOverlay[key]} », page « ${onPage[key]} »`);
    }
    expect(different).toEqual([]);
  });
}
