// A button label too long for a phone is said at its field while the marketer types (trial 10: it passed the editor, then
// the content gate refused it after Publier and nothing went live for 20 minutes); shortened, the warning goes, and
// Save is never held for it.
import { expect, test } from '@playwright/test';
import { copyOfLaunchSite, type EditorServer, openFile, startEditor } from './editor-server.ts';

const inSeconds = expect.configure({ timeout: 10_000 });
let editor: EditorServer;

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool; its phone width is tested with the viewport');

test.beforeAll(async () => {
  editor = await startEditor('editor-phone', 5199, copyOfLaunchSite('editor-phone'));
});
test.afterAll(() => editor?.close());

test('a button label too long for a phone shows at its field in seconds, in plain words with about how much to cut; shortened, it goes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openFile(page, editor.origin, /À propos/);
  const main = page.getByRole('main');
  const save = main.getByRole('button', { name: 'Enregistrer' });
  // The « Faisons connaissance » banner's first button, in each language (tests/fixtures/site/pages/about.yaml).
  for (const [box, tooLong] of [
    ['#field-sections_4_actions_0_label_fr', 'Vérifier l’inscription au tableau de l’Ordre des CPA du Québec'],
    ['#field-sections_4_actions_0_label_en', 'Check our registration on the roll of the Ordre des CPA du Québec'],
  ] as const) {
    const field = page.locator(box);
    const warning = page.locator(`${box}-problems li`, { hasText: 'Trop long pour un téléphone' });
    await field.fill(tooLong);
    await inSeconds(warning, `${box}: « ${tooLong} » is said too long at its field`).toHaveCount(1);
    await expect(warning, `${box}: how much to cut, in characters`).toHaveText(
      /Raccourcissez-le d’environ \d+ caractères/,
    );
    const said = (await warning.textContent()) ?? '';
    const cut = Number(/environ (\d+)/.exec(said)?.[1]);
    expect(cut, `${box}: a number of characters the label can lose`).toBeGreaterThan(0);
    expect(cut, `${box}: a number of characters the label can lose`).toBeLessThan(tooLong.length);
    // A warning, not a refusal: the file can be saved (its page then fails the gate, which the warning says).
    await inSeconds(save, `${box}: Save is not held for a warning`).toBeEnabled();

    // Shortened by as many characters as it said: it fits.
    const short = tooLong.slice(0, tooLong.length - cut).trim();
    await field.fill(short);
    await inSeconds(warning, `${box}: « ${short} » fits, the warning goes`).toHaveCount(0);
    // And it stays gone once the phone frames measured the shortened label.
    await page.waitForTimeout(2_500);
    await expect(warning, `${box}: still gone after the next check`).toHaveCount(0);
  }
  // What each check cost (the frames redrawn at 390 px and measured), for docs: after the typing paused, never during it.
  const costs = await page.evaluate(() =>
    performance.getEntriesByName('editor:phone-check').map((entry) => Math.round(entry.duration)),
  );
  console.log(`phone-width checks (ms): ${costs.join(', ')}`);
});
