// Publishing as a marketer follows it (trial 7): a never-published article said calmly as « Nouveau » in Publier's list, the bar saying « Envoi en cours… » the moment she presses publish, and that bar one line tall on a phone whatever it says.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type LiveSite, liveSite } from '../unit/live-site.ts';
import { copyWithRemote, type EditorServer, openFile, saveAChange, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
let editor: EditorServer;
let contentRoot: string;
let remote: string;
let live: LiveSite;
const liveFolder = mkdtempSync(join(tmpdir(), 'editor-publish-status-live-'));
const deploy = (commit: string) =>
  writeFileSync(join(liveFolder, 'version.json'), JSON.stringify({ commit, built: new Date().toISOString() }));
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });
const deployRemote = () => deploy(git(remote, 'rev-parse', 'HEAD').trim());

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool; its phone width is tested with the viewport');

test.beforeAll(async () => {
  ({ contentRoot, remote } = copyWithRemote('editor-publish-status'));
  live = await liveSite(liveFolder);
  deployRemote();
  process.env.SITE_LIVE_URL = live.url;
  editor = await startEditor('editor-publish-status', 5231, contentRoot);
});

// A test that failed while a publication was held: its answer is let go quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test.afterAll(async () => {
  await editor?.close();
  await live?.close();
  delete process.env.SITE_LIVE_URL;
  rmSync(liveFolder, { recursive: true, force: true });
  rmSync(remote, { recursive: true, force: true });
});

/** Publier opened, the message written: « Vérifier et publier » is ready to press. */
async function readyToPublish(page: Page, message: string): Promise<{ panel: Locator; button: Locator }> {
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const panel = page.locator('section.publish');
  await eventually(panel.getByRole('checkbox', { name: /À propos/ })).toBeChecked();
  await panel.getByLabel('En quelques mots, ce que vous publiez').fill(message);
  const button = panel.getByRole('button', { name: 'Vérifier et publier' });
  await button.scrollIntoViewIfNeeded();
  return { panel, button };
}

/** A publication sent and, once the live site has it, online: the bar says « En ligne ✓ depuis … ». */
async function publishedOnline(page: Page, words: string) {
  await saveAChange(page, editor.origin, words);
  const { panel, button } = await readyToPublish(page, `Publication ${words}`);
  await button.click();
  await eventually(panel.getByRole('status')).toContainText('Envoyé', { timeout: 60_000 });
  deployRemote();
  await eventually(page.locator('.live-badge')).toHaveText(/^En ligne ✓ depuis \d{1,2} h \d{2}$/);
}

/** The editor's own answer to « Vérifier et publier » held back until `release` is called: the time the server takes, made long. */
async function holdPublishing(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/__edit/api/publish', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch({ timeout: 120_000 });
    await released;
    await route.fulfill({ response });
  });
  return release;
}

/** Every text the bar's live badge shows, in order, from the moment this is called. */
const watchBadge = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenBadges: string[] }).seenBadges = seen;
    const note = () => {
      const text = document.querySelector('.live-badge')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    note();
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
const badgeTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenBadges?: string[] }).seenBadges ?? []);

