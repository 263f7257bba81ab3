// After Publier, as a marketer sees it (trial 5): the result in view with the focus on a phone and a laptop, the bar saying « En ligne ✓ depuis 13 h 26 » with a link to the live page, and, while a text is changed, where else the site says the words she replaces.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const liveFolder = mkdtempSync(join(tmpdir(), 'editor-live-bar-'));
const deploy = (commit: string) =>
  writeFileSync(join(liveFolder, 'version.json'), JSON.stringify({ commit, built: new Date().toISOString() }));
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool; its phone width is tested with the viewport');

test.beforeAll(async () => {
  ({ contentRoot, remote } = copyWithRemote('editor-live'));
  live = await liveSite(liveFolder);
  deploy(git(contentRoot, 'rev-parse', 'HEAD').trim());
  process.env.SITE_LIVE_URL = live.url;
  editor = await startEditor('editor-live', 5199, contentRoot);
});

test.afterAll(async () => {
  await editor?.close();
  await live?.close();
  delete process.env.SITE_LIVE_URL;
  rmSync(liveFolder, { recursive: true, force: true });
  rmSync(remote, { recursive: true, force: true });
});

/** Publier, then « Vérifier et publier » reached the way she does (scrolled to), the result awaited. */
async function publish(page: Page, message: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const panel = page.locator('section.publish');
  await eventually(panel.getByRole('checkbox', { name: /À propos/ })).toBeChecked();
  await panel.getByLabel('En quelques mots, ce que vous publiez').fill(message);
  const button = panel.getByRole('button', { name: 'Vérifier et publier' });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await eventually(panel.getByRole('button', { name: /Vérification/ })).toHaveCount(0, { timeout: 60_000 });
  return panel;
}

/** The element's top left corner is inside the window, and all of it when it is no taller than the window. */
async function inWindow(element: Locator) {
  const box = (await element.boundingBox())!;
  const size = element.page().viewportSize()!;
  const bar = await element.page().locator('.editor__bar').boundingBox();
  // On a phone the bar sticks at the top: what it covers is not in view.
  const top = size.width < 900 && bar ? bar.y + bar.height : 0;
  return {
    box,
    inside:
      box.x >= 0 &&
      box.x + box.width <= size.width + 1 &&
      box.y >= top - 1 &&
      box.y < size.height &&
      (box.height > size.height - top || box.y + box.height <= size.height + 1),
  };
}

for (const width of [390, 1280]) {
  test(`at ${width} px, after « Vérifier et publier » the result (a refusal with its reason, then a success) comes into view with the focus`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 844 });
    // The remote cannot be reached: the publication is kept here and the reason is said.
    git(contentRoot, 'remote', 'set-url', 'origin', join(remote, 'missing'));
    try {
      await saveAChange(page, editor.origin, `(refus ${width})`);
      const panel = await publish(page, `Refus à ${width} px`);
      const outcome = panel.getByRole('status');
      await eventually(outcome).toContainText('pas encore envoyée');
      const seen = await inWindow(outcome);
      expect(seen.inside, `refusal at ${width} px: ${JSON.stringify(seen.box)}`).toBe(true);
      await expect(outcome, `refusal at ${width} px has the focus`).toBeFocused();
    } finally {
      git(contentRoot, 'remote', 'set-url', 'origin', remote);
    }
    await saveAChange(page, editor.origin, `(succès ${width})`);
    const panel = await publish(page, `Succès à ${width} px`);
    const outcome = panel.getByRole('status');
    await eventually(outcome).toContainText('Envoyé', { timeout: 60_000 });
    const seen = await inWindow(outcome);
    expect(seen.inside, `success at ${width} px: ${JSON.stringify(seen.box)}`).toBe(true);
    await expect(outcome, `success at ${width} px has the focus`).toBeFocused();
  });
}

