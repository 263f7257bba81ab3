// Any field found in seconds in the marketer's editor, on the fixture site: labels in plain words, the settings in parts, a search that finds fields and texts, the preview's clicks opening any field where it is declared, an address per file and field, no blank band, no contrast failure with a problem shown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { englishSchemas } from '../../src/site/json-schema.ts';
import { materialize } from '../fixtures/materialize.ts';
import { type EditorServer, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
let editor: EditorServer;
let contentRoot: string;
let origin: string;

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool');

test.beforeAll(async () => {
  editor = await startEditor('editor-find-spec', 5197, materialize());
  ({ origin, contentRoot } = editor);
});

test.afterAll(() => editor?.close());

const settings = () =>
  parse(readFileSync(join(contentRoot, 'site.yaml'), 'utf8')) as {
    facts: { prices: Record<string, { amount?: number }> };
    contact: { phones: Record<string, { display: string }> };
  };
const preview = (page: Page) => page.frameLocator('iframe[title="Aperçu de la page"], iframe[title="Page preview"]');
const form = (page: Page) => page.locator('main.editor__form');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Every property name of the schemas: what the form showed before it had labels. */
const yamlKeys = (() => {
  const keys = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object')
      for (const key of Object.keys(record.properties)) keys.add(key);
    for (const value of Object.values(record)) visit(value);
  };
  visit(englishSchemas());
  return keys;
})();

/** The words the form shows as names: legends, labels and the buttons that add or remove a field. */
async function shownNames(page: Page): Promise<string[]> {
  return form(page).evaluate((main) =>
    [
      ...main.querySelectorAll(
        'legend, label:not(.icon-choice), .group__add button, .link-button, fieldset.list > button',
      ),
    ].map((element) =>
      (element.textContent ?? '')
        .trim()
        .replace(/^\+\s*/, '')
        .replace(/^(Retirer|Remove|Ajouter|Add) ?:\s*/, '')
        .replace(/ \d+$/, '')
        .replace(/ — .*$/, ''),
    ),
  );
}

test('the form names every field in plain words, in the editor’s language, never by its YAML key', async ({ page }) => {
  // Three files and the settings' fourteen parts, one after the other: 0.2–0.9 s a part on a loaded 2-core machine.
  test.setTimeout(60_000);
  for (const address of ['/__edit/pages/home.yaml', '/__edit/pages/pricing.yaml', '/__edit/site.yaml']) {
    await page.goto(`${origin}${address}`);
    await eventually(form(page).locator('.field, fieldset').first()).toBeVisible();
    const parts = address.endsWith('site.yaml')
      ? await page.getByRole('navigation', { name: 'Parties des réglages' }).getByRole('link').count()
      : 1;
    for (let index = 0; index < parts; index++) {
      if (parts > 1)
        await page.getByRole('navigation', { name: 'Parties des réglages' }).getByRole('link').nth(index).click();
      const keys = (await shownNames(page)).filter((name) => yamlKeys.has(name));
      expect(keys, `${address} part ${index + 1}: names that are YAML keys`).toEqual([]);
    }
  }
  await page.goto(`${origin}/__edit/pages/home.yaml`);
  await eventually(form(page).getByRole('button', { name: '+ Surtitre' })).toBeVisible();
  await expect(form(page).getByText('Titre principal', { exact: true })).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Ajouter un bouton' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await eventually(form(page).getByRole('button', { name: '+ Eyebrow text' })).toBeVisible();
  await expect(form(page).getByText('Main heading', { exact: true })).toBeVisible();
});