test('Publier lists a never-published article as « Nouveau : sera publié pour la première fois », in the same calm style as the list’s other notes', async ({
  page,
}) => {
  await page.goto(`${editor.origin}/__edit`);
  await page.getByText('Créer une page ou un article').click();
  await page.getByLabel('Type').selectOption('post');
  await page.getByLabel(/^Titre de l’article/).fill('Le nouvel article du trimestre');
  await page.getByLabel(/^Adresse/).fill('nouvel-article-trimestre');
  await page.getByRole('button', { name: 'Créer' }).click();
  await eventually(page.locator('#field-title_fr')).toHaveValue('Le nouvel article du trimestre');
  for (const [field, text] of [
    ['category_fr', 'Fiscalité'],
    ['category_en', 'Tax updates'],
    ['title_en', 'The new article of the quarter'],
    ['description_fr', 'Ce qui change ce trimestre, expliqué simplement pour nos clients.'],
    ['description_en', 'What changes this quarter, explained simply for our clients.'],
    ['body_fr', 'Ce trimestre, trois changements touchent les particuliers.'],
    ['body_en', 'This quarter, three changes affect individuals.'],
  ] as const)
    await page.locator(`#field-${field}`).fill(text);
  await eventually(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await eventually(page.getByRole('main').getByRole('status').first()).toHaveText('Enregistré.');
  // A page changed by hand elsewhere: listed apart, with its note (the list's usual note style).
  appendFileSync(join(contentRoot, 'pages/privacy.yaml'), '# relu par la direction\n');

  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const panel = page.locator('section.publish');
  // Named by its title in the editor's language, never by its file name (trial 14 read « .yaml » as jargon).
  const article = panel.locator('.publish__changes > li', {
    hasText: /Le nouvel article du trimestre|The new article of the quarter/,
  });
  await eventually(article).toBeVisible();
  await expect(article).not.toContainText('.yaml');
  await eventually(article).toBeVisible();
  const note = article.getByText(/^Nouveau : sera publié pour la première fois\./);
  await expect(note).toBeVisible();
  // Where to delete it instead stays said, in a few words, with its « Ouvrir » link.
  await expect(note).toContainText('supprimer');
  await expect(article.getByRole('link', { name: 'Ouvrir' })).toBeVisible();
  await expect(article).not.toContainText('Jamais publié');
  const other = panel.locator('.publish__group--outside .field-help');
  await expect(other).toBeVisible();
  const look = (element: Locator) =>
    element.evaluate((node) => {
      const style = getComputedStyle(node);
      return { color: style.color, background: style.backgroundColor, weight: style.fontWeight };
    });
  expect(await look(note), 'the note looks like the list’s other notes, not like a warning').toEqual(await look(other));

  // In English too.
  await page.getByRole('button', { name: 'English' }).click();
  await eventually(article.getByText(/^New: will be published for the first time\./)).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  git(contentRoot, 'checkout', '--', 'pages/privacy.yaml');
});

test('the moment « Vérifier et publier » is pressed the bar says « Envoi en cours… » until the server answers, then « Envoyé, en attente… »; a refused sending gives back the last state', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await publishedOnline(page, '(premier envoi)');
  const badge = page.locator('.live-badge');

  await saveAChange(page, editor.origin, '(deuxième envoi)');
  const { panel, button } = await readyToPublish(page, 'Deuxième envoi');
  const release = await holdPublishing(page);
  await watchBadge(page);
  await button.click();
  await expect(badge, 'said at once').toHaveText('Envoi en cours…', { timeout: 1_000 });
  // Closing the page is safe, and said so (trial 17 closed it mid-way, told nothing): the server publishes on its own.
  await expect(panel.locator('#publish-why')).toHaveText(
    'Vous pouvez fermer cette page : la publication continue sans elle.',
  );
  // The server is still building: the bar still says so, never the old « En ligne ✓ ».
  await page.waitForTimeout(3_000);
  await expect(badge).toHaveText('Envoi en cours…');
  release();
  await eventually(badge).toHaveText(/^Envoyé à \d+ h \d{2}, en attente du site en ligne… (\d+ min )?\d+ s$/, {
    timeout: 60_000,
  });
  await eventually(panel.getByRole('status')).toContainText('Envoyé');
  const seen = await badgeTexts(page);
  const sending = seen.indexOf('Envoi en cours…');
  expect(sending, `the bar said: ${seen.join(' → ')}`).toBeGreaterThanOrEqual(0);
  for (const text of seen.slice(sending + 1))
    expect(text, `after « Envoi en cours… » the bar said: ${seen.join(' → ')}`).toMatch(
      /^(Envoi en cours…|Envoyé à \d+ h \d{2}, en attente du site en ligne… (\d+ min )?\d+ s)$/,
    );
  await page.unroute('**/__edit/api/publish');

  // Online again; then a sending the remote refuses: « Envoi en cours… », then the state before, never stuck.
  deployRemote();
  await eventually(badge).toHaveText(/^En ligne ✓ depuis \d{1,2} h \d{2}$/);
  git(contentRoot, 'remote', 'set-url', 'origin', join(remote, 'missing'));
  try {
    await saveAChange(page, editor.origin, '(envoi refusé)');
    const refused = await readyToPublish(page, 'Envoi refusé');
    const releaseRefused = await holdPublishing(page);
    await refused.button.click();
    await expect(badge).toHaveText('Envoi en cours…', { timeout: 1_000 });
    releaseRefused();
    await eventually(refused.panel.getByRole('status')).toContainText('pas encore envoyée', { timeout: 60_000 });
    await eventually(badge).toHaveText(/^En ligne ✓ depuis \d{1,2} h \d{2}$/);
  } finally {
    git(contentRoot, 'remote', 'set-url', 'origin', remote);
    await page.unroute('**/__edit/api/publish');
  }
});