test('the bar says what it waits for, then « En ligne ✓ depuis » a time of day, with « Voir le site en ligne » at the page being edited', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await saveAChange(page, editor.origin, '(en ligne)');
  const panel = await publish(page, 'En ligne');
  await eventually(panel.getByRole('status')).toContainText('Envoyé', { timeout: 60_000 });
  const bar = page.locator('.editor__bar');
  await eventually(
    bar.getByRole('button', { name: /^Envoyé à \d+ h \d{2}, en attente du site en ligne… (\d+ min )?\d+ s$/ }),
  ).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Voir le site en ligne' })).toHaveCount(0);
  deploy(git(remote, 'rev-parse', 'HEAD').trim());
  // A time of day, as the clock says it (13 h 26), never read as a duration.
  await eventually(bar.getByRole('button', { name: /^En ligne ✓ depuis \d{1,2} h \d{2}$/ })).toBeVisible();
  const link = bar.getByRole('link', { name: 'Voir le site en ligne' });
  await expect(link).toHaveAttribute('href', `${live.url}/about`);
  await expect(link).toHaveAttribute('target', '_blank');
  // In English, the clock of English (1:26 p.m.), and the page's English address.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(bar.getByRole('button', { name: /^Live ✓ since \d{1,2}:\d{2}\s[ap]\.m\.$/ })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'See the live site' })).toHaveAttribute('href', `${live.url}/en/about`);
});

test('a phrase changed in a text: the other texts saying it are listed under it, each link opens its field; words said nowhere else: nothing; its English left as it was is pointed out', async ({
  page,
}) => {
  await openFile(page, editor.origin, /Comptable CPA en ligne/);
  const box = page.locator('#field-sections_0_subtitle_fr');
  const before = await box.inputValue();
  const note = page.locator('#field-sections_0_subtitle_fr-elsewhere');
  await box.fill(before.replace('travailleurs autonomes', 'pigistes'));
  await eventually(note).toContainText('Ces mots paraissent aussi ailleurs');
  // The English says the old meaning until it is changed too (trial 11).
  const english = page.locator('#field-sections_0_subtitle_en');
  const nudge = page.locator('#field-sections_0_subtitle_en-other-language');
  await expect(nudge).toHaveText('Le français ci-dessus a changé : ce texte anglais dit-il encore la même chose ?');
  await expect(page.locator('#field-sections_0_subtitle_fr-other-language')).toHaveCount(0);
  await english.fill(`${await english.inputValue()} Freelancers too.`);
  await expect(nudge).toHaveCount(0);
  // Emptied, a text is a problem at its field: its words elsewhere are no news (trial 12).
  await box.fill('');
  await expect(note).toHaveCount(0);
  await box.fill(before.replace('travailleurs autonomes', 'pigistes'));
  await eventually(note).toContainText('Ces mots paraissent aussi ailleurs');
  const places = [
    // The same page first, then the other files.
    { name: /^Comptable CPA en ligne au Québec › /, file: 'pages/home.yaml', field: '#field-head_description_fr' },
    { name: /^Réglages du site › /, file: 'site.yaml', field: '#field-brand_description_fr' },
  ];
  await expect(note.getByRole('link')).toHaveCount(places.length);
  for (const [index, place] of places.entries()) {
    const link = note.getByRole('link').nth(index);
    await expect(link, `place ${index + 1}`).toHaveText(place.name);
    await link.click();
    await expect(page.locator(place.field), `${place.file} opened at its field`).toBeFocused();
    await expect(page.locator(place.field)).toHaveValue(/travailleurs autonomes/);
    await expect(page).toHaveURL(new RegExp(`/__edit/${place.file.replace('.', '\\.')}#`));
    if (place.file !== 'pages/home.yaml') {
      await page.goBack();
      await eventually(note).toContainText('Ces mots paraissent aussi ailleurs');
    }
  }
  // Words no other text says (« sans que vous ayez à vous déplacer »): nothing under the field.
  await box.fill(before.replace('sans que vous ayez à vous déplacer', 'sans bouger de chez vous'));
  await expect(box).not.toHaveValue(before);
  await page.waitForTimeout(300);
  await expect(note).toHaveCount(0);
});

/** Every text the bar's live badge shows from the page's first paint, in order (a flash of a false verdict included). */
async function badgeTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { seenBadges?: string[] }).seenBadges ?? []);
}
const watchBadge = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenBadges: string[] }).seenBadges = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.live-badge')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

