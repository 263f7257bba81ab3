// Two publications sent one after the other before the live site caught up (trial 9): the status keeps the first one in view while waiting, and « En ligne ✓ » names both once the live site has the second, after a restart of the editor too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type LiveSite, liveSite } from '../unit/live-site.ts';
import { copyWithRemote, type EditorServer, openFile, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
let editor: EditorServer;
let remote: string;
let live: LiveSite;
const liveFolder = mkdtempSync(join(tmpdir(), 'editor-publish-earlier-live-'));
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });
const deployRemote = () =>
  writeFileSync(
    join(liveFolder, 'version.json'),
    JSON.stringify({ commit: git(remote, 'rev-parse', 'HEAD').trim(), built: new Date().toISOString() }),
  );

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool');

test.beforeAll(async () => {
  let contentRoot: string;
  ({ contentRoot, remote } = copyWithRemote('editor-publish-earlier'));
  live = await liveSite(liveFolder);
  deployRemote();
  process.env.SITE_LIVE_URL = live.url;
  editor = await startEditor('editor-publish-earlier', 5251, contentRoot);
});

test.afterAll(async () => {
  await editor?.close();
  await live?.close();
  delete process.env.SITE_LIVE_URL;
  rmSync(liveFolder, { recursive: true, force: true });
  rmSync(remote, { recursive: true, force: true });
});

/** The page's first title changed and saved, then published alone with `message`: « Envoyé » awaited. */
async function publishAChange(page: Page, title: RegExp, words: string, message: string) {
  await openFile(page, editor.origin, title);
  const box = page.locator('#field-sections_0_title_fr');
  await box.fill(`${await box.inputValue()} ${words}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await eventually(page.getByRole('main').getByRole('status').first()).toHaveText('Enregistré.');
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const panel = page.locator('section.publish');
  await eventually(panel.getByRole('checkbox', { name: title })).toBeChecked();
  await panel.getByLabel('En quelques mots, ce que vous publiez').fill(message);
  const button = panel.getByRole('button', { name: 'Vérifier et publier' });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await eventually(panel.getByRole('status')).toContainText('Envoyé', { timeout: 60_000 });
  return panel;
}

test('a publication sent while the one before is not online yet: the status says it includes the first, and « En ligne ✓ » names both, in French and English', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await publishAChange(page, /À propos/, '(depuis le portable)', 'Le texte À propos');
  // The second, sent before the live site has the first (the phone, nine minutes later in the trial).
  const panel = await publishAChange(
    page,
    /Politique de confidentialité/,
    '(depuis le téléphone)',
    'La politique de confidentialité',
  );
  const time = /\d{1,2} h \d{2}/;
  await eventually(panel.locator('.publish__earlier')).toHaveText(
    new RegExp(`^Comprend aussi la publication de ${time.source}, pas encore en ligne\\.$`),
  );

  // The live site gets the second publication (which holds the first).
  deployRemote();
  await eventually(page.locator('.live-badge')).toHaveText(/^En ligne ✓ depuis \d{1,2} h \d{2}$/);
  const done = panel.locator('.publish__done');
  await expect(done).toContainText(
    new RegExp(
      `^En ligne ✓ \\(à ${time.source}\\) : Politique de confidentialité — comprend aussi votre publication de ${time.source} : À propos de notre cabinet CPA\\.$`,
    ),
  );
  // Every page that went online is linked, the first publication's too.
  const links = panel.locator('.publish__links');
  for (const title of ['À propos de notre cabinet CPA', 'Politique de confidentialité'])
    await expect(links.getByText(title, { exact: true }), `linked: ${title}`).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await eventually(done).toContainText(
    /^Online ✓ \(at \d{1,2}:\d{2}\s[ap]\.m\.\): Privacy policy — also includes your publication of \d{1,2}:\d{2}\s[ap]\.m\.: About our CPA firm\.$/,
  );
  for (const title of ['About our CPA firm', 'Privacy policy'])
    await expect(links.getByText(title, { exact: true }), `linked: ${title}`).toBeVisible();
});

test('the editor restarted (npm run edit again) while two publications wait: the status still follows the first, and « En ligne ✓ » names it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await publishAChange(page, /À propos/, '(avant le redémarrage)', 'Encore À propos');
  await publishAChange(page, /Politique de confidentialité/, '(avant le redémarrage)', 'Encore la politique');
  // The editor's server stops and starts anew on the same clone: what it followed in memory is gone.
  await editor.server.close();
  editor = await startEditor('editor-publish-earlier', 5251, editor.contentRoot);
  await page.goto(`${editor.origin}/__edit`);
  await eventually(page.locator('.live-badge')).toHaveText(/^Envoyé/);
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const panel = page.locator('section.publish');
  const time = /\d{1,2} h \d{2}/;
  await eventually(panel.locator('.publish__earlier')).toHaveText(
    new RegExp(`^Comprend aussi la publication de ${time.source}, pas encore en ligne\\.$`),
  );

  deployRemote();
  await eventually(page.locator('.live-badge')).toHaveText(/^En ligne ✓ depuis \d{1,2} h \d{2}$/);
  await eventually(panel.locator('.publish__done')).toContainText(
    new RegExp(`— comprend aussi votre publication de ${time.source} : À propos de notre cabinet CPA\\.$`),
  );
  await expect(
    panel.locator('.publish__links').getByText('À propos de notre cabinet CPA', { exact: true }),
  ).toBeVisible();
});

test('the first publication online on its own while the second still waits: the bar says so beside the wait, not only the panel', async ({
  page,
}) => {
  // Two publications, each a real commit and push, then two follows of the live site.
  test.setTimeout(180_000);
  await publishAChange(page, /À propos/, '(le premier)', 'Le premier');
  const first = git(remote, 'rev-parse', 'HEAD').trim();
  await publishAChange(page, /Politique de confidentialité/, '(le second)', 'Le second');
  // The pipeline put the first online, the second is still being checked (trial 13: her article, then her FAQ).
  writeFileSync(join(liveFolder, 'version.json'), JSON.stringify({ commit: first, built: new Date().toISOString() }));
  const badge = page.locator('.live-badge');
  await eventually(badge).toContainText(/^Envoyé.* · celle de \d{1,2} h \d{2} est en ligne ✓/, { timeout: 40_000 });
  deployRemote();
  await eventually(badge).toContainText('En ligne ✓', { timeout: 40_000 });
  await expect(badge).not.toContainText('celle de');
});
