// The editor's preview as trial 8 used it, on a copy of the frozen launch site: every page's preview draws with the unsaved settings, a new article with a problem keeps its last good view (never « Article introuvable »), and working on an item of a list brings that section into the preview.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { copyOfLaunchSite, type EditorServer, openFile, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
let editor: EditorServer;
let origin: string;

test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool');

test.beforeAll(async () => {
  editor = await startEditor('editor-preview-spec', 5240, copyOfLaunchSite('editor-preview'));
  ({ origin } = editor);
});

test.afterAll(() => editor?.close());

const frame = (tab: Page) => tab.frameLocator('.editor__preview iframe');
const bar = (tab: Page) => tab.locator('.editor__preview-bar');
/** Text as a visitor reads it: the typography's no-break spaces as spaces, its invisible word joiners as nothing. */
const plain = (value: string) =>
  value
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2060/g, '')
    .replace(/\s+/g, ' ')
    .trim();

test('a price changed in Réglages without saving shows on another page’s preview, in French and in English, and says so', async ({
  page: tab,
}) => {
  test.setTimeout(90_000);
  const settingsBefore = readFileSync(join(editor.contentRoot, 'site.yaml'), 'utf8');
  await openFile(tab, origin, /Réglages du site/);
  await tab
    .getByRole('navigation', { name: 'Parties des réglages' })
    .getByRole('link', { name: 'Prix et faits' })
    .click();
  await tab.locator('#field-facts_prices_companyPlan_amount').fill('4321');
  await eventually(tab.getByRole('main').getByRole('status').first()).toContainText('non enregistrée');
  // Another page that shows the price, opened with Réglages unsaved.
  await tab
    .getByRole('navigation')
    .getByRole('button', { name: /Tarif entreprises/ })
    .click();
  await eventually(tab.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(/Tarif entreprises/);
  const failures: string[] = [];
  for (const [button, shown] of [
    ['Français', '4 321 $'],
    ['Anglais', '$4,321'],
    ['Français', '4 321 $'],
  ] as const) {
    await bar(tab).getByRole('button', { name: button }).click();
    const amount = frame(tab).locator('.price__amount').first();
    await eventually(amount, `${button}: the company price drawn`).toBeVisible();
    try {
      await eventually.poll(async () => plain((await amount.textContent()) ?? '')).toBe(shown);
    } catch {
      failures.push(`${button}: the preview shows « ${plain((await amount.textContent()) ?? '')} », not « ${shown} »`);
    }
  }
  expect(failures).toEqual([]);
  // Said over the preview: these are the unsaved settings, not what the site shows.
  await eventually(tab.locator('.editor__preview-drafts')).toContainText('Réglages');
  expect(readFileSync(join(editor.contentRoot, 'site.yaml'), 'utf8'), 'nothing was saved').toBe(settingsBefore);
  // Back in Réglages, its changes undone: the other page's preview shows the saved price again, and says nothing more.
  await openFile(tab, origin, /Réglages du site/);
  await tab.getByRole('button', { name: 'Annuler mes modifications' }).click();
  await tab.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await tab
    .getByRole('navigation')
    .getByRole('button', { name: /Tarif entreprises/ })
    .click();
  const amount = frame(tab).locator('.price__amount').first();
  await eventually.poll(async () => plain((await amount.textContent()) ?? '')).toBe('3 500 $');
  await expect(tab.locator('.editor__preview-drafts')).toBeHidden();
});

test('a new article whose form has a problem, its address shortened unsaved: the preview keeps the article’s last good view, never « Article introuvable »', async ({
  page: tab,
}) => {
  test.setTimeout(90_000);
  const title = 'Date limite du REER : ce que les travailleurs autonomes doivent savoir';
  await tab.goto(`${origin}/__edit`);
  await tab.getByText('Créer une page ou un article').click();
  await tab.getByLabel(/^Titre de l’article/).fill(title);
  await tab.getByRole('button', { name: 'Créer', exact: true }).click();
  await eventually(tab.locator('#field-title_fr')).toHaveValue(title);
  await eventually(frame(tab).locator('h1')).toHaveText(title);
  // A problem in the form (a required title emptied), then the address shortened, as trial 8 did.
  await tab.locator('#field-title_en').fill('RRSP deadline');
  await tab.locator('#field-description_en').fill('');
  await tab.locator('#field-slug_fr').fill('date-limite-reer');
  await eventually(tab.locator('.editor__preview-stale')).toContainText('Aperçu en pause');
  // The address settles (half a second), then whatever the frame draws is watched for a while.
  const seen: string[] = [];
  for (let tick = 0; tick < 16; tick++) {
    await tab.waitForTimeout(250);
    const h1 = await frame(tab)
      .locator('h1')
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => '');
    const calm = await tab
      .locator('.editor__preview-waiting')
      .isVisible()
      .catch(() => false);
    seen.push(calm ? '(calm note)' : plain(h1 ?? ''));
  }
  expect(
    seen.filter((each) => each === 'Article introuvable'),
    `what the preview drew: ${[...new Set(seen)].join(' | ')}`,
  ).toEqual([]);
  // The last good view: the article as it last drew, under its saved address.
  await eventually(frame(tab).locator('h1')).toHaveText(title);
  await expect(bar(tab).locator('code')).toHaveText(/^\/blog\/date-limite-du-reer/);
});

