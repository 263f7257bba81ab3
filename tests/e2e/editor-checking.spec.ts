// The editor on a loaded machine (trial 6), its checks and Publier's list slowed in the browser while the real server
// answers: a field never shows a problem older than its text, Save waits for the check, a published page's deletion
// waits at the end of its form, and Publier on a phone opens at its top saying it is loading.
import { expect, type Page, test } from '@playwright/test';
import { copyOfLaunchSite, type EditorServer, openFile, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
/** Well under the slowed answer's delay: what the form says at once, before any answer. */
const atOnce = expect.configure({ timeout: 1_500 });
const DELAY_MS = 5_000;
let editor: EditorServer;

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool; its phone width is tested with the viewport');

test.beforeAll(async () => {
  editor = await startEditor('editor-checking', 5197, copyOfLaunchSite('editor-checking'));
});
test.afterAll(() => editor?.close());

/** Every request to `path` of the editor's API reaches the real server `DELAY_MS` late, as on a loaded machine. */
const slowed = (page: Page, path: string) =>
  page.route(
    (url) => url.pathname === `/__edit/api${path}`,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      await route.continue().catch(() => undefined);
    },
  );

test('a slow check: a field’s old problem hides as soon as its text changes, « Vérification… » shows and Save waits, then the true verdict shows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openFile(page, editor.origin, /À propos/);
  const main = page.getByRole('main');
  const save = main.getByRole('button', { name: 'Enregistrer' });
  const status = main.locator('.editor__actions').getByRole('status');
  const failures: string[] = [];
  // Each box (a French and an English text): a placeholder left, then written while the check is slow.
  for (const [box, placeholder, written] of [
    ['#field-sections_0_title_fr', 'TODO: premier titre', 'Un cabinet CPA pour aujourd’hui'],
    ['#field-sections_0_title_en', 'TODO: first title', 'A CPA firm for today'],
  ] as const) {
    await page.unrouteAll({ behavior: 'wait' });
    const field = page.locator(box);
    const problems = main.locator('.field-problems', { hasText: placeholder.slice(0, 10) });
    await field.fill(placeholder);
    await eventually(problems, `${box}: the placeholder's problem`).toHaveCount(1);
    await expect(save).toBeDisabled();

    await slowed(page, '/preview');
    await field.fill(written);
    try {
      await atOnce(problems, `${box}: the old problem is gone at once`).toHaveCount(0);
      await atOnce(status, `${box}: « Vérification… » at once`).toHaveText('Vérification…');
      await atOnce(save, `${box}: Save waits for the check`).toBeDisabled();
      await expect(save).toHaveAccessibleDescription(/Vérification…/);
    } catch (error) {
      failures.push(String(error).split('\n')[0]!);
    }
    // The answer: no problem, Save ready.
    await eventually(status).toHaveText(/modifications? non enregistrées?/);
    await expect(save, `${box}: Save once checked`).toBeEnabled();
    await expect(problems).toHaveCount(0);

    // Written back as a placeholder: Save waits for the check, then the problem shows and Save stays grey.
    await field.fill(placeholder);
    try {
      await atOnce(status, `${box}: « Vérification… » for the placeholder`).toHaveText('Vérification…');
      await atOnce(save, `${box}: Save waits for the placeholder's check`).toBeDisabled();
    } catch (error) {
      failures.push(String(error).split('\n')[0]!);
    }
    await eventually(problems, `${box}: the placeholder's problem once checked`).toHaveCount(1);
    await expect(save).toBeDisabled();
    await expect(status).not.toHaveText('Vérification…');
    // Written again: the next box starts from a file with no problem.
    await field.fill(written);
    await eventually(save).toBeEnabled();
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(failures).toEqual([]);
});
