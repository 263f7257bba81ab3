// Unsaved edits belong to the tab that made them, on a copy of the frozen launch site: its preview shows exactly what its form holds, no other tab's nor a closed tab's, and a draft restored after a reload shows its problems, its page and its title at once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { copyOfLaunchSite, discardChanges, type EditorServer, openFile, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
let editor: EditorServer;
let contentRoot: string;
let origin: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool');

test.beforeAll(async () => {
  contentRoot = copyOfLaunchSite('editor-drafts');
  editor = await startEditor('editor-drafts-spec', 5214, contentRoot);
  origin = editor.origin;
});

test.afterAll(() => editor?.close());

const preview = (page: Page) => page.frameLocator('iframe[title="Aperçu de la page"], iframe[title="Page preview"]');
const savedAmount = () =>
  (
    parse(readFileSync(join(contentRoot, 'site.yaml'), 'utf8')) as {
      facts: { prices: { companyPlan: { amount: number } } };
    }
  ).facts.prices.companyPlan.amount;
/** An amount as the French page writes it (3 500 $), any kind of space between the digits. */
const shown = (amount: number) => new RegExp(`${String(amount).replace(/\B(?=(\d{3})+$)/g, '\\s')}\\s\\$`);

/** A tab of its own browser (nothing shared with the others: no localStorage, no cookie), on the company's pricing page. */
async function freshTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await openFile(page, origin, /Tarif entreprises/);
  return page;
}

test('a price changed without saving shows only in the tab that changed it: never in another tab, nor after the tab is closed', async ({
  browser,
}) => {
  const saved = savedAmount();
  const drafted = saved + 400;
  const a = await freshTab(browser);
  await eventually(preview(a).locator('main')).toContainText(shown(saved));
  // The price clicked in the preview opens its fact in the settings; the preview stays on the page.
  await preview(a)
    .locator('.price__amount', { hasText: shown(saved) })
    .first()
    .click();
  const amount = a.locator('#field-facts_prices_companyPlan_amount');
  await eventually(amount).toHaveValue(String(saved));
  await amount.fill(String(drafted));
  await eventually(a.getByRole('main').getByRole('status')).toHaveText('1 modification non enregistrée');
  await eventually(preview(a).locator('main')).toContainText(shown(drafted));

  // Another browser on the same page, then on the same file: what is saved, in its preview as in its form.
  const b = await freshTab(browser);
  await eventually(preview(b).locator('main')).toContainText(shown(saved));
  await expect(preview(b).locator('main')).not.toContainText(shown(drafted));
  await preview(b)
    .locator('.price__amount', { hasText: shown(saved) })
    .first()
    .click();
  await eventually(b.locator('#field-facts_prices_companyPlan_amount')).toHaveValue(String(saved));
  await expect(b.getByRole('main').getByRole('status')).toHaveText('Aucune modification');
  await expect(preview(b).locator('main')).toContainText(shown(saved));
  await expect(preview(b).locator('main')).not.toContainText(shown(drafted));

  // Meanwhile, the first tab still shows its own draft, in its form and its preview.
  await expect(amount).toHaveValue(String(drafted));
  await expect(preview(a).locator('main')).toContainText(shown(drafted));

  // The first tab is closed with its change unsaved; a new browser sees the saved price.
  await a.context().close();
  const c = await freshTab(browser);
  await eventually(preview(c).locator('main')).toContainText(shown(saved));
  await expect(preview(c).locator('main')).not.toContainText(shown(drafted));
  // The tab that stayed open shows the same on the page itself.
  await b
    .getByRole('navigation')
    .getByRole('button', { name: /Tarif entreprises/ })
    .click();
  await eventually(preview(b).locator('main')).toContainText(shown(saved));
  await expect(preview(b).locator('main')).not.toContainText(shown(drafted));
  expect(savedAmount()).toBe(saved);
  await b.context().close();
  await c.context().close();
});