test('a publication from another device (a phone) on the same editor: the laptop’s bar says « Envoyé » within seconds, the phone’s at once, then both « En ligne ✓ »', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const laptop = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  try {
    await laptop.goto(`${editor.origin}/__edit`);
    await laptop
      .getByRole('navigation')
      .getByRole('button', { name: /À propos/ })
      .waitFor();
    await saveAChange(phone, editor.origin, '(téléphone)');
    const panel = await publish(phone, 'Depuis le téléphone');
    await eventually(panel.getByRole('status')).toContainText('Envoyé', { timeout: 60_000 });
    const waiting = /^Envoyé à \d+ h \d{2}, en attente du site en ligne… /;
    for (const [name, page, within] of [
      ['phone', phone, 1_500],
      ['laptop', laptop, 6_000],
    ] as const)
      await expect(page.locator('.live-badge'), `${name}: « Envoyé » within ${within} ms`).toHaveText(waiting, {
        timeout: within,
      });
    deploy(git(remote, 'rev-parse', 'HEAD').trim());
    for (const [name, page] of [
      ['phone', phone],
      ['laptop', laptop],
    ] as const)
      await eventually(page.locator('.live-badge'), `${name}: online`).toHaveText(
        /^En ligne ✓ depuis \d{1,2} h \d{2}$/,
      );
  } finally {
    await laptop.context().close();
    await phone.context().close();
  }
});

test('reopening the editor (its server started anew) hours after a publication now online: no verdict before the live site answered, then « En ligne ✓ »', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The last publication was sent 3 hours ago and is online.
  const record = join(contentRoot, git(contentRoot, 'rev-parse', '--git-path', 'site-editor.json').trim());
  const kept = JSON.parse(readFileSync(record, 'utf8')) as { last?: { at: string; pushed: boolean } };
  expect(kept.last?.pushed, 'a publication was sent before').toBe(true);
  kept.last!.at = new Date(Date.now() - 3 * 3_600_000).toISOString();
  writeFileSync(record, JSON.stringify(kept));
  deploy(git(remote, 'rev-parse', 'HEAD').trim());
  await editor.server.close();
  editor = await startEditor('editor-live', 5199, contentRoot);
  await watchBadge(page);
  await page.goto(`${editor.origin}/__edit`);
  const online = /^En ligne ✓ depuis \d{1,2} h \d{2}$/;
  await eventually(page.locator('.live-badge')).toHaveText(online);
  await page.waitForTimeout(2_500);
  const seen = await badgeTexts(page);
  for (const text of seen)
    expect(text, `the bar said « ${text} » (all: ${seen.join(' → ')})`).toMatch(
      /^(Vérification du site en ligne…|En ligne ✓ depuis \d{1,2} h \d{2})$/,
    );
});

test('switching the preview to « Anglais » and back keeps the place: the same section in view, for each section of the home page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openFile(page, editor.origin, /Comptable CPA en ligne/);
  const bar = page.locator('.editor__preview-bar');
  const frame = () => page.frameLocator('.editor__preview iframe');
  const sections = frame().locator('#main > *');
  await eventually(sections.first()).toBeVisible();
  const count = await sections.count();
  expect(count, 'the home page has sections to scroll to').toBeGreaterThan(2);
  let shown: 'Français' | 'Anglais' = 'Français';
  for (let index = 1; index < count; index += 1) {
    await sections.nth(index).evaluate((section) => section.scrollIntoView({ block: 'start', behavior: 'instant' }));
    shown = shown === 'Français' ? 'Anglais' : 'Français';
    await bar.getByRole('button', { name: shown }).click();
    await eventually(bar.getByRole('button', { name: shown })).toHaveAttribute('aria-pressed', 'true');
    await eventually(frame().locator('html')).toHaveAttribute('lang', shown === 'Anglais' ? /^en/ : /^fr/);
    // The section scrolled to is in view in the new language's preview, never the page's top again.
    await eventually
      .poll(
        () =>
          sections.nth(index).evaluate((section) => {
            const box = section.getBoundingClientRect();
            const view = section.ownerDocument.defaultView!;
            return view.scrollY > 0 && box.top < view.innerHeight - 40 && box.bottom > 40;
          }),
        { message: `section ${index + 1} of ${count} in view after switching to ${shown}` },
      )
      .toBe(true);
  }
});
