// Two publications sent one after the other before the live site caught up (trials 9 and 14): the panel lists each, newest first, with its own time and state (waiting for as long as it has, then « En ligne ✓ » with its pages), after a restart of the editor too.
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

/** Seconds in « … 3 min 12 s » / « … 45 s ». */
const seconds = (text: string) => {
  const [, minutes, rest] = /(?:(\d+) min)?\s?(?:(\d+) s)?$/.exec(text.trim()) ?? [];
  return Number(minutes ?? 0) * 60 + Number(rest ?? 0);
};

test('a publication sent while the one before is not online yet: both listed, newest first, each waiting since its own sending, then each « En ligne ✓ » with its pages, in French and English', async ({
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
  const rows = panel.locator('.publication');
  await eventually(rows).toHaveCount(2);
  // Each named by its time, her own words and what it changed.
  await expect(rows.nth(0)).toContainText(
    /^\d{1,2} h \d{2} — « La politique de confidentialité » \(Politique de confidentialité\)En attente du site en ligne… \d/,
  );
  await expect(rows.nth(1)).toContainText(
    /^\d{1,2} h \d{2} — « Le texte À propos » \(À propos de notre cabinet CPA\)En attente du site en ligne… \d/,
  );
  // Each counts from its own sending: the second never started the first's count again (trial 14).
  const waited = async (row: number) =>
    seconds((await rows.nth(row).locator('.publication__waiting').textContent()) ?? '');
  expect(await waited(1), 'the first waits longer than the second').toBeGreaterThan(await waited(0));
  // The bar counts from the oldest one still waiting.
  expect(seconds((await page.locator('.live-badge').textContent()) ?? '')).toBeGreaterThanOrEqual(
    (await waited(1)) - 2,
  );

  // The live site gets the second publication (which holds the first).
  deployRemote();
  await eventually(page.locator('.live-badge')).toHaveText(/^En ligne ✓ depuis \d{1,2} h \d{2}$/);
  for (const [index, title] of ['Politique de confidentialité', 'À propos de notre cabinet CPA'].entries()) {
    await expect(rows.nth(index).locator('.publish__done'), title).toHaveText(/^En ligne ✓ depuis \d{1,2} h \d{2}$/);
    await expect(rows.nth(index).locator('.publish__links').getByText(title, { exact: true }), title).toBeVisible();
  }

  await page.getByRole('button', { name: 'English' }).click();
  await eventually(panel.getByRole('heading', { name: 'Your publications' })).toBeVisible();
  for (const [index, title] of ['Privacy policy', 'About our CPA firm'].entries()) {
    await expect(rows.nth(index), title).toContainText(title);
    await expect(rows.nth(index).locator('.publish__done'), title).toHaveText(
      /^Live ✓ since \d{1,2}:\d{2}\s[ap]\.m\.$/,
    );
  }
  await page.getByRole('button', { name: 'Français' }).click();
});

test('the editor restarted (npm run edit again) while two publications wait: both still listed and followed, then « En ligne ✓ »', async ({
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
  const rows = panel.locator('.publication');
  await eventually(rows.nth(1)).toContainText(
    /« Encore À propos » \(À propos de notre cabinet CPA\)En attente du site en ligne…/,
  );
  // The two of the test before, online then, are still listed as online.
  await expect(rows.nth(2)).toContainText(/\(Politique de confidentialité\)En ligne ✓ depuis/);

  deployRemote();
  await eventually(page.locator('.live-badge')).toHaveText(/^En ligne ✓ depuis \d{1,2} h \d{2}$/);
  await eventually(rows.nth(1).locator('.publish__done')).toHaveText(/^En ligne ✓ depuis \d{1,2} h \d{2}$/);
  await expect(
    rows.nth(1).locator('.publish__links').getByText('À propos de notre cabinet CPA', { exact: true }),
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
