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
