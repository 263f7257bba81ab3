// The editor on a loaded machine (trial 6), its checks and Publier's list slowed in the browser while the real server
// answers: a field never shows a problem older than its text, Save waits for the check, a published page's deletion
// waits at the end of its form, and Publier on a phone opens at its top saying it is loading.
import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { copyOfLaunchSite, type EditorServer, openFile, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
/** Well under the slowed answer's delay: what the form says at once, before any answer. */
const atOnce = expect.configure({ timeout: 1_500 });
const DELAY_MS = 5_000;
let editor: EditorServer;

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool; its phone width is tested with the viewport');

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });

test.beforeAll(async () => {
  // A real repository, as the marketer's copy of the site is: Publier lists what changed since its last commit.
  const contentRoot = copyOfLaunchSite('editor-checking');
  git(contentRoot, 'init', '--quiet');
  git(contentRoot, 'add', '.');
  git(contentRoot, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'Départ');
  editor = await startEditor('editor-checking', 5197, contentRoot);
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

test('a slow check: a field’s old problem hides as soon as its text changes, « Vérification… » shows and Save stays usable (its own check refuses a problem), then the true verdict shows', async ({
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
      // Save does not wait for the check (trial 9: grey 8–10 s after each edit): the save is checked on the server.
      await atOnce(save, `${box}: Save usable while the check runs`).toBeEnabled();
      await expect(save).toHaveAccessibleDescription(/Vérification…/);
    } catch (error) {
      failures.push(String(error).split('\n')[0]!);
    }
    // The answer: no problem, Save ready.
    await eventually(status).toHaveText(/modifications? non enregistrées?/);
    await expect(save, `${box}: Save once checked`).toBeEnabled();
    await expect(problems).toHaveCount(0);

    // Written back as a placeholder and saved before its check answers: the save's own check refuses it, at its field.
    await field.fill(placeholder);
    try {
      await atOnce(status, `${box}: « Vérification… » for the placeholder`).toHaveText('Vérification…');
      await save.click();
    } catch (error) {
      failures.push(String(error).split('\n')[0]!);
    }
    await eventually(problems, `${box}: the placeholder's problem, refused by the save`).toHaveCount(1);
    await expect(save).toBeDisabled();
    await expect(status).not.toHaveText('Vérification…');
    // Written again: the next box starts from a file with no problem.
    await field.fill(written);
    await eventually(save).toBeEnabled();
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(failures).toEqual([]);
});

test('a published page’s « Supprimer » waits at the end of its form, outlined, and its native question names the page and says it leaves the live site at the next publication', async ({
  page,
}) => {
  await openFile(page, editor.origin, /À propos/);
  const main = page.getByRole('main');
  const title = (await main.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  const failures: string[] = [];
  if (
    (await main
      .locator('.editor__actions')
      .getByRole('button', { name: /Supprimer c/ })
      .count()) > 0
  )
    failures.push('a « Supprimer » button is still at the top, beside Enregistrer');
  const remove = main.getByRole('button', { name: /^Supprimer c/ });
  await expect(remove).toHaveCount(1);
  const label = await remove.textContent();
  if (label !== 'Supprimer cette page') failures.push(`named « ${label} », not « Supprimer cette page »`);
  const drawn = await remove.evaluate((button) => {
    // The fields seen (those of the folded « Avancé » part are not).
    const fields = [...document.querySelectorAll('main.editor__form :is(input, textarea, select)')].filter((field) =>
      field.checkVisibility(),
    );
    const last = fields.at(-1);
    const computed = getComputedStyle(button);
    return {
      below: last ? button.getBoundingClientRect().top >= last.getBoundingClientRect().bottom : false,
      last: last?.id,
      border: computed.borderTopColor,
      width: Number.parseFloat(computed.borderTopWidth),
      background: computed.backgroundColor,
    };
  });
  if (!drawn.below) failures.push(`the button is not below the form’s last field: ${drawn.last}`);
  const [red, green] = (drawn.border.match(/\d+/g) ?? []).map(Number);
  if (!(red! > 120 && green! < 80 && drawn.width >= 2)) failures.push(`not a red outline: ${JSON.stringify(drawn)}`);
  if (drawn.background !== 'rgb(255, 255, 255)') failures.push(`not white inside: ${drawn.background}`);
  await remove.click();
  const question = page.locator('dialog[open]');
  await expect(question).toContainText(`la page « ${title} »`);
  await expect(question).toContainText('disparaîtra du site en ligne à la prochaine publication');
  await expect(question.getByRole('button', { name: 'Non, garder' })).toBeFocused();
  await question.getByRole('button', { name: 'Non, garder' }).click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  // In English, in English.
  await page.getByRole('button', { name: 'English' }).click();
  await eventually(main.getByRole('button', { name: 'Delete this page' })).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  expect(failures).toEqual([]);
});

test('at 390 px, Publier opens at its top saying « Chargement des modifications… » until its list arrives, never « Rien de coché » before', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openFile(page, editor.origin, /À propos/);
  // Scrolled down the form, as she was when she thought of publishing.
  await page.locator('#field-sections_0_title_fr').focus();
  await page.mouse.wheel(0, 3000);
  await slowed(page, '/publish');
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const panel = page.locator('section.publish');
  const failures: string[] = [];
  try {
    await atOnce(panel.getByText('Chargement des modifications…')).toBeVisible();
  } catch (error) {
    failures.push(String(error).split('\n')[0]!);
  }
  if ((await panel.getByText('Rien de coché').count()) > 0) failures.push('« Rien de coché » before the list is known');
  // Its title in the window, under the sticky bar, not scrolled past.
  const place = await panel.getByRole('heading', { name: 'Publier', level: 2 }).evaluate((heading) => {
    const bar = document.querySelector('.editor__bar')!.getBoundingClientRect().bottom;
    const box = heading.getBoundingClientRect();
    return { bar, top: box.top, bottom: box.bottom, height: window.innerHeight };
  });
  if (!(place.top >= place.bar - 1 && place.bottom <= place.height))
    failures.push(`the title is out of view: ${JSON.stringify(place)}`);
  // The list arrives: the loading words go, the count is said.
  await eventually(panel.getByText('Chargement des modifications…')).toHaveCount(0);
  await eventually(panel.locator('.publish__count')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(failures).toEqual([]);
});
