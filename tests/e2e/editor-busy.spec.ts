// The editor on a busy machine (trial 9): the server answers one request at a time and each takes long; a word typed is
// checked and previewed once, not once per key, Save stays usable while a check runs, and a slow preview is not called broken.
import { expect, type Page, test } from '@playwright/test';
import { copyOfLaunchSite, type EditorServer, openFile, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 30_000 });
/** What one check or one page of the preview costs the busy server, answering them one after the other. */
const BUSY_MS = 700;
let editor: EditorServer;

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool; its phone width is tested with the viewport');

test.beforeAll(async () => {
  editor = await startEditor('editor-busy', 5199, copyOfLaunchSite('editor-busy'));
});
test.afterAll(() => editor?.close());

/** Checks and previews reach the real server one at a time, each `BUSY_MS` late, as a busy dev server answers them. */
async function busyServer(page: Page) {
  let queue = Promise.resolve();
  const asked: string[] = [];
  await page.route(
    (url) => url.pathname === '/__edit/api/preview' || url.pathname === '/__edit/api/view',
    (route) => {
      asked.push(new URL(route.request().url()).pathname);
      queue = queue.then(async () => {
        await new Promise((resolve) => setTimeout(resolve, BUSY_MS));
        await route.continue().catch(() => undefined);
      });
    },
  );
  return asked;
}

test('a word typed on a busy machine: « Vérification… » ends soon after the last key, and Enregistrer stays usable while it shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openFile(page, editor.origin, /À propos/);
  const main = page.getByRole('main');
  const save = main.getByRole('button', { name: 'Enregistrer' });
  const status = main.locator('.editor__actions').getByRole('status');
  const asked = await busyServer(page);
  const failures: string[] = [];
  for (const [box, words] of [
    ['#field-sections_0_title_fr', 'Un cabinet pour vous'],
    ['#field-sections_0_title_en', 'A firm for you'],
  ] as const) {
    const field = page.locator(box);
    await field.fill('');
    await eventually(status).not.toHaveText('Vérification…');
    asked.length = 0;
    await field.pressSequentially(words, { delay: 60 });
    const typed = Date.now();
    // Typed, checked or not: Enregistrer can be pressed (the save is checked on the server anyway).
    if (await save.isDisabled()) failures.push(`${box}: Enregistrer grey while « ${await status.textContent()} »`);
    await eventually(status).not.toHaveText('Vérification…');
    const waited = Date.now() - typed;
    // One check of the word (and one behind it at most), never one per key answered in turn.
    if (waited > 4 * BUSY_MS + 1_500)
      failures.push(
        `${box}: « Vérification… » ${waited} ms after the last key (${asked.length} requests for ${words.length} keys)`,
      );
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(failures).toEqual([]);
});

/** The preview frame's page (its document, not the editor's own) answered by `answer`. */
const previewPage = (page: Page, answer: Parameters<Page['route']>[1]) =>
  page.route(
    (url) => !url.pathname.startsWith('/__edit') && !url.pathname.startsWith('/@') && !url.pathname.includes('.'),
    (route, request) =>
      request.resourceType() === 'document' && request.frame() !== page.mainFrame()
        ? answer(route, request)
        : route.fallback(),
  );

test('a preview page slower than 20 s keeps a calm loading state, never « ne s’affiche pas », then shows the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await previewPage(page, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 24_000));
    await route.continue().catch(() => undefined);
  });
  await openFile(page, editor.origin, /À propos/);
  const preview = page.getByRole('complementary', { name: 'Aperçu de la page' });
  const said: string[] = [];
  const until = Date.now() + 24_000;
  while (Date.now() < until) {
    said.push(
      (
        (await preview
          .locator('.editor__preview-loading')
          .textContent()
          .catch(() => '')) ?? ''
      ).trim(),
    );
    await page.waitForTimeout(500);
  }
  expect(said.filter((words) => words.includes('ne s’affiche pas'))).toEqual([]);
  expect(said.some((words) => words.startsWith('Chargement de l’aperçu…'))).toBe(true);
  await eventually(page.frameLocator('iframe[title="Aperçu de la page"]').locator('h1')).toBeVisible();
  await expect(preview.locator('.editor__preview-loading')).toHaveCount(0);
});

test('a preview page that fails (the server answers with an error) says « ne s’affiche pas » at once, with a reload', async ({
  page,
}) => {
  await previewPage(page, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' }));
  await openFile(page, editor.origin, /À propos/);
  const preview = page.getByRole('complementary', { name: 'Aperçu de la page' });
  await expect(preview.getByText('L’aperçu ne s’affiche pas.')).toBeVisible({ timeout: 5_000 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await preview.getByRole('button', { name: 'Recharger l’aperçu' }).click();
  await eventually(page.frameLocator('iframe[title="Aperçu de la page"]').locator('h1')).toBeVisible();
});