test('on a 390 px phone the bar stays one line (at most 56 px) whatever it says, its time still shown, in French and in English', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.locator('.editor__bar');
  const badge = page.locator('.live-badge');
  const heights: string[] = [];
  /** The bar's height, and every control in it inside the window, in the state the badge is in now. */
  const measure = async (state: string) => {
    const box = (await bar.boundingBox())!;
    heights.push(`${state}: ${box.height} px`);
    expect.soft(box.height, `bar height while « ${await badge.innerText()} » (${state})`).toBeLessThanOrEqual(56);
    // Its words whole, never cut short by the window's edge.
    expect
      .soft(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth), `${state}: badge not cut`)
      .toBe(true);
    for (const control of await bar.locator('button, a').all()) {
      const inside = (await control.boundingBox())!;
      expect(inside.x + inside.width, `${await control.innerText()} (${state}) inside the window`).toBeLessThanOrEqual(
        390,
      );
    }
  };
  // Sent, and waiting: the bar says for how long (« 12 s »), in one line.
  await saveAChange(page, editor.origin, '(au téléphone)');
  const { button } = await readyToPublish(page, 'Depuis le téléphone');
  const release = await holdPublishing(page);
  await button.click();
  await expect(badge).toHaveText('Envoi en cours…', { timeout: 1_000 });
  await measure('sending');
  release();
  await eventually(badge).toHaveText(/^Envoyé à \d+ h \d{2}, en attente du site en ligne… (\d+ min )?\d+ s$/, {
    timeout: 60_000,
  });
  await expect(badge).toHaveAccessibleName(/\d+ s$/);
  await measure('waiting');
  await page.getByRole('button', { name: 'English' }).click();
  await eventually(badge).toHaveText(/^Sent at \d+:\d{2} [ap]\.m\., waiting for the live site… \d+ s$/);
  await measure('waiting, English');
  await page.getByRole('button', { name: 'Français' }).click();
  await page.unroute('**/__edit/api/publish');
  // Online, with its link to the live site beside it.
  deployRemote();
  await eventually(badge).toHaveText(/^En ligne ✓ depuis \d{1,2} h \d{2}$/);
  await expect(badge).toHaveAccessibleName(/\d{1,2} h \d{2}$/);
  await expect(bar.getByRole('link')).toBeVisible();
  await measure('online');
  await page.getByRole('button', { name: 'English' }).click();
  await eventually(badge).toHaveText(/^Live ✓ since \d{1,2}:\d{2}\s[ap]\.m\.$/);
  await measure('online, English');
  // The figures, for the commit message and the report.
  console.log(`bar at 390 px: ${heights.join(' · ')}`);
});

for (const width of [1280, 390])
  test(`at ${width} px, a live site briefly down while the new version goes in says « Mise en ligne en cours… », never « injoignable »; past the usual time the bar and the panel say what is happening and what to do`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The page's clock runs as usual until moved on: minutes of a slow deploy pass in an instant.
    await page.clock.install();
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const bar = page.locator('.editor__bar');
    const badge = page.locator('.live-badge');
    const panel = page.locator('section.publish');
    /** One line on a phone, its words whole; a picture of the bar for the report. */
    const heights: string[] = [];
    const look = async (state: string) => {
      const box = (await bar.boundingBox())!;
      heights.push(`${state}: ${box.height} px`);
      if (width < 600) {
        expect.soft(box.height, `bar height while « ${await badge.innerText()} » (${state})`).toBeLessThanOrEqual(56);
        expect
          .soft(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth), `${state}: badge cut`)
          .toBe(true);
      }
      await page.screenshot({
        path: testInfo.outputPath(`bar-${width}-${state}.png`),
        clip: { x: 0, y: 0, width, height: Math.max(box.height, 56) },
      });
      await page.screenshot({ path: testInfo.outputPath(`page-${width}-${state}.png`) });
    };
    await saveAChange(page, editor.origin, `(mise en ligne ${width})`);
    const { button } = await readyToPublish(page, `Mise en ligne à ${width} px`);
    await button.click();
    await eventually(panel.getByRole('status')).toContainText('Envoyé', { timeout: 60_000 });
    await watchBadge(page);

    // The host stops the old version to start the new one: the live site does not answer for a moment.
    const port = Number(new URL(live.url).port);
    await live.close();
    await eventually(badge).toHaveText(/^Mise en ligne en cours… \d+ s$/);
    await expect(panel).toContainText('Le site en ligne redémarre avec la nouvelle version');
    await expect(panel).toContainText('C’est normal, rien à faire.');
    await look('going-live');
    const seen = await badgeTexts(page);
    for (const text of seen) expect(text, `the bar said: ${seen.join(' → ')}`).not.toMatch(/injoignable/);

    // Still not answering ten minutes later, well past the usual time: now a problem, with whom to warn.
    await page.clock.setSystemTime(Date.now() + 10 * 60_000);
    await eventually(badge).toHaveText('Site en ligne injoignable, nouvel essai sous peu…');
    await expect(panel).toContainText('Le site en ligne ne répond plus depuis 10 min');
    await expect(panel).toContainText('prévenez la personne qui s’occupe du site');
    await look('down');

    // The live site answers again, still with the version before ours: longer than usual, nothing to do yet.
    live = await liveSite(liveFolder, port);
    await eventually(badge).toHaveText(/^Mise en ligne plus longue que d’habitude, rien à faire… 10 min$/);
    const slow = panel.locator('.publish__slow');
    await expect(slow).toContainText(/^La mise en ligne prend plus de temps que d’habitude \(10 min[ ;)]/);
    await expect(slow).toContainText('Rien à faire : vos changements sont bien envoyés');
    // The follow's own limit, the figure after which the editor itself says « Pas encore en ligne ».
    await expect(slow).toContainText('Si le site en ligne n’est pas à jour après 15 min, prévenez');
    await expect(panel, 'no « a few minutes » at 10 minutes').not.toContainText('Comptez quelques minutes');
    expect(
      await slow.evaluate((element) => getComputedStyle(element).color),
      'calm: the panel’s usual text colour, not the red of a problem',
    ).toBe(await panel.evaluate((element) => getComputedStyle(element).color));
    await look('slow');
    await page.getByRole('button', { name: 'English' }).click();
    await eventually(badge).toHaveText(/^Going live, slower than usual, nothing to do… 10 min$/);
    await expect(slow).toContainText('Nothing to do: your changes are sent');
    await look('slow-en');
    await page.getByRole('button', { name: 'Français' }).click();

    deployRemote();
    await eventually(badge).toHaveText(/^En ligne ✓ depuis \d{1,2} h \d{2}$/);
    console.log(`bar at ${width} px: ${heights.join(' · ')}`);
  });

