// Every route of SPEC.md shows the blocks and counts the spec lists, in both languages, and every constant of SPEC.md §9 on its page in both number formats.
import type { Locator, Page } from '@playwright/test';
import { formatDate } from '../../src/content/format.ts';
import { routeTable } from '../../src/content/routes.ts';
import type { Locale } from '../../src/content/schema/text.ts';
import type { SitePost } from '../../src/content/view-types.ts';
import type { Section } from '../../src/site/schema/index.ts';
import { reachableBehindDialog } from './behind-dialog.ts';
import { expect, sharedPageTest as test } from './fixtures.ts';
import { servePhotos } from './network.ts';
import { fixtureSite } from './site.ts';
import { drawWholePage } from './whole-page.ts';

const site = fixtureSite();
const table = routeTable(site.routes);
const pathOf = (page: string, locale: Locale) => table.pathOf({ page }, locale)!;

type Check = (page: Page, locale: Locale) => Promise<void>;
const main = (page: Page) => page.locator('main');
const count =
  (selector: string, expected: number): Check =>
  async (page) =>
    expect(main(page).locator(selector)).toHaveCount(expected);
const gridCards =
  (index: number, expected: number): Check =>
  async (page) =>
    expect(main(page).locator('.card-grid').nth(index).locator(':scope > li')).toHaveCount(expected);
const opensDialog =
  (buttonIndex = 0): Check =>
  async (page) => {
    await main(page).locator('button[aria-haspopup="dialog"]').nth(buttonIndex).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
  };
const telLink =
  (phone: string): Check =>
  async (page) =>
    expect(main(page).locator(`a[href="tel:${site.settings.contact.phones[phone]!.tel}"]`).first()).toBeVisible();

const serviceChecks = [gridCards(0, 3), count('.card-grid >> nth=0 >> .checklist', 3), gridCards(1, 4), opensDialog(0)];

const pages: Record<string, Check[]> = {
  home: [count('.hero--home', 1), gridCards(0, 4), count('.card-grid', 2), telLink('general'), opensDialog(0)],
  services: [
    count('.trust__item', 3),
    gridCards(0, 6),
    gridCards(1, 3),
    count('.card-grid >> nth=0 >> .checklist', 6),
    opensDialog(0),
  ],
  contact: [
    gridCards(0, 4),
    count('a[href^="mailto:"]:visible', 1),
    telLink('general'),
    count('form input[required], form textarea[required]', 4),
    count('form input[type="email"]', 1),
  ],
  pricing: [
    gridCards(0, 4),
    telLink('general'),
    async (page, locale) => {
      for (const id of ['pricing-individual', 'pricing-self-employed', 'pricing-company', 'business-advisory'])
        await expect(main(page).locator(`.card-grid a[href="${pathOf(id, locale)}"]`)).toHaveCount(1);
    },
  ],
  'pricing-individual': [
    count('table', 2),
    count('table >> nth=0 >> tbody tr', 1),
    count('table >> nth=1 >> tbody tr', 6),
    count('.callout', 1),
    telLink('individual'),
    async (page, locale) => {
      await expect(
        main(page)
          .locator(`a[href="${pathOf('pricing', locale)}"]`)
          .last(),
      ).toBeVisible();
    },
  ],
  'pricing-company': [
    count('.card-grid >> nth=0 >> .checklist li', 7),
    count('details', 3),
    count('.calculator select', 2),
    opensDialog(0),
  ],
  'pricing-self-employed': [gridCards(0, 3), count('table', 1), gridCards(1, 4), opensDialog(0)],
  about: [
    count('.people__group', 2),
    count('.people__group >> nth=0 >> .person', 2),
    count('.people__group >> nth=1 >> .person', 3),
  ],
  'tax-planning': serviceChecks,
  bookkeeping: serviceChecks,
  'financial-analysis': serviceChecks,
  'business-advisory': [...serviceChecks, count('.rate-box', 1)],
  blog: [gridCards(0, 15), count('.post-card img[width][height]', 15), count('.post-card img[loading="lazy"]', 15)],
};