test('after a reload, a restored draft shows in the preview, and its problems with their one-click fix, at once', async ({
  page,
}) => {
  const typed = `${String(savedAmount()).replace(/\B(?=(\d{3})+$)/g, ' ')} $`;
  await openFile(page, origin, /Tarif entreprises/);
  const subtitle = page.locator('#field-sections_0_subtitle_fr');
  const before = await subtitle.inputValue();
  const problems = page.locator('#field-sections_0_subtitle_fr-problems');
  const status = page.getByRole('main').getByRole('status');

  // A draft the site can show: after the reload, in the preview with nothing typed since.
  await subtitle.fill(`${before} Le forfait du brouillon.`);
  await eventually(preview(page).locator('main')).toContainText('Le forfait du brouillon');
  await page.reload();
  await eventually(status).toContainText('restaurées');
  await eventually(preview(page).locator('main')).toContainText('Le forfait du brouillon');

  // A draft with a price typed in it: after the reload, its problem and the fix, with nothing typed since.
  const sentence = `${before} Le forfait du brouillon : ${typed} par exercice.`;
  await subtitle.fill(sentence);
  await eventually(problems).toContainText('{companyPlan}');
  await page.reload();
  await eventually(status).toContainText('restaurées');
  await expect(subtitle).toHaveValue(sentence);
  await eventually(problems).toContainText('{companyPlan}');
  await expect(page.getByRole('button', { name: `Remplacer « ${typed} » par « {companyPlan} »` })).toBeVisible();

  // Another browser still sees the page as saved.
  const other = await freshTab(page.context().browser()!);
  await eventually(preview(other).locator('main')).toContainText(shown(savedAmount()));
  await expect(preview(other).locator('main')).not.toContainText('Le forfait du brouillon');
  await other.context().close();
});

test('after a reload, a new article’s typed title names it in the form’s heading and in the file list, never « TODO »', async ({
  page,
}) => {
  const title = 'Le brouillon du mardi';
  await page.goto(`${origin}/__edit`);
  await page.getByText('Créer une page ou un article').click();
  await page.getByLabel('Type').selectOption('post');
  await page.getByLabel(/^Titre de l’article/).fill(title);
  await page.getByLabel(/^Adresse/).fill('brouillon-du-mardi');
  await page.getByRole('button', { name: 'Créer' }).click();
  await eventually(page.locator('#field-title_fr')).toHaveValue(title);
  const heading = page.getByRole('main').getByRole('heading', { level: 2 });
  const list = page.getByRole('navigation');
  for (const when of ['before the reload', 'after the reload']) {
    if (when === 'after the reload') await page.reload();
    await eventually(heading, `the heading ${when}`).toHaveText(title);
    await eventually(list.getByRole('button', { name: title }), `the file list ${when}`).toBeVisible();
    await expect(list, `the file list ${when}`).not.toContainText('TODO');
  }
  // Another file opened: the list keeps the draft's title, from this computer's copy of the draft.
  await list.getByRole('button', { name: /Tarif entreprises/ }).click();
  await eventually(heading).toHaveText(/Tarif entreprises|entreprise/i);
  await expect(list.getByRole('button', { name: title })).toBeVisible();
  await expect(list).not.toContainText('TODO');
});

