// A plan card's (or a rate box's) button keeps the plan: the window it opens names it, the booking window reached from there too, and
// the e-mail's subject carries it; a general button opens the same windows without it. Every plan card of the launch
// site, in both languages.
import { routeTable } from '../../src/content/routes.ts';
import type { Locale } from '../../src/content/schema/text.ts';
import { accessibilityViolations } from './accessibility.ts';
import { expect, test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();
const table = routeTable(site.routes);
const text = site.settings.dialogs;
const locales: Locale[] = ['fr', 'en'];

/** Text as a visitor reads it: the build's no-break spaces and soft hyphens are not words. */
const plain = (value: string) =>
  value
    .replace(/[\u00ad\u2060]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Every plan card, and every rate box (review 7 #12: « Commencer ma déclaration » was one), whose button opens a
 *  dialog, by page. */
const planCards = site.pages.flatMap((page) =>
  page.sections.flatMap((section) => {
    if (section.type === 'cardGrid' && section.variant === 'plan')
      return section.cards
        .filter((card) => card.action?.action === 'getStarted' || card.action?.action === 'booking')
        .map((card) => ({ page: page.id, title: card.title, opens: card.action!.action as 'getStarted' | 'booking' }));
    if (section.type === 'rateBox' && (section.action?.action === 'getStarted' || section.action?.action === 'booking'))
      return [{ page: page.id, title: section.heading, opens: section.action.action }];
    return [];
  }),
);

test.skip(({ isMobile }) => isMobile, 'the same windows on every screen: desktop checks them');

for (const locale of locales) {
  test(`${locale}: each plan card's button opens a window that names its plan`, async ({ page }) => {
    expect(planCards.length, 'the launch site has plan cards that open a window').toBeGreaterThan(1);
    const lost: string[] = [];
    for (const card of planCards) {
      const path = table.pathOf({ page: card.page }, locale)!;
      await page.goto(path);
      const heading = page.getByRole('heading', { name: card.title[locale] });
      const title = page.locator('main .card, main .rate-box').filter({ has: heading });
      const shownTitle = plain((await title.locator('.card__title, .section__title').first().textContent()) ?? '');
      // With its price as the card shows it, taxes aside (review 9: « Tarif horaire » named neither service nor price).
      const price = title.locator('.price').first();
      const shownPrice =
        (await price.count()) === 0
          ? ''
          : plain((await price.locator('.price__from, .price__amount, .price__unit').allTextContents()).join(' '));
      const plan = shownPrice === '' ? shownTitle : `${shownTitle} — ${shownPrice}`;
      const chosen = plain(text.getStarted.chosen[locale].replace('{plan}', plan));
      await title.getByRole('button').click();
      const dialog = page.getByRole('dialog', {
        name: card.opens === 'getStarted' ? text.getStarted.title[locale] : text.booking.title[locale],
      });
      await expect(dialog).toBeVisible();
      // The plan's line is part of the window: axe still finds nothing there (checked once: the window is the same).
      if (card === planCards[0]) expect(await accessibilityViolations(page), 'the window with its plan').toEqual([]);
      const said = plain((await dialog.textContent()) ?? '');
      if (!said.includes(chosen)) lost.push(`${path} « ${card.title[locale]} »: the window does not say « ${chosen} »`);
      if (card.opens === 'getStarted') {
        const mail = await dialog.getByRole('link', { name: text.getStarted.email[locale] }).getAttribute('href');
        const subject = plain(new URL(mail ?? 'mailto:').searchParams.get('subject') ?? '');
        if (subject !== chosen)
          lost.push(`${path} « ${card.title[locale]} »: the e-mail's subject is « ${subject} », not « ${chosen} »`);
        await dialog.getByRole('button', { name: text.getStarted.book[locale] }).click();
        const booking = page.getByRole('dialog', { name: text.booking.title[locale] });
        await expect(booking).toBeVisible();
        if (!plain((await booking.textContent()) ?? '').includes(chosen))
          lost.push(`${path} « ${card.title[locale]} »: the booking window reached from it does not say « ${chosen} »`);
      }
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      // Then the top bar's general button: the same window, with no plan left over from the card.
      await page
        .locator('header.topbar')
        .getByRole('button', { name: site.settings.navigation.getStarted[locale] })
        .click();
      const general = page.getByRole('dialog', { name: text.getStarted.title[locale] });
      await expect(general).toBeVisible();
      if (plain((await general.textContent()) ?? '').includes(shownTitle))
        lost.push(`${path}: the top bar's window still names « ${card.title[locale]} »`);
      await page.keyboard.press('Escape');
    }
    expect(lost).toEqual([]);
  });
}