for (const [id, checks] of Object.entries(pages)) {
  for (const locale of ['fr', 'en'] as const) {
    test(`${id} (${locale}) has every block of the spec`, async ({ page }) => {
      await page.goto(pathOf(id, locale));
      await expect(page.locator('h1')).toHaveCount(1);
      for (const check of checks) await check(page, locale);
    });
  }
}

// SPEC.md §9: each amount on its page, as 3 500 $ in French and $3,500 in English.
const constants: [page: string, amount: number][] = [
  ['pricing-individual', 170],
  ['pricing-individual', 75],
  ['pricing-individual', 35],
  ['pricing-individual', 30],
  ['pricing-individual', 40],
  ['pricing-individual', 150],
  ['pricing-individual', 100],
  ['pricing', 170],
  ['pricing', 250],
  ['pricing', 3500],
  ['pricing', 110],
  ['pricing-self-employed', 250],
  ['pricing-self-employed', 1500],
  ['pricing-self-employed', 2500],
  ['pricing-self-employed', 1000],
  ['pricing-company', 3500],
  ['pricing-company', 500],
  ['pricing-company', 292],
  ['business-advisory', 110],
];
const amountText = (amount: number, locale: Locale) =>
  locale === 'fr'
    ? `${new Intl.NumberFormat('fr-CA').format(amount)} $`
    : `$${new Intl.NumberFormat('en-CA').format(amount)}`;
// The typography's no-break spaces read as spaces, its invisible word joiners as nothing.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '');

const byPage = new Map<string, number[]>();
for (const [id, amount] of constants) byPage.set(id, [...(byPage.get(id) ?? []), amount]);

for (const locale of ['fr', 'en'] as const) {
  // One test per page: a slow machine makes them slower, never red.
  for (const [id, amounts] of byPage) {
    test(`${locale}: ${id} shows its constants of the spec, formatted for the language`, async ({ page }) => {
      await page.goto(pathOf(id, locale));
      await drawWholePage(page);
      const text = plainSpaces(await main(page).innerText());
      for (const amount of amounts)
        expect(text, `${amountText(amount, locale)} on ${id}`).toContain(plainSpaces(amountText(amount, locale)));
      if (id.startsWith('pricing')) expect(text).toContain(site.settings.pricing.taxesNotIncluded[locale]);
      if (id === 'pricing-individual') {
        // Starting prices read “à partir de 150 $” / “from $150”, never “150 $+”.
        const flat = text.replace(/\s+/g, ' ');
        expect(flat).toContain(
          `${plainSpaces(site.settings.pricing.from[locale])} ${plainSpaces(amountText(150, locale))}`,
        );
        expect(flat).not.toMatch(/\$\+|\d\+/);
      }
      if (id === 'business-advisory') await expect(main(page).locator('.rate-box__minimum')).toContainText('2');
    });
  }
  test(`${locale}: the contact page shows the business hours from site.yaml`, async ({ page }) => {
    await page.goto(pathOf('contact', locale));
    await expect(main(page)).toContainText(site.settings.contact.hours[locale]);
  });
}

test.describe('contact form', () => {
  for (const locale of ['fr', 'en'] as const) {
    test(`${locale}: an incomplete form is blocked; a complete one opens a mailto: with subject and body`, async ({
      page,
    }) => {
      await page.goto(pathOf('contact', locale));
      const form = main(page).locator('form');
      const mailtos: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('mailto:')) mailtos.push(request.url());
      });
      const fields = form.locator('input, textarea');
      await fields.nth(0).fill('Éloïse Tremblay');
      await form.getByRole('button').click();
      await expect(form.locator(':invalid').first()).toBeFocused();
      expect(mailtos).toEqual([]);

      await fields.nth(1).fill('eloise@example.org');
      await fields.nth(2).fill('Impôts & TPS? #2026');
      await fields.nth(3).fill('Bonjour,\nJ’ai une question.');
      const request = page.waitForRequest(/^mailto:/);
      await form.getByRole('button').click();
      const url = (await request).url();
      expect(url.startsWith(`mailto:${site.settings.contact.email}?subject=`)).toBe(true);
      const params = new URLSearchParams(url.split('?')[1]!.replace(/\+/g, '%2B'));
      expect(params.get('subject')).toBe('Impôts & TPS? #2026');
      expect(params.get('body')).toContain('Éloïse Tremblay');
      expect(params.get('body')).toContain('eloise@example.org');
      expect(params.get('body')).toContain('Bonjour,\r\nJ’ai une question.');
      expect(url).not.toContain('+');
    });
  }
});

