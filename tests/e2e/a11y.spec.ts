// WCAG 2.2 AA: two engines, axe-core and IBM's accessibility-checker-engine, find nothing on any route, in either language,
// at either size, nor with any dialog open. Each catches faults the other misses (IBM: label in name, aria-controls
// naming a missing id, a focusable background behind a dialog).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, sharedPageTest as test } from './fixtures.ts';
import { realSite } from './site.ts';

const site = realSite();
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];


const ibmEngine = readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'), 'utf8');

/**
 * The one accepted IBM finding: the skip link sits before the landmarks on purpose (it is the first thing a keyboard
 * reaches and jumps into <main>). Excluded by rule and element only.
 */
const accepted = (ruleId: string, snippet: string) => ruleId === 'aria_content_in_landmark' && /^<a [^>]*class="skip-link"/.test(snippet);

async function ibmViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the site's CSP refuses inline scripts, as it should.
  await page.evaluate(`${ibmEngine};0`);
  const found = await page.evaluate(async () => {
    type Result = { ruleId: string; value: [string, string]; path: { dom: string }; message: string; snippet: string };
    const checker = new (window as unknown as { ace: { Checker: new () => { check(doc: Document, rulesets: string[]): Promise<{ results: Result[] }> } } }).ace.Checker();
    const report = await checker.check(document, ['IBM_Accessibility']);
    return report.results.filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL').map(({ ruleId, path, message, snippet }) => ({ ruleId, message, snippet: `${snippet} at ${path.dom}` }));
  });
  return found.filter((result) => !accepted(result.ruleId, result.snippet)).map((result) => `IBM ${result.ruleId}: ${result.message} — ${result.snippet}`);
}

async function violations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself, rather than gathering its results in a new blank page (0.3-0.5 s a call,
  // a third of a check). What it gives up, the inside of cross-origin frames, is the booking calendar's, out of reach.
  // Only violations are read: the other kinds keep one node each rather than every node checked (52 KB of results on a
  // pricing page rather than 296 KB, each sent from the page to the test runner).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(tags).setLegacyMode().analyze();
  const axe = results.violations.map((violation) => `axe ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
  return [...axe, ...(await ibmViolations(page))];
}

for (const route of site.routes) {
  test(`${route.path} has no accessibility violation`, async ({ page }) => {
    // goto waits for the load event and for hydration (fixtures.ts): the page is whole, pictures included.
    await page.goto(route.path);
    expect(await violations(page)).toEqual([]);
  });
}

for (const path of ['/', '/en', '/nope', '/en/blog/nope']) {
  test(`the not-found page ${path} has no accessibility violation`, async ({ page }) => {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

for (const locale of ['fr', 'en'] as const) {
  const home = locale === 'fr' ? '/' : '/en';
  test(`${locale}: dialogs have no accessibility violation while open`, async ({ page, isMobile }) => {
    await page.goto(home);
    await page.locator('main .hero button[aria-haspopup="dialog"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page), 'get-started dialog').toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: site.settings.dialogs.getStarted.book[locale] }).click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeAttached();
    expect(await violations(page), 'booking dialog').toEqual([]);
    await page.keyboard.press('Escape');

    if (isMobile) {
      await page.locator('[data-menu-button]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page), 'mobile menu').toEqual([]);
      await page.keyboard.press('Escape');
    }
    if (locale === 'fr') {
      await page.goto('/blog');
      await page.locator('main .post-card__link').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page), 'article overlay').toEqual([]);
    }
  });
}
