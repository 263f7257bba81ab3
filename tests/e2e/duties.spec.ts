// Quebec duties as a visitor meets them: privacy (Law 25), French first (Charter of the French language), no bare price (price advertising).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { htmlFileFor } from '../../src/cli/build.ts';
import { localePath } from '../../src/content/routes.ts';
import { routeView } from '../../src/site/view.ts';
import { expect, sharedPageTest as test } from './fixtures.ts';
import { fixtureDist, fixtureSite } from './site.ts';

const site = fixtureSite();
const { privacy } = site.settings;
const privacyPath = {
  fr: localePath('fr', site.pages.find((page) => page.id === privacy.page)!.path),
  en: localePath('en', site.pages.find((page) => page.id === privacy.page)!.path),
};
const builtPage = (path: string) => parseDocument(readFileSync(join(fixtureDist, htmlFileFor(path)), 'utf8'));
type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;
const byClass = (root: Parameters<typeof DomUtils.findAll>[1], name: string) =>
  DomUtils.findAll((element) => (element.attribs.class ?? '').split(' ').includes(name), root);

test.describe('privacy (Law 25)', () => {
  // That no route creates a cookie or a storage entry is checked on each route's own load, in routes.spec.ts.
  test('every built page links to the privacy page in its own language, in the footer', () => {
    for (const route of site.routes) {
      const footer = DomUtils.findOne((element) => element.name === 'footer', builtPage(route.path).children)!;
      const links = DomUtils.findAll(
        (element) => element.name === 'a' && element.attribs.href === privacyPath[route.locale],
        footer.children,
      );
      expect(
        links.map((link) => DomUtils.textContent(link)),
        route.path,
      ).toEqual([privacy.link[route.locale]]);
    }
  });

  test('one click from the footer of any page opens the privacy page', async ({ page }) => {
    for (const [from, locale] of [
      ['/pricing/company', 'fr'],
      ['/en/blog', 'en'],
    ] as const) {
      await page.goto(from);
      await page.locator('footer').getByRole('link', { name: privacy.link[locale] }).click();
      await expect(page).toHaveURL(new RegExp(`${privacyPath[locale]}$`));
      await expect(page.locator('h1')).toHaveText(locale === 'fr' ? 'Politique de confidentialité' : 'Privacy policy');
    }
  });

  test('the privacy page names the person in charge and how to reach them, from site.yaml', async ({ page }) => {
    for (const locale of ['fr', 'en'] as const) {
      await page.goto(privacyPath[locale]);
      const contact = page.locator('address.privacy-contact');
      await expect(contact).toContainText(privacy.officer.title[locale]);
      await expect(contact.getByRole('link', { name: privacy.officer.email })).toHaveAttribute(
        'href',
        `mailto:${privacy.officer.email}`,
      );
      await expect(page.locator('main')).toContainText(locale === 'fr' ? 'témoin' : 'cookie');
    }
  });

  test('the contact form says where the message goes, with the privacy link beside it', async ({ page }) => {
    await page.goto('/en/contact');
    const notice = page.locator('.form__notice');
    await expect(notice).toContainText('email program');
    await notice.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/en\/privacy$/);
  });

  test('the booking window says the calendar is a third party, with the privacy link', async ({ page }) => {
    await page.goto('/pricing/company');
    await page.locator('main').getByRole('button', { name: 'Réserver une consultation' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.modal__notice')).toContainText(privacy.bookingNotice.fr);
    await dialog.getByRole('link', { name: 'Politique de confidentialité' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('French first (Charter of the French language)', () => {
  const sectionsOf = (path: string) => {
    const main = DomUtils.findOne((element) => element.name === 'main', builtPage(path).children)!;
    return main.children
      .filter((node): node is Element => node.type === 'tag')
      .map((element) => `${element.name}.${element.attribs.class ?? ''}`);
  };

  test('every English page has its French twin, with the same sections in the same order', () => {
    const english = site.routes.filter((route) => route.locale === 'en');
    expect(english.length).toBe(site.routes.length / 2);
    for (const route of english) {
      const twin = site.routes.find((candidate) => candidate.path === route.alternate);
      expect(twin?.locale, route.path).toBe('fr');
      expect(
        routeView(site, twin!).sections.map((section) => section.type),
        route.path,
      ).toEqual(routeView(site, route).sections.map((section) => section.type));
      expect(sectionsOf(twin!.path), route.path).toEqual(sectionsOf(route.path));
    }
  });

  test('no text a visitor reads is the same in French and English, except names and brands', () => {
    // Names written once (brand, people, e-mail, phone) and texts marked properNoun are the same by design.
    const sameByDesign = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string') sameByDesign.add(value.trim());
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value !== null && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if ('fr' in record && 'en' in record && record.properNoun !== true) return;
        Object.values(record).forEach(collect);
      }
    };
    collect([site.settings, site.pages, site.posts]);
    const texts = (path: string) => {
      const document = builtPage(path);
      const visible = DomUtils.findAll(
        (element) => ['header', 'main', 'footer'].includes(element.name),
        document.children,
      );
      return new Set(
        visible
          .flatMap((element) => DomUtils.filter((node) => node.type === 'text', element.children, true))
          .map((node) => DomUtils.textContent(node).trim())
          // Initials on the team's portraits come from the names; a word needs three letters to be a text.
          .filter((text) => /\p{L}{3}/u.test(text) && !sameByDesign.has(text)),
      );
    };
    for (const route of site.routes.filter((candidate) => candidate.locale === 'fr')) {
      const english = texts(route.alternate);
      const same = [...texts(route.path)].filter((text) => english.has(text));
      expect(same, route.path).toEqual([]);
    }
  });
});

/** The prices a section of the view shows, each as its amount and unit (“from” aside: the same price either way). */
function pricesIn(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  if ('amount' in value && typeof value.amount === 'number') {
    const { from: _, ...price } = value as { from?: boolean };
    return [JSON.stringify(price)];
  }
  return Object.values(value).flatMap(pricesIn);
}

test.describe('price advertising', () => {
  test('every amount shown says taxes are extra, and every price is shown with what it covers and excludes, once per page', () => {
    let priced = 0;
    for (const route of site.routes) {
      const view = routeView(site, route);
      const document = builtPage(route.path);
      const taxes = site.settings.pricing.taxesNotIncluded[route.locale];
      for (const price of byClass(document.children, 'price'))
        expect(DomUtils.textContent(price), route.path).toContain(taxes);
      // Terms are said once per page: a section whose prices were all shown higher up (with their terms) may leave its own out.
      const shown = new Set<string>();
      let sectionsWithPrices = 0;
      let sectionsWithNewPrices = 0;
      for (const section of view.sections) {
        const prices = pricesIn(section);
        if (prices.length === 0) continue;
        sectionsWithPrices++;
        if (prices.some((price) => !shown.has(price))) sectionsWithNewPrices++;
        for (const price of prices) shown.add(price);
      }
      const terms = byClass(document.children, 'price-terms');
      expect(terms.length, `${route.path}: sections showing a price not shown above`).toBeGreaterThanOrEqual(
        sectionsWithNewPrices,
      );
      expect(terms.length, `${route.path}: sections showing a price`).toBeLessThanOrEqual(sectionsWithPrices);
      for (const block of terms) {
        expect(DomUtils.textContent(block), route.path).toContain(site.settings.pricing.covers[route.locale]);
        expect(DomUtils.textContent(block), route.path).toContain(site.settings.pricing.excludes[route.locale]);
      }
      priced += sectionsWithPrices;
    }
    expect(priced).toBeGreaterThanOrEqual(16);
  });
});