/**
 * The date line of an article: <time datetime="2026-07-27">27 juillet 2026</time>, then “Par <name>, <designation>”,
 * then, when a team member reviewed it, “· révisé par <name>, <designation>”.
 */
async function expectMeta(meta: Locator, post: SitePost, locale: Locale, on: 'blogIndex' | 'article' = 'article') {
  await expect(meta).toHaveCount(1);
  await expect(meta.locator('time')).toHaveAttribute('datetime', post.date);
  await expect(meta.locator('time')).toHaveText(formatDate(post.date, locale));
  const section = site.pages
    .flatMap((candidate) => candidate.sections)
    .find((candidate): candidate is Extract<Section, { type: typeof on }> => candidate.type === on)!;
  const named = (person: SitePost['author']) => `${person.name}${person.designation ? `, ${person.designation}` : ''}`;
  await expect(meta.locator('.post-meta__author')).toHaveText(`${section.byline[locale]} ${named(post.author)}`);
  const reviewerByline = section.reviewerByline?.[locale];
  if (post.reviewer && reviewerByline)
    await expect(meta.locator('.post-meta__reviewer')).toHaveText(`· ${reviewerByline} ${named(post.reviewer)}`);
  else await expect(meta.locator('.post-meta__reviewer')).toHaveCount(0);
}

