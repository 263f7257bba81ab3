// The form's fields as a marketer expects them (trials 4 and 5), on a copy of the fixture site: a new article's addresses follow their own titles until she writes them, named in plain words with the full address they make; Tab goes from input to input; an unfinished file is deleted from its own form.
import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { copyOfLaunchSite, type EditorServer, openFile, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 15_000 });
let editor: EditorServer;
let origin: string;

test.describe.configure({ mode: 'default', timeout: 90_000 });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool');

test.beforeAll(async () => {
  const contentRoot = copyOfLaunchSite('editor-fields');
  // Published means committed: a real repository, as the firm's would be.
  const git = (...args: string[]) => execFileSync('git', args, { cwd: contentRoot });
  git('init', '--quiet');
  git('add', '.');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'Contenu de départ');
  editor = await startEditor('editor-fields-spec', 5220, contentRoot);
  origin = editor.origin;
});

test.afterAll(() => editor?.close());

/** « Créer » an article from its French title alone, as the trial did. */
async function createArticle(page: Page, title: string) {
  await page.goto(`${origin}/__edit`);
  await page.getByText('Créer une page ou un article').click();
  await page.getByLabel('Type').selectOption('post');
  await page.getByLabel(/^Titre de l’article/).fill(title);
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await eventually(page.locator('#field-title_fr')).toHaveValue(title);
}

test('a new article’s addresses each follow their own title until written by hand, in plain words, with the full address under each', async ({
  page,
}) => {
  await createArticle(page, 'Date limite REER');
  const failures: string[] = [];
  // In plain words, declared with the field, each with the full address it makes, right under the titles.
  for (const [field, label, address] of [
    ['slug_fr', 'Adresse de la page (français)', '/blog/date-limite-reer'],
    ['slug_en', 'Adresse de la page (anglais)', '/en/blog/'],
  ] as const) {
    const input = page.locator(`#field-${field}`);
    if (!(await input.isVisible())) failures.push(`${field}: hidden`);
    const named = await page.locator(`label[for="field-${field}"]`).textContent();
    if (named !== label) failures.push(`${field}: labelled « ${named} », not « ${label} »`);
    const full =
      (await page
        .locator(`#field-${field}-full`)
        .textContent()
        .catch(() => '')) ?? '';
    if (!full.includes(address))
      failures.push(`${field}: the full address « ${address} » is not under it (« ${full} »)`);
  }
  expect(failures).toEqual([]);

  // The English address follows the English title (the trial: it kept the French address).
  const titleEn = page.locator('#field-title_en');
  await titleEn.fill('');
  await titleEn.pressSequentially('RRSP deadline');
  await eventually(page.locator('#field-slug_en')).toHaveValue('rrsp-deadline');
  await eventually(page.locator('#field-slug_en-full')).toContainText('/en/blog/rrsp-deadline');
  // The French address follows the French title.
  await page.locator('#field-title_fr').fill('Date limite REER 2027');
  await eventually(page.locator('#field-slug_fr')).toHaveValue('date-limite-reer-2027');
  await eventually(page.locator('#field-slug_fr-full')).toContainText('/blog/date-limite-reer-2027');
  // Written by hand: that address stays, the other still follows its title.
  await page.locator('#field-slug_en').fill('rrsp');
  await titleEn.fill('RRSP deadline 2027');
  await page.locator('#field-title_fr').fill('Date limite REER : 2027');
  await eventually(page.locator('#field-slug_fr')).toHaveValue('date-limite-reer-2027');
  await page.waitForTimeout(300);
  await expect(page.locator('#field-slug_en')).toHaveValue('rrsp');
  // In another tab (nothing remembered there), a file never published still follows: the rule is the file's, not the tab's.
  const other = await page.context().newPage();
  await other.goto(`${origin}/__edit`);
  await other.evaluate(() => sessionStorage.clear());
  const file = new URL(page.url()).pathname.replace('/__edit/', '');
  await other.goto(`${origin}/__edit/${file}`);
  await eventually(other.locator('#field-title_fr')).toBeVisible();
  const slugFr = await other.locator('#field-slug_fr').inputValue();
  await other.locator('#field-title_fr').fill('Date limite REER en 2028');
  await eventually(other.locator('#field-slug_fr'), `from ${slugFr}`).toHaveValue('date-limite-reer-en-2028');
  await other.close();
});

test('an article already published keeps both its addresses whatever its titles become', async ({ page }) => {
  await openFile(page, origin, /Imposition des cryptomonnaies/);
  const before = {
    fr: await page.locator('#field-slug_fr').inputValue(),
    en: await page.locator('#field-slug_en').inputValue(),
  };
  await page.locator('#field-title_fr').fill('Cryptomonnaies');
  await page.locator('#field-title_en').fill('Crypto');
  await page.waitForTimeout(500);
  expect({
    fr: await page.locator('#field-slug_fr').inputValue(),
    en: await page.locator('#field-slug_en').inputValue(),
  }).toEqual(before);
  // Published: its addresses wait folded in « Avancé », as links lead there.
  expect(await page.locator('#field-slug_fr').locator('xpath=ancestor::details').count()).toBe(1);
});