test('unsaved work kept from an earlier visit is named on return: on the start screen with a link to each file, and by a written mark in the file list', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  const drafted = [
    { title: /Tarif entreprises/, field: '#field-sections_0_subtitle_fr' },
    { title: /À propos/, field: '#field-sections_0_title_fr' },
  ];
  await openFile(page, origin, drafted[0]!.title);
  const list = page.getByRole('navigation');
  for (const file of drafted) {
    await list.getByRole('button', { name: file.title }).click();
    const box = page.locator(file.field);
    await eventually(box).toBeVisible();
    await box.fill(`${await box.inputValue()} (brouillon du retour)`);
    await eventually(page.getByRole('main').getByRole('status')).toHaveText('1 modification non enregistrée');
  }
  await page.close();

  // A new window on the same computer, days later: nothing open yet.
  const back = await context.newPage();
  await back.goto(`${origin}/__edit`);
  const main = back.getByRole('main');
  const files = back.getByRole('navigation');
  await eventually(main).toContainText('Vous avez des modifications non enregistrées dans 2 fichiers :');
  const marks = files.getByText('Brouillon non enregistré', { exact: true });
  await eventually(marks).toHaveCount(drafted.length);
  for (const file of drafted) {
    await expect(main.getByRole('link', { name: file.title }), `start screen link to ${file.title}`).toBeVisible();
    await expect(
      files.getByRole('button', { name: file.title }).getByText('Brouillon non enregistré'),
      `file list mark on ${file.title}`,
    ).toBeVisible();
  }
  // In English too, in the same words a marketer would use.
  await back.getByRole('button', { name: 'English' }).click();
  await eventually(main).toContainText('You have unsaved changes in 2 files:');
  await expect(files.getByText('Unsaved draft', { exact: true })).toHaveCount(drafted.length);
  await back.getByRole('button', { name: 'Français' }).click();

  // Each link opens its file with its draft restored; a draft thrown away loses its mark.
  await main.getByRole('link', { name: drafted[1]!.title }).click();
  await eventually(main.getByRole('status').first()).toContainText('restaurées');
  await expect(back.locator(drafted[1]!.field)).toHaveValue(/\(brouillon du retour\)$/);
  await discardChanges(back);
  await expect(marks).toHaveCount(1);
  await expect(
    files.getByRole('button', { name: drafted[0]!.title }).getByText('Brouillon non enregistré'),
  ).toBeVisible();
  await back.goto(`${origin}/__edit`);
  await eventually(main).toContainText('Vous avez des modifications non enregistrées dans 1 fichier :');
  await expect(main.getByRole('link', { name: drafted[1]!.title })).toHaveCount(0);
  // Publier says the draft will not go (trial 15 read « Rien à publier » with an unsaved draft), and opens it.
  await back.getByRole('button', { name: 'Publier', exact: true }).click();
  const unsaved = back.locator('section.publish .publish__unsaved');
  await eventually(unsaved).toContainText(
    'Une page a des modifications pas encore enregistrées : elles ne seront pas publiées.',
  );
  await unsaved.getByRole('link', { name: drafted[0]!.title }).click();
  await eventually(main.getByRole('status').first()).toContainText('restaurées');
  await context.close();
});

test('a file with unsaved changes opens where its first change is: the settings on the price’s part, its field focused in view, back from another file and after a reload', async ({
  page,
}) => {
  const settings = () =>
    page.getByRole('navigation', { name: 'Fichiers' }).getByRole('button', { name: /Réglages du site/ });
  const parts = page.getByRole('navigation', { name: 'Parties des réglages' });
  const amount = page.locator('#field-facts_prices_companyPlan_amount');
  await page.goto(`${origin}/__edit`);
  await settings().click();
  // The price's part is not the one the settings open on by themselves (trial 9: « Adresse du site »).
  await eventually(parts.locator('[aria-current="page"]')).not.toHaveText('Prix et faits');
  await parts.getByRole('link', { name: 'Prix et faits', exact: true }).click();
  await amount.fill(String(savedAmount() + 400));
  await eventually(page.getByRole('main').getByRole('status')).toHaveText('1 modification non enregistrée');
  const ways: [string, () => Promise<unknown>][] = [
    [
      'back from another file',
      async () => {
        await page
          .getByRole('navigation', { name: 'Fichiers' })
          .getByRole('button', { name: /Tarif entreprises/ })
          .click();
        await eventually(page.getByRole('main').getByRole('heading', { level: 2 })).not.toHaveText(/Réglages/);
        await settings().click();
      },
    ],
    [
      'after a reload of the editor',
      async () => {
        await page.goto(`${origin}/__edit`);
        await settings().click();
      },
    ],
  ];
  for (const [way, reopen] of ways) {
    await reopen();
    await eventually(parts.getByRole('link', { name: 'Prix et faits', exact: true }), way).toHaveAttribute(
      'aria-current',
      'page',
    );
    await eventually(amount, way).toBeFocused();
    await expect(amount, way).toBeInViewport();
    await expect(amount, way).toHaveValue(String(savedAmount() + 400));
  }
  await discardChanges(page);
});