/** A click where a visitor's finger lands, the middle of what they see: whatever the browser finds there gets it. */
async function tapMiddle(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('blog', () => {
  // Its address, Back and Forward, the language switch and the call to action: article-overlay.spec.ts.
  test('"Lire la suite" opens the article in an overlay, focus on its title; Escape gives focus back to the card', async ({
    page,
  }) => {
    await page.goto(pathOf('blog', 'fr'));
    const link = main(page).locator('.post-card__link').first();
    await link.click();
    const overlay = page.getByRole('dialog');
    await expect(overlay).toBeVisible();
    const title = overlay.getByRole('heading', { level: 2 }).first();
    await expect(title).toHaveText(site.posts[0]!.title.fr);
    // Focus starts on the article's title, not on Close: Space pages through the text, as on a page.
    await expect(title).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => overlay.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(link).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${pathOf('blog', 'fr')}$`));
  });

  test.describe(() => {
    // The overlay shows the same article, date and author at every width; at 390 px every card's overlay is opened too, by
    // first-tap.spec.ts (which checks it is that card's article).
    test.skip(({ isMobile }) => isMobile, 'the same article and links at every width');
    for (const post of site.posts) {
      test(`the French and English cards of “${post.slug.fr}” open their own article in the overlay, tapped on the title or the photo`, async ({
        page,
      }) => {
        await page.goto(pathOf('blog', 'fr'));
        const french = main(page)
          .locator('.post-card')
          .filter({ has: page.getByRole('heading', { name: post.title.fr, exact: true }) });
        // Where a visitor taps: the whole card opens the article (trial 13 tapped the title and nothing happened).
        await tapMiddle(page, french.locator('.card__title'));
        const overlay = page.getByRole('dialog');
        await expect(overlay.getByRole('heading', { level: 2 }).first()).toHaveText(post.title.fr);
        await expectMeta(overlay.locator('.post-meta'), post, 'fr');
        const behind = await reachableBehindDialog(page);
        expect(behind.tried).toBeGreaterThan(10);
        expect(behind).toMatchObject({ focused: [], tapped: [] });
        await page.keyboard.press('Escape');
        await expect(overlay).toBeHidden();
        // Closing goes back in history to the list's address: a new page loaded before then would be cancelled by it.
        await expect(page).toHaveURL(new RegExp(`${pathOf('blog', 'fr')}$`));

        await page.goto(pathOf('blog', 'en'));
        const english = main(page)
          .locator('.post-card')
          .filter({ has: page.getByRole('heading', { name: post.title.en, exact: true }) });
        await tapMiddle(page, english.locator('.post-card__image'));
        const englishOverlay = page.getByRole('dialog');
        await expect(englishOverlay.getByRole('heading', { level: 2 }).first()).toHaveText(post.title.en);
        await expectMeta(englishOverlay.locator('.post-meta'), post, 'en');
      });
    }
  });

  for (const locale of ['fr', 'en'] as const) {
    test(`every card of the ${locale === 'fr' ? 'French' : 'English'} blog shows its publication date and its author`, async ({
      page,
    }) => {
      await page.goto(pathOf('blog', locale));
      const cards = main(page).locator('.post-card');
      await expect(cards).toHaveCount(site.posts.length);
      for (const [index, post] of site.posts.entries())
        await expectMeta(cards.nth(index).locator('.post-meta'), post, locale, 'blogIndex');
    });
  }

  test('a reviewed article names its reviewer after its author, at the top of its page and of its overlay, in both languages', async ({
    page,
  }) => {
    // Pinned on the fixture: Sophie Lavoie's GST article, reviewed by Mathieu Gagnon, CPA.
    const post = site.posts.find((candidate) => candidate.slug.en === 'gst-hst')!;
    const expected = {
      fr: 'Par Sophie Lavoie · révisé par Mathieu Gagnon, CPA',
      en: 'By Sophie Lavoie · reviewed by Mathieu Gagnon, CPA',
    };
    /** What a visitor reads after the date: the author, then the reviewer, the separator as drawn. */
    const byline = (meta: Locator) =>
      meta.evaluate((element) =>
        [...element.querySelectorAll('.post-meta__author, .post-meta__reviewer')]
          .map((part) => part.textContent?.replace(/\s+/g, ' ').trim())
          .join(' '),
      );
    for (const locale of ['fr', 'en'] as const) {
      await page.goto(table.pathOf({ post: post.slug.en }, locale)!);
      const meta = main(page).locator('.article .post-meta');
      expect(await byline(meta), `${locale} page`).toBe(expected[locale]);
      await expect(meta.locator('.post-meta__reviewer'), `${locale} page`).toBeVisible();

      await page.goto(pathOf('blog', locale));
      await main(page)
        .locator('.post-card')
        .filter({ has: page.getByRole('heading', { name: post.title[locale], exact: true }) })
        .locator('.post-card__link')
        .click();
      const overlayMeta = page.getByRole('dialog').locator('.post-meta');
      await expect(overlayMeta.locator('.post-meta__reviewer'), `${locale} overlay`).toBeVisible();
      expect(await byline(overlayMeta), `${locale} overlay`).toBe(expected[locale]);
    }
  });

  test('the French article page shows its date and author too', async ({ page }) => {
    const post = site.posts.find((candidate) => candidate.author.designation)!;
    await page.goto(table.pathOf({ post: post.slug.en }, 'fr')!);
    await expectMeta(main(page).locator('.article .post-meta'), post, 'fr');
  });

  test('article pages exist in both languages, slugs differ where the spec says, unknown slugs say not found', async ({
    page,
  }) => {
    for (const [fr, en] of [
      ['crypto-taxation', 'crypto-tax'],
      ['payroll-tax', 'payroll-changes'],
      ['sme-relief', 'small-business'],
      ['cpa-cfo-roles', 'strategic-planning'],
    ]) {
      expect((await page.goto(`/blog/${fr}`))?.status()).toBe(200);
      await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute(
        'href',
        `${site.settings.origin}/en/blog/${en}`,
      );
    }
    const response = await page.goto('/en/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Post not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const article = site.pages
      .flatMap((candidate) => candidate.sections)
      .find((section) => section.type === 'article')!;
    await expect(main(page).getByRole('link', { name: article.back.en })).toHaveAttribute('href', '/en/blog');
    expect((await page.goto('/blog/article-inconnu'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  });

  test('a photo that cannot load is replaced by a band naming the article’s category', async ({ page }) => {
    await servePhotos(page, false);
    await page.goto(pathOf('blog', 'en'));
    const card = main(page).locator('.post-card').first();
    const drawn = card.locator('.post-image--drawing');
    await drawn.scrollIntoViewIfNeeded();
    await expect(drawn).toHaveText(site.posts[0]!.category.en);
    await expect(card.locator('img')).toHaveCount(0);
  });
});