test('the settings show one part at a time, each at its own address, kept on reload and walked with Back and Forward', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit`);
  await page
    .getByRole('navigation', { name: 'Fichiers' })
    .getByRole('button', { name: /Réglages du site/ })
    .click();
  await eventually(page).toHaveURL(`${origin}/__edit/site.yaml`);
  const parts = page.getByRole('navigation', { name: 'Parties des réglages' });
  for (const name of ['Prix et faits', 'Coordonnées', 'Menus', 'Pied de page', 'Fenêtres', 'Moteurs de recherche'])
    await expect(parts.getByRole('link', { name, exact: true })).toBeVisible();
  const heights: string[] = [];
  for (const [name, hash, inside, outside] of [
    ['Coordonnées', 'contact', '#field-contact_email', '#field-footer_rights_fr'],
    ['Pied de page', 'footer', '#field-footer_rights_fr', '#field-contact_email'],
    ['Prix et faits', 'facts', '#field-facts_prices_companyPlan_amount', '#field-contact_email'],
  ] as const) {
    await parts.getByRole('link', { name, exact: true }).click();
    await eventually(page).toHaveURL(`${origin}/__edit/site.yaml#${hash}`);
    await expect(parts.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator(inside), `${name} shows its own fields`).toBeVisible();
    await expect(page.locator(outside), `${name} shows no other part's`).toHaveCount(0);
    heights.push(`${name}: ${await form(page).evaluate((main) => main.scrollHeight)}`);
  }
  await page.reload();
  await eventually(page.locator('#field-facts_prices_companyPlan_amount')).toBeVisible();
  await page.goBack();
  await eventually(page).toHaveURL(`${origin}/__edit/site.yaml#footer`);
  await eventually(page.locator('#field-footer_rights_fr')).toBeVisible();
  await page.goBack();
  await eventually(page.locator('#field-contact_email')).toBeVisible();
  await page.goForward();
  await eventually(page.locator('#field-footer_rights_fr')).toBeVisible();
  // A page's file has its address too, opened directly.
  await page.goto(`${origin}/__edit/pages/pricing.yaml`);
  await eventually(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Tarifs');
  await page.goBack();
  await eventually(page.locator('#field-footer_rights_fr')).toBeVisible();
  // An address naming no file says so, and the list stays there to choose from.
  await page.goto(`${origin}/__edit/pages/introuvable.yaml`);
  await eventually(page.getByRole('main').getByRole('status')).toHaveText(
    'Aucun fichier « pages/introuvable.yaml » : choisissez un fichier dans la liste.',
  );
  await expect(
    page.getByRole('navigation', { name: 'Fichiers' }).getByRole('button', { name: /Tarifs/ }),
  ).toBeVisible();
  test.info().annotations.push({ type: 'heights', description: heights.join(', ') });
});

test('the search finds fields by label in either language and by key, and texts; choosing one opens its file at the field', async ({
  page,
}) => {
  const amount = settings().facts.prices.companyPlan!.amount!;
  // A price's amount reads as the site shows it (3 500 $), never as typed in site.yaml.
  const shown = `${amount.toLocaleString('fr-CA')} $`;
  const search = page.getByRole('searchbox', { name: /Rechercher/ });
  const found = page.getByRole('region', { name: 'Champs et textes' });
  for (const [query, file, field, value, seen] of [
    ['téléphone', 'site.yaml', 'field-contact_phones_general_display', settings().contact.phones.general!.display],
    [
      'telephone affiche',
      'site.yaml',
      'field-contact_phones_general_display',
      settings().contact.phones.general!.display,
    ],
    [
      'phone number shown',
      'site.yaml',
      'field-contact_phones_general_display',
      settings().contact.phones.general!.display,
    ],
    [String(amount), 'site.yaml', 'field-facts_prices_companyPlan_amount', String(amount), shown],
    ['companyPlan', 'site.yaml', 'field-facts_prices_companyPlan_amount', String(amount), shown],
    ['Appelez-nous', 'pages/home.yaml', 'field-sections_2_heading_fr', 'Appelez-nous'],
  ] as const) {
    await page.goto(`${origin}/__edit`);
    await search.fill(query);
    const hit = found
      .getByRole('button')
      .filter({ hasText: seen ?? value })
      .filter({ hasText: file === 'site.yaml' ? 'Réglages du site' : 'Accueil' })
      .first();
    await eventually(hit, `“${query}” finds ${field}`).toBeVisible();
    await hit.click();
    await eventually(page, `“${query}”`).toHaveURL(new RegExp(`/__edit/${file.replace('.', '\\.')}#`));
    await eventually.poll(() => focusedId(page), { message: `“${query}” focuses ${field}` }).toBe(field);
    await expect(page.locator(`#${field}`)).toHaveValue(value);
  }
});