test('a page closed while it publishes: the publication goes on, and the editor opened again says it was sent', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // Published from a page of its own, closed mid-way (the test's own page stays for its clean-up).
  const closing = await context.newPage();
  await saveAChange(closing, editor.origin, '(page fermée)');
  const { button } = await readyToPublish(closing, 'Publiée page fermée');
  await button.click();
  await expect(closing.locator('.live-badge')).toHaveText('Envoi en cours…', { timeout: 1_000 });
  await closing.close();
  await expect
    .poll(() => git(remote, 'log', '-1', '--format=%s').trim(), { timeout: 60_000 })
    .toBe('Publiée page fermée');
  await page.goto(`${editor.origin}/__edit`);
  await eventually(page.locator('.live-badge')).toHaveText(
    /^Envoyé à \d+ h \d{2}, en attente du site en ligne… (\d+ min )?\d+ s$/,
  );
  deployRemote();
});

test('a change saved and not yet published is undone in one click: « Revenir à la version publiée », asked first, puts the file back as published', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const file = join(contentRoot, 'pages/about.yaml');
  const published = git(contentRoot, 'show', 'HEAD:pages/about.yaml');
  expect(readFileSync(file, 'utf8'), 'the test starts from the published file').toBe(published);
  const restore = page.getByRole('button', { name: 'Revenir à la version publiée' });
  await openFile(page, editor.origin, /À propos/);
  await expect(restore, 'nothing saved since the publication: nothing to undo').toHaveCount(0);
  // Saved (trial 17 saved « 3 900,00 » on purpose, then retyped the old amount by hand to undo it).
  await saveAChange(page, editor.origin, '(erreur enregistrée)');
  await expect(restore).toBeVisible();
  // Unsaved work first goes with « Annuler mes modifications »: the two are never offered at once.
  const box = page.locator('#field-sections_0_title_fr');
  const saved = await box.inputValue();
  await box.fill(`${saved} encore`);
  await expect(restore).toHaveCount(0);
  await box.fill(saved);
  await eventually(restore).toBeVisible();
  await restore.click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Revenir à la version publiée? Ce qui a été enregistré');
  await expect(question.getByRole('button', { name: 'Non, garder' })).toBeFocused();
  await question.getByRole('button', { name: 'Oui, revenir' }).click();
  await eventually(page.locator('#save-state')).toHaveText(
    'Revenu à la version publiée : il n’y a plus rien à publier dans ce fichier.',
  );
  expect(readFileSync(file, 'utf8')).toBe(published);
  await expect(box).not.toHaveValue(/erreur enregistrée/);
  await expect(restore).toHaveCount(0);
});