test('a paused draft drawn anew in the other language shows the draft as it last drew whole, and says which page it shows', async ({
  page: tab,
}) => {
  test.setTimeout(90_000);
  const title = 'Acomptes provisionnels : le calendrier';
  await tab.goto(`${origin}/__edit`);
  await tab.getByText('Créer une page ou un article').click();
  await tab.getByLabel(/^Titre de l’article/).fill(title);
  await tab.getByRole('button', { name: 'Créer', exact: true }).click();
  await eventually(tab.locator('#field-title_fr')).toHaveValue(title);
  await tab.locator('#field-title_en').fill('Instalments: the calendar');
  const language = (name: string) => bar(tab).getByRole('button', { name, exact: true });
  await language('Anglais').click();
  await eventually(frame(tab).locator('h1')).toHaveText('Instalments: the calendar');
  // A problem in the form, then the English page drawn anew (trial 11: the skeleton's « TODO » title, as saved).
  await tab.locator('#field-description_en').fill('');
  const note = tab.locator('.editor__preview-stale');
  await eventually(note).toContainText('Aperçu en pause');
  await language('Français').click();
  await eventually(frame(tab).locator('h1')).toHaveText(title);
  await language('Anglais').click();
  await eventually(frame(tab).locator('h1')).toHaveText('Instalments: the calendar');
  await expect(bar(tab).locator('code')).toHaveText('/en/blog/instalments-the-calendar');
  await expect(note).toContainText('Ci-dessous : la page avant cette modification.');
});

test('working on the last question of a long page’s FAQ brings it into the preview: its buttons focused, and after « Monter »', async ({
  page: tab,
}) => {
  test.setTimeout(60_000);
  await openFile(tab, origin, /Tarif entreprises/);
  await eventually(frame(tab).locator('h1')).toBeVisible();
  type Faq = { type: string; items?: { question: { fr: string } }[] };
  const sections = (
    parse(readFileSync(join(editor.contentRoot, 'pages/pricing-company.yaml'), 'utf8')) as {
      sections: Faq[];
    }
  ).sections;
  const faq = sections.findIndex((section) => section.type === 'faq');
  const items = sections[faq]!.items!;
  const last = items.length - 1;
  /** Whether the question reads inside the frame's visible part. */
  const inView = (question: string) =>
    frame(tab)
      .locator('body')
      .evaluate((body, question) => {
        // Read as a visitor reads it: no-break spaces as spaces, the word joiners after hyphens as nothing.
        const plain = (value: string) =>
          value
            .replace(/[\u00a0\u202f]/g, ' ')
            .replace(/\u2060/g, '')
            .trim();
        const element = [...body.querySelectorAll('summary')].find(
          (each) => plain(each.textContent ?? '') === plain(question),
        );
        const box = element?.getBoundingClientRect();
        return box !== undefined && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }, question)
      .catch(() => false);
  const top = () =>
    frame(tab)
      .locator('body')
      .evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect(await inView(items[last]!.question.fr), 'the FAQ starts out of view (a long page)').toBe(false);
  const failures: string[] = [];
  const check = async (what: string, question: string) => {
    try {
      await eventually.poll(() => inView(question), { timeout: 8_000 }).toBe(true);
    } catch {
      failures.push(`${what}: « ${question} » not scrolled into the preview`);
    }
  };
  const tools = tab.locator(`[data-tools="field-sections_${faq}_items_${last}"]`);
  await tools.getByRole('button', { name: 'Monter' }).focus();
  await check('the last question’s « Monter » focused', items[last]!.question.fr);
  await top();
  await tools.getByRole('button', { name: 'Monter' }).click();
  // Moved up one place: the same question, now second to last, in view once the preview redrew it there.
  await check('after « Monter »', items[last]!.question.fr);
  // And the one outlined is it, not the question it pushed down (trial 10).
  const shown = () =>
    frame(tab)
      .locator('[data-editor-shown]')
      .evaluate((element) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, ''))
      .catch(() => '');
  const plainQuestion = items[last]!.question.fr.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '');
  await eventually.poll(shown, { message: 'the question moved is the one outlined' }).toContain(plainQuestion);
  await top();
  await tab.locator(`#field-sections_${faq}_items_${last}_answer_fr`).focus();
  await check('the last answer’s box focused', items[last - 1]!.question.fr);
  expect(failures).toEqual([]);
});