test('a price is found as the site shows it, in both languages; results read as labels, never keys; opening one brings the files back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fields = (lang: 'fr' | 'en') =>
    page.getByRole('region', { name: lang === 'fr' ? 'Champs et textes' : 'Fields and texts' });
  const files = page.getByRole('navigation', { name: /^(Fichiers|Files)$/ });
  let english = false;
  // The fixture's company price is 3500 per fiscal year; its keys are companyPlan, facts.prices.companyPlan.amount.
  for (const [lang, query, shown] of [
    ['fr', '3 500', '3 500 $'],
    ['fr', '3 500 $', '3 500 $'],
    ['fr', '3\u00a0500\u00a0$', '3 500 $'],
    ['fr', '$3,500', '3 500 $'],
    ['fr', '3500', '3 500 $'],
    ['fr', '3 500,00 $', '3 500 $'],
    ['en', '$3,500', '$3,500'],
    ['en', '3,500.00', '$3,500'],
    ['en', '3 500 $', '$3,500'],
  ] as const) {
    await page.goto(`${origin}/__edit`);
    // Chosen once, English is kept by this browser for the next loads.
    if (lang === 'en' && !english) {
      await page.getByRole('button', { name: 'English' }).click();
      english = true;
    }
    const search = page.getByRole('searchbox', { name: lang === 'fr' ? /Rechercher/ : /Search/ });
    await search.fill(query);
    const hits = fields(lang).getByRole('button');
    const hit = hits.filter({ hasText: shown }).first();
    await eventually(hit, `${lang} “${query}” finds the price shown as ${shown}`).toBeVisible();
    for (const text of await hits.allInnerTexts())
      expect(text, `${lang} “${query}”: a result names a key or a dotted path`).not.toMatch(
        /companyPlan|individualReturn|advisoryRate|sameDayService|\b[a-z]+[A-Z]\w*\b|\w\.\w+\.\w/,
      );
    await hit.click();
    await eventually
      .poll(() => focusedId(page), { message: `${lang} “${query}” opens the amount` })
      .toBe('field-facts_prices_companyPlan_amount');
    // The field is open: the results fold away and every file is listed again, the query kept.
    await expect(fields(lang), `${lang} “${query}”: results fold away once one is opened`).toHaveCount(0);
    await expect(files.getByRole('button', { name: lang === 'fr' ? /Tarifs/ : /Pricing/ })).toBeVisible();
    await expect(search).toHaveValue(query);
  }
});

test('a card’s price is chosen by its name and amount, explained in plain words, and its amount opens in the settings', async ({
  page,
}) => {
  // The fixture's home page has one card showing individualReturn (170 $), titled « Carte » / “Card”.
  for (const [lang, option, help, link] of [
    ['fr', /^Carte — 170 \$$/, /Son montant s’écrit une seule fois/, 'Changer ce montant (partout sur le site)'],
    ['en', /^Card — \$170$/, /Its amount is written once/, 'Change this amount (everywhere on the site)'],
  ] as const) {
    await page.goto(`${origin}/__edit/pages/home.yaml`);
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
    const price = page.locator('#field-sections_1_cards_0_price');
    await eventually(price, `${lang}: the card’s price`).toBeVisible();
    const chosen = await price.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
    expect(chosen.replace(/[\u00a0\u202f]/g, ' '), `${lang}: the chosen price reads by its name and amount`).toMatch(
      option,
    );
    for (const text of await price.locator('option').allTextContents())
      expect(text, `${lang}: a price offered by its key`).not.toMatch(/individualReturn|companyPlan|[a-z][A-Z]/);
    const hint = page.locator('#field-sections_1_cards_0_price-help');
    await expect(hint, `${lang}: the hint in plain words`).toHaveText(help);
    await expect(hint, `${lang}: the hint names no file or key`).not.toContainText(/facts\.prices|site\.yaml|prix de/);
    await form(page).getByRole('link', { name: link }).click();
    await eventually(page, `${lang}: the link opens the settings`).toHaveURL(
      `${origin}/__edit/site.yaml#facts.prices.individualReturn.amount`,
    );
    await eventually
      .poll(() => focusedId(page), { message: `${lang}: the link focuses the amount` })
      .toBe('field-facts_prices_individualReturn_amount');
  }
});

