// Proof a visitor looks for, on the launch site: the firm's permit, business number (NEQ) and year founded under the CPA
// credential of every banner that shows the credentials, and clients' testimonials as quotations with their name.
import { expect, sharedPageTest as test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();
const firm = site.settings.facts.firm!;

test('the permit, the NEQ and the year founded sit under the CPA credential, on every route whose banner shows the credentials', async ({
  page,
}) => {
  const heroPages = new Set(
    site.pages
      .filter((candidate) => candidate.sections.some((section) => section.type === 'hero' && section.trust))
      .map((candidate) => candidate.id),
  );
  const routes = site.routes.filter((route) => heroPages.has(route.page));
  expect(routes.length).toBeGreaterThan(4);
  const missing: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    const credential = page
      .locator('.trust-row__item')
      .filter({ hasText: site.settings.trust[0]!.label[route.locale] });
    const proof = (await credential.locator('.trust-row__detail').textContent()) ?? '';
    for (const fact of [firm.cpaPermit, firm.neq, firm.founded].map(String))
      if (!proof.includes(fact))
        missing.push(`${route.path}: ${fact} not under “${site.settings.trust[0]!.label[route.locale]}”`);
  }
  expect(missing).toEqual([]);
});

test('a testimonial reads as a quotation with the client’s name and who they are, in both languages', async ({
  page,
}) => {
  const about = site.pages.find((candidate) => candidate.sections.some((section) => section.type === 'testimonials'))!;
  const section = about.sections.find((candidate) => candidate.type === 'testimonials')!;
  if (section.type !== 'testimonials') throw new Error('no testimonials on the launch site');
  for (const route of site.routes.filter((candidate) => candidate.page === about.id)) {
    const items = page.locator('.testimonial');
    await page.goto(route.path);
    await expect(items).toHaveCount(section.items.length);
    for (const [index, item] of section.items.entries()) {
      const figure = items.nth(index).locator('figure');
      await expect(figure.locator('blockquote')).toHaveText(item.quote[route.locale]);
      await expect(figure.locator('figcaption')).toContainText(item.name);
      await expect(figure.locator('figcaption')).toContainText(item.role[route.locale]);
    }
  }
});