test('clicking a price, a phone or a text in the preview opens its field wherever it is declared', async ({ page }) => {
  test.setTimeout(60_000);
  const individual = settings().facts.prices.individualReturn!.amount!;
  await page.goto(`${origin}/__edit/pages/pricing.yaml`);
  // A price: its fact in site.yaml.
  await preview(page).locator('.price__amount').first().click();
  await eventually(page).toHaveURL(`${origin}/__edit/site.yaml#facts.prices.individualReturn.amount`);
  await eventually.poll(() => focusedId(page)).toBe('field-facts_prices_individualReturn_amount');
  await expect(page.locator('#field-facts_prices_individualReturn_amount')).toHaveValue(String(individual));
  // Back returns to the page being looked at (history.back(): Playwright's goBack waits for a load a same-document step never fires).
  await page.evaluate(() => history.back());
  await eventually(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Tarifs');
  // A phone in the footer: its entry in site.yaml's contact.
  await preview(page).locator('footer a[href^="tel:"]').first().click();
  await eventually(page).toHaveURL(`${origin}/__edit/site.yaml#contact.phones.general.display`);
  await eventually.poll(() => focusedId(page)).toBe('field-contact_phones_general_display');
  // A text of the page: its field in the page's file; a text of the footer: its field in site.yaml.
  await page.goto(`${origin}/__edit/pages/pricing.yaml`);
  await preview(page).locator('tbody th').filter({ hasText: 'Déclaration' }).click();
  await eventually.poll(() => focusedId(page)).toBe('field-sections_0_rows_0_service_fr');
  const heading = (
    parse(readFileSync(join(contentRoot, 'site.yaml'), 'utf8')) as {
      footer: { columns: { heading: { fr: string } }[] };
    }
  ).footer.columns[0]!.heading.fr;
  await preview(page).locator('footer').getByText(heading, { exact: true }).click();
  await eventually(page).toHaveURL(`${origin}/__edit/site.yaml#footer.columns.0.heading.fr`);
  await eventually.poll(() => focusedId(page)).toBe('field-footer_columns_0_heading_fr');
});

test('no blank band above the editor: the icon sprite takes no room', async ({ page }) => {
  await page.goto(`${origin}/__edit/pages/home.yaml`);
  await eventually(page.locator('.editor__bar')).toBeVisible();
  expect(await page.locator('.editor__bar').evaluate((bar) => bar.getBoundingClientRect().top)).toBe(0);
  expect(await page.locator('.icon-sprite').evaluate((sprite) => sprite.getBoundingClientRect().height)).toBe(0);
});

test('axe (WCAG 2.2 AA) colour contrast: nothing found with a problem shown in the settings form', async ({ page }) => {
  await page.goto(`${origin}/__edit/site.yaml#facts.prices.companyPlan.amount`);
  const amount = page.locator('#field-facts_prices_companyPlan_amount');
  await eventually(amount).toBeVisible();
  await amount.fill('');
  await eventually(page.locator('#field-facts_prices_companyPlan_amount-problems')).toBeVisible();
  await eventually(page.locator('.problems')).toBeVisible();
  // The problem's part says so from any other part.
  await page
    .getByRole('navigation', { name: 'Parties des réglages' })
    .getByRole('link', { name: /Coordonnées/ })
    .click();
  await expect(
    page.getByRole('navigation', { name: 'Parties des réglages' }).getByRole('link', { name: /Prix et faits/ }),
  ).toContainText('1 problème');
  await page
    .getByRole('navigation', { name: 'Parties des réglages' })
    .getByRole('link', { name: /Prix et faits/ })
    .click();
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).exclude('iframe').analyze();
  expect(
    results.passes.map((rule) => rule.id),
    'the contrast rule ran',
  ).toContain('color-contrast');
  expect(
    results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    ),
  ).toEqual([]);
  const others = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .disableRules(['color-contrast'])
    .exclude('iframe')
    .analyze();
  expect(
    others.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
});
