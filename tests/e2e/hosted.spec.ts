// The hosted editor end to end: its Worker on workerd (wrangler dev, local D1) against a real git server (git http-backend, asking for the server's token), Chromium's virtual authenticator for passkeys; an invitation to a published price, then every hostile request refused.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { HOSTED_PAGE_DIR, type HostedEditor, inviteLocally, localSql } from '../../src/cli/hosted-runtime.ts';
import {
  fromPage,
  git,
  type HostedFixture,
  hostedFixture,
  openFile,
  personPage as personWith,
} from './hosted-setup.ts';

const eventually = expect.configure({ timeout: 20_000 });
// Clear of the editors, which take E2E_PORT + 2 and the ports above it when several run at once.
const port = Number(process.env.E2E_PORT ?? 4173) + 23;

let fixture: HostedFixture;
let work: string;
let bare: string;
let editor: HostedEditor;
let TOKEN: string;
/** Every body and header the pages received, searched for the token at the end. */
const seen: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The fixture site, committed on main, served by a real git server that wants the token.
  fixture = await hostedFixture(port, { EDITOR_GIT_HOST: 'gitea' });
  ({ work, bare, editor, token: TOKEN } = fixture);
});

test.afterAll(async () => {
  await fixture?.stop();
});

const personPage = (browser: Browser, screen?: { width: number; height: number }) => personWith(browser, screen, seen);

const mainLog = () => git(bare, 'log', '--format=%H %ae %ce', 'main').trim().split('\n');

let editorPage: Page;
let publisherPage: Page;
let editorLink: string;

test('an invited editor raises the company price and proposes; an invited publisher publishes: main has one new commit, by the editor, changing that one line', async ({
  browser,
}) => {
  editorLink = await inviteLocally(editor.state, {
    email: 'marie@example.com',
    name: 'Marie Tremblay',
    role: 'editor',
  });
  const publisherLink = await inviteLocally(editor.state, {
    email: 'luc@example.com',
    name: 'Luc Gagnon',
    role: 'publisher',
  });
  const before = mainLog();
  const priceLine = readFileSync(join(work, 'content/site.yaml'), 'utf8')
    .split('\n')
    .find((line) => line.includes('companyPlan: { amount: 3500'))!;
  editorPage = await personPage(browser);
  publisherPage = await personPage(browser);

  const started = Date.now();
  let clicks = 0;
  const click = async (locator: ReturnType<Page['locator']>) => {
    clicks += 1;
    await locator.click();
  };
  await editorPage.goto(editorLink);
  await click(editorPage.getByRole('button', { name: 'Créer ma clé d’accès' }));
  await eventually(editorPage.getByRole('banner')).toContainText('Marie Tremblay (rédaction)');
  await click(editorPage.getByRole('navigation', { name: 'Fichiers' }).getByRole('button', { name: /site\.yaml$/ }));
  await click(editorPage.getByRole('button', { name: 'Prix et faits' }));
  const amount = editorPage.locator('#field-facts_prices_companyPlan_amount');
  await eventually(amount).toHaveValue('3500');
  await amount.fill('3900');
  // A closed tab loses nothing: the draft is kept in this browser (not counted in the clicks and seconds).
  const away = Date.now();
  await editorPage.reload();
  await editorPage
    .getByRole('navigation', { name: 'Fichiers' })
    .getByRole('button', { name: /site\.yaml/ })
    .click();
  await editorPage.getByRole('button', { name: 'Prix et faits' }).click();
  await eventually(amount).toHaveValue('3900');
  const reloading = Date.now() - away;
  await editorPage
    .getByRole('textbox', { name: 'Ce que vous changez, en quelques mots' })
    .fill('Prix entreprise : 3 900 $');
  await click(editorPage.getByRole('button', { name: 'Proposer' }));
  await eventually(editorPage.getByRole('status')).toContainText('Proposition n° 1 envoyée pour révision.');

  await publisherPage.goto(publisherLink);
  await click(publisherPage.getByRole('button', { name: 'Créer ma clé d’accès' }));
  await eventually(publisherPage.getByRole('banner')).toContainText('Luc Gagnon (publication)');
  const proposal = publisherPage.getByRole('listitem', { name: /Prix entreprise : 3 900 \$ — Marie Tremblay/ });
  await eventually(proposal).toContainText(
    'companyPlan: { amount: 3500, unit: fiscalYear } → companyPlan: { amount: 3900, unit: fiscalYear }',
  );
  await click(proposal.getByRole('button', { name: 'Publier' }));
  await eventually(publisherPage.getByRole('status')).toContainText('Publié');
  const seconds = (Date.now() - started - reloading) / 1000;
  console.log(`hosted: invitation links → published change: ${clicks} clicks (two people), ${seconds.toFixed(1)} s`);

  const after = mainLog();
  expect(after.length, 'main has exactly one new commit').toBe(before.length + 1);
  const [commit, author, committer] = after[0]!.split(' ');
  expect(author, 'authored by the editor').toBe('marie@example.com');
  expect(committer, 'committed by the publisher').toBe('luc@example.com');
  expect(git(bare, 'diff', '--numstat', `${commit}~1`, commit!).trim()).toBe('1\t1\tsite.yaml');
  const diff = git(bare, 'diff', '-U0', `${commit}~1`, commit!)
    .split('\n')
    .filter((line) => /^[-+] /.test(line));
  expect(diff).toEqual([`-${priceLine}`, `+${priceLine.replace('3500', '3900')}`]);
});

const branchesOf = () => git(bare, 'for-each-ref', '--format=%(refname)').trim().split('\n').sort();

test('nothing invalid is proposed: a price typed as text and an empty English title show at their fields in French, Proposer waits, and the server refuses a crafted proposal', async () => {
  const refsBefore = branchesOf();
  // A price typed as words stays in its field as typed, marked (trial 12: kept, it cannot come back as a number read on
  // the way), then is put back.
  await editorPage.reload();
  await openFile(editorPage, 'site.yaml', 'Prix et faits');
  const amount = editorPage.locator('#field-facts_prices_companyPlan_amount');
  const price = await amount.inputValue();
  await amount.fill('trois mille');
  await eventually(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(editorPage.locator('#field-facts_prices_companyPlan_amount-typed')).toContainText(
    'ne se lit pas comme un nombre',
  );
  await amount.fill(price);
  await eventually(amount).not.toHaveAttribute('aria-invalid', 'true');

  // An empty English title: the site's own validator, run by the server on main with the draft laid over it, names it at its field.
  await openFile(editorPage, 'pages/about.yaml');
  const title = editorPage.locator('#field-head_title_en');
  await title.fill('');
  const problems = editorPage.locator('#field-head_title_en-problems');
  await eventually(problems).not.toBeEmpty();
  const said = (await problems.textContent()) ?? '';
  expect(said, 'in French first').toContain('le texte anglais est vide');
  await expect(editorPage.getByRole('heading', { name: /problèmes? à corriger avant de proposer/ })).toBeVisible();
  await editorPage.getByRole('textbox', { name: 'Ce que vous changez, en quelques mots' }).fill('Titre anglais vide');
  await expect(editorPage.getByRole('button', { name: 'Proposer' })).toHaveAttribute('aria-disabled', 'true');
  await expect(editorPage.getByText('Proposer attend que les problèmes ci-dessus soient corrigés.')).toBeVisible();
  // The title back as it was: no problem left, no draft left.
  await title.fill('About our CPA firm');
  await eventually(editorPage.getByRole('heading', { name: /problème/ })).toHaveCount(0);

  // A proposal crafted past the page: refused by the server with the validator's problems, nothing pushed.
  const site = readFileSync(join(work, 'content/site.yaml'), 'utf8');
  for (const [name, text, path] of [
    [
      'a price as text',
      site.replace(/companyPlan: \{ amount: \d+/, 'companyPlan: { amount: trois mille'),
      'facts.prices.companyPlan.amount',
    ],
    [
      'a page without its English title',
      readFileSync(join(work, 'content/pages/about.yaml'), 'utf8').replace('en: About our CPA firm', 'en: ""'),
      'head.title.en',
    ],
  ] as const) {
    const file = name === 'a price as text' ? 'site.yaml' : 'pages/about.yaml';
    const reply = await fromPage(editorPage, '/proposals', {
      message: `pirate: ${name}`,
      files: [{ path: file, text }],
    });
    expect(reply.status, name).toBe(422);
    const body = JSON.parse(reply.text) as { error: { fr: string }; problems: { file: string; path: string }[] };
    expect(
      body.problems.map((problem) => `${problem.file} ${problem.path}`),
      name,
    ).toContain(`${file} ${path}`);
    expect(body.error.fr, name).toContain('corrigez-les');
  }
  expect(branchesOf(), 'no branch was pushed').toEqual(refsBefore);
  // The drafts this browser keeps (kept.ts), forgotten: the next test starts from main.
  await editorPage.evaluate(
    () =>
      new Promise<void>((done) => {
        const opening = indexedDB.open('hosted-editor', 1);
        opening.onsuccess = () => {
          const clearing = opening.result.transaction('kept', 'readwrite');
          clearing.objectStore('kept').clear();
          clearing.oncomplete = () => done();
        };
      }),
  );
});

test('review with the real page: the publisher sees the proposal’s page beside the live one in both languages, sends it back with a comment; the editor sees it, fixes it and proposes again; published', async () => {
  await editorPage.reload();
  await openFile(editorPage, 'site.yaml', 'Prix et faits');
  const amount = editorPage.locator('#field-facts_prices_companyPlan_amount');
  await eventually(amount).toHaveValue('3900');
  await amount.fill('4100');
  await editorPage
    .getByRole('textbox', { name: 'Ce que vous changez, en quelques mots' })
    .fill('Prix entreprise : 4 100 $');
  await editorPage.getByRole('button', { name: 'Proposer' }).click();
  await eventually(editorPage.getByRole('status')).toContainText('Proposition n° 2 envoyée pour révision.');

  await publisherPage.reload();
  const proposal = publisherPage.getByRole('listitem', { name: /Prix entreprise : 4 100 \$ — Marie Tremblay/ });
  const preview = proposal.getByRole('region', { name: /Aperçu de la page/ });
  // site.yaml draws on every page: the preview opens on the first page the change shows on, live and changed at the same address.
  const changed = preview.frameLocator('iframe[title^="Avec ce changement"]');
  const live = preview.frameLocator('iframe[title^="En ligne maintenant"]');
  await eventually(changed.locator('body')).toContainText(/4\s100\s\$/);
  await expect(live.locator('body')).toContainText(/3\s900\s\$/);
  await expect(live.locator('body')).not.toContainText(/4\s100\s\$/);
  await preview.getByRole('button', { name: 'anglais' }).click();
  await eventually(changed.locator('html')).toHaveAttribute('lang', 'en-CA');
  await eventually(changed.locator('body')).toContainText('$4,100');
  await expect(live.locator('body')).toContainText('$3,900');

  await proposal.getByRole('textbox', { name: 'Commentaire pour la personne' }).fill('Plutôt 4 000 $, s’il vous plaît');
  await proposal.getByRole('button', { name: 'Renvoyer' }).click();
  await eventually(publisherPage.getByRole('status')).toContainText('Renvoyée.');

  await editorPage.reload();
  const mine = editorPage.getByRole('listitem', { name: /Prix entreprise : 4 100 \$ — Marie Tremblay/ });
  await eventually(mine).toContainText('renvoyée');
  await expect(mine).toContainText('Plutôt 4 000 $, s’il vous plaît');
  await mine.getByRole('button', { name: 'Reprendre pour corriger' }).click();
  await eventually(editorPage.getByRole('status')).toContainText('La proposition est revenue en brouillon');
  await editorPage.getByRole('button', { name: 'Prix et faits' }).click();
  await eventually(amount).toHaveValue('4100');
  await amount.fill('4000');
  await editorPage
    .getByRole('textbox', { name: 'Ce que vous changez, en quelques mots' })
    .fill('Prix entreprise : 4 000 $');
  await editorPage.getByRole('button', { name: 'Proposer' }).click();
  await eventually(editorPage.getByRole('status')).toContainText('Proposition n° 3 envoyée pour révision.');

  await publisherPage.reload();
  const again = publisherPage.getByRole('listitem', { name: /Prix entreprise : 4 000 \$ — Marie Tremblay/ });
  await eventually(again).toContainText('amount: 3900, unit: fiscalYear } → companyPlan: { amount: 4000');
  await again.getByRole('button', { name: 'Publier' }).click();
  await eventually(publisherPage.getByRole('status')).toContainText('Publié');
  expect(git(bare, 'show', 'main:site.yaml')).toContain('companyPlan: { amount: 4000, unit: fiscalYear }');
  expect(git(bare, 'log', '-1', '--format=%ae', 'main').trim()).toBe('marie@example.com');
});

test('history and undo: a file’s commits with who and why, an earlier version seen as the real page and restored as a proposal, then « Annuler la dernière publication » puts the price back; both audited', async () => {
  await editorPage.reload();
  await openFile(editorPage, 'site.yaml');
  await editorPage.getByText('Historique de ce fichier').click();
  const versions = editorPage.locator('.hosted-history li');
  await eventually(versions.first()).toContainText('Marie Tremblay — Prix entreprise : 4 000 $');
  const older = editorPage.getByRole('listitem', { name: /Marie Tremblay — Prix entreprise : 3 900 \$/ });
  await expect(versions.last()).toContainText('Contenu de départ');
  await older.getByRole('button', { name: 'Voir cette version' }).click();
  const preview = older.getByRole('region', { name: /Aperçu de la page/ });
  await eventually(preview.frameLocator('iframe[title^="Avec ce changement"]').locator('body')).toContainText(
    /3\s900\s\$/,
  );
  await expect(preview.frameLocator('iframe[title^="En ligne maintenant"]').locator('body')).toContainText(
    /4\s000\s\$/,
  );
  await older.getByRole('button', { name: 'Rétablir cette version' }).click();
  await eventually(editorPage.getByRole('status')).toContainText(
    'Version rétablie comme proposition n° 4, envoyée pour révision.',
  );

  await publisherPage.reload();
  const restore = publisherPage.getByRole('listitem', {
    name: /Rétablir site\.yaml à sa version du .* — Marie Tremblay/,
  });
  await eventually(restore).toContainText('amount: 4000, unit: fiscalYear } → companyPlan: { amount: 3900');
  await restore.getByRole('button', { name: 'Publier' }).click();
  await eventually(publisherPage.getByRole('status')).toContainText('Publié');
  expect(git(bare, 'show', 'main:site.yaml')).toContain('companyPlan: { amount: 3900, unit: fiscalYear }');

  const before = mainLog().length;
  await publisherPage.getByRole('button', { name: /Annuler la dernière publication \(« Rétablir site\.yaml/ }).click();
  await publisherPage.getByRole('button', { name: 'Oui, l’annuler' }).click();
  await eventually(publisherPage.getByRole('status')).toContainText('Publication annulée');
  expect(mainLog().length, 'one new commit').toBe(before + 1);
  expect(git(bare, 'show', 'main:site.yaml')).toContain('companyPlan: { amount: 4000, unit: fiscalYear }');
  expect(git(bare, 'log', '-1', '--format=%ae %s', 'main').trim()).toMatch(
    /^luc@example\.com Annuler « Rétablir site\.yaml/,
  );
  // The button now names the publication before it.
  await eventually(
    publisherPage.getByRole('button', { name: /Annuler la dernière publication \(« Prix entreprise : 4 000 \$ »\)/ }),
  ).toBeVisible();
  const actions = (await localSql<{ action: string }>(editor.state, 'SELECT action FROM audit')).map(
    (row) => row.action,
  );
  for (const action of ['restore', 'publication.undone']) expect(actions, `audit has ${action}`).toContain(action);
});

test('two people, one file: a phone and a price proposed on site.yaml merge by themselves; the same price changed twice shows both versions to choose, and the one chosen is published', async () => {
  const propose = async (page: Page, part: string, field: string, value: string, message: string) => {
    await page.reload();
    await openFile(page, 'site.yaml', part);
    await page.locator(field).fill(value);
    await page.getByRole('textbox', { name: 'Ce que vous changez, en quelques mots' }).fill(message);
    await page.getByRole('button', { name: 'Proposer' }).click();
    await eventually(page.getByRole('status')).toContainText('envoyée pour révision');
  };
  // Three proposals made on the same main (4 000 $): Marie's phone, Luc's price, Marie's other price.
  await propose(
    editorPage,
    'Coordonnées',
    '#field-contact_phones_general_display',
    '514 555-0199',
    'Téléphone général',
  );
  await propose(
    publisherPage,
    'Prix et faits',
    '#field-facts_prices_companyPlan_amount',
    '4300',
    'Prix entreprise : 4 300 $',
  );
  await propose(
    editorPage,
    'Prix et faits',
    '#field-facts_prices_companyPlan_amount',
    '4500',
    'Prix entreprise : 4 500 $',
  );
  const publishOne = async (name: RegExp) => {
    await publisherPage.reload();
    const item = publisherPage.getByRole('listitem', { name });
    await item.getByRole('button', { name: 'Publier' }).click();
    return item;
  };
  await publishOne(/Prix entreprise : 4 300 \$ — Luc Gagnon/);
  await eventually(publisherPage.getByRole('status')).toContainText('Publié');
  // A different field of the same file: merged with main, nothing asked.
  await publishOne(/Téléphone général — Marie Tremblay/);
  await eventually(publisherPage.getByRole('status')).toContainText('Publié');
  let site = git(bare, 'show', 'main:site.yaml');
  expect(site).toContain('companyPlan: { amount: 4300, unit: fiscalYear }');
  expect(site).toContain('display: 514 555-0199');
  expect(git(bare, 'log', '-1', '--format=%ae %ce', 'main').trim()).toBe('marie@example.com luc@example.com');

  // The same field: both versions side by side, nothing published until one is chosen.
  const before = git(bare, 'rev-parse', 'main').trim();
  const item = await publishOne(/Prix entreprise : 4 500 \$ — Marie Tremblay/);
  // Named as the form names the field (its price by its card), never by its path in the file.
  const conflict = item.getByRole('group', { name: /^Réglages du site › Prix et faits › .+ › Montant \(\$\)$/ });
  await eventually(conflict).toBeVisible();
  await expect(conflict).not.toContainText('companyPlan');
  await expect(publisherPage.getByRole('status')).toContainText('choisissez la version à garder');
  await expect(conflict.getByRole('radio', { name: /Version publiée entre-temps\s*4300/ })).toBeVisible();
  await expect(conflict.getByRole('radio', { name: /Version de cette proposition\s*4500/ })).toBeVisible();
  expect(git(bare, 'rev-parse', 'main').trim(), 'nothing published before the choice').toBe(before);
  await conflict.getByRole('radio', { name: /Version de cette proposition/ }).check();
  await item.getByRole('button', { name: 'Publier avec ces choix' }).click();
  await eventually(publisherPage.getByRole('status')).toContainText('Publié');
  site = git(bare, 'show', 'main:site.yaml');
  expect(site).toContain('companyPlan: { amount: 4500, unit: fiscalYear }');
  expect(site, 'the phone merged before is kept').toContain('display: 514 555-0199');
});

const PHONE = { width: 390, height: 844 };
const SCREENS = join(import.meta.dirname, '../../test-results/hosted-screens');

/** The page is no wider than the screen: nothing to scroll sideways on a phone. */
async function fitsWidth(page: Page, what: string) {
  // Not window.innerWidth: a phone widens its layout to whatever overflows, and zooms out.
  const width = page.viewportSize()!.width;
  const wider = await page.evaluate(
    (width) =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(-3)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`,
        ),
    width,
  );
  expect(wider, `${what}: elements wider than the ${width} px screen`).toEqual([]);
}

test('a quick fix from a phone (390 × 844): a text, a price and a phone number proposed by an editor and published by a publisher, both on phones; both roles’ screens at 390 and 1280 px in both languages', async ({
  browser,
}) => {
  const sophie = await personPage(browser, PHONE);
  const jean = await personPage(browser, PHONE);
  const started = Date.now();
  await sophie.goto(
    await inviteLocally(editor.state, { email: 'sophie@example.com', name: 'Sophie Roy', role: 'editor' }),
  );
  await sophie.getByRole('button', { name: 'Créer ma clé d’accès' }).tap();
  await eventually(sophie.getByRole('banner')).toContainText('Sophie Roy (rédaction)');
  await fitsWidth(sophie, 'the editor’s first screen');
  await openFile(sophie, 'site.yaml');
  await sophie.getByRole('button', { name: 'Prix et faits' }).tap();
  const amount = sophie.locator('#field-facts_prices_companyPlan_amount');
  await eventually(amount).toHaveValue('4500');
  await amount.fill('4600');
  await sophie.getByRole('button', { name: 'Coordonnées' }).tap();
  await sophie.locator('#field-contact_phones_general_display').fill('514 555-0177');
  await openFile(sophie, 'pages/contact.yaml');
  await sophie.locator('#field-head_title_fr').fill('Nous joindre — votre cabinet CPA en ligne');
  await fitsWidth(sophie, 'the editor’s form');
  await sophie
    .getByRole('textbox', { name: 'Ce que vous changez, en quelques mots' })
    .fill('Prix, téléphone et titre, depuis un téléphone');
  await sophie.getByRole('button', { name: 'Proposer' }).tap();
  await eventually(sophie.getByRole('status')).toContainText('envoyée pour révision');

  await jean.goto(
    await inviteLocally(editor.state, { email: 'jean@example.com', name: 'Jean Côté', role: 'publisher' }),
  );
  await jean.getByRole('button', { name: 'Créer ma clé d’accès' }).tap();
  const proposal = jean.getByRole('listitem', { name: /Prix, téléphone et titre, depuis un téléphone — Sophie Roy/ });
  // The first file changed is the contact page: its page shows, with the new phone number from site.yaml.
  await eventually(proposal.frameLocator('iframe[title^="Avec ce changement"]').locator('body')).toContainText(
    '514 555-0177',
  );
  expect(
    await proposal
      .locator('iframe[title^="Avec ce changement"]')
      .evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.title),
  ).toMatch(/^Nous joindre — votre cabinet CPA en ligne/);
  await fitsWidth(jean, 'the publisher’s review');
  await proposal.getByRole('button', { name: 'Publier' }).tap();
  await eventually(jean.getByRole('status')).toContainText('Publié');
  console.log(
    `hosted on a phone: invitation links → published (two people): ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const site = git(bare, 'show', 'main:site.yaml');
  expect(site).toContain('companyPlan: { amount: 4600, unit: fiscalYear }');
  expect(site).toContain('display: 514 555-0177');
  expect(git(bare, 'show', 'main:pages/contact.yaml')).toContain('fr: Nous joindre — votre cabinet CPA en ligne');
  expect(git(bare, 'log', '-1', '--format=%ae %ce', 'main').trim()).toBe('sophie@example.com jean@example.com');

  // Both roles' screens, phone and desktop, French and English: kept to look at (test-results/hosted-screens).
  await sophie.getByRole('button', { name: /site\.yaml/ }).tap();
  for (const [role, page] of [
    ['editor', sophie],
    ['publisher', jean],
  ] as const)
    for (const width of [390, 1280])
      for (const lang of ['fr', 'en'] as const) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        const other = page.getByRole('banner').getByRole('button', { name: lang === 'fr' ? 'Français' : 'English' });
        if (await other.count()) await other.click();
        await eventually(page.locator('html')).toHaveAttribute('lang', lang === 'fr' ? 'fr-CA' : 'en-CA');
        await fitsWidth(page, `${role} at ${width} px in ${lang}`);
        await page.screenshot({
          path: join(SCREENS, `${role}-${width}-${lang}.png`),
          fullPage: width !== 390,
        });
      }
});

test('where main is protected, Publier sends the change to a branch of its own: the page says so in plain French with the host’s link to open the request to merge, the proposal shows « En attente de fusion »; once the host merged it, Publier de nouveau marks it published', async () => {
  const hook = join(bare, 'hooks/pre-receive');
  writeFileSync(
    hook,
    '#!/bin/sh\nwhile read old new ref; do\n  if [ "$ref" = "refs/heads/main" ]; then echo "main est protégée : passez par une demande de fusion" >&2; exit 1; fi\ndone\n',
  );
  chmodSync(hook, 0o755);
  let branch = '';
  try {
    const site = git(bare, 'show', 'main:site.yaml');
    const made = await fromPage(editorPage, '/proposals', {
      message: 'Heures du soir',
      files: [{ path: 'site.yaml', text: site.replace('closes: "21:00"', 'closes: "20:00"') }],
    });
    expect(made.status, made.text).toBe(200);
    const id = (JSON.parse(made.text) as { id: number }).id;
    const before = git(bare, 'rev-parse', 'main').trim();
    await publisherPage.reload();
    const item = publisherPage.getByRole('listitem', { name: /Heures du soir — Marie Tremblay/ });
    await item.getByRole('button', { name: 'Publier' }).click();
    const said = publisherPage.getByRole('status');
    await eventually(said).toContainText('La branche principale du site (main) est protégée');
    await expect(said).toContainText('comme demande de fusion');
    expect(git(bare, 'rev-parse', 'main').trim(), 'main untouched').toBe(before);

    // The change waits on a branch of its own: one commit on main, by Marie, published by Luc, changing that one line.
    const waiting = git(bare, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/editor/')
      .trim()
      .split('\n')
      .filter(Boolean);
    expect(waiting, 'one branch waits').toHaveLength(1);
    branch = waiting[0]!;
    expect(branch).toMatch(new RegExp(`^editor/publication-\\d{4}-\\d{2}-\\d{2}-marie-${id}$`));
    expect(git(bare, 'rev-parse', `${branch}~1`).trim(), 'made on main as it is').toBe(before);
    expect(git(bare, 'log', '-1', '--format=%ae %ce', branch).trim()).toBe('marie@example.com luc@example.com');
    expect(
      git(bare, 'diff', '-U0', 'main', branch)
        .split('\n')
        .filter((line) => /^[-+] /.test(line)),
    ).toEqual(['-    closes: "21:00"', '+    closes: "20:00"']);

    // The proposal says it waits, with the host's own page to open the request (Gitea's shape, as the editor is told).
    const link = `${fixture.server.url('remote').replace(/\/$/, '')}/compare/main...${branch}`;
    for (const page of [publisherPage, editorPage]) {
      await page.reload();
      const shown = page.getByRole('listitem', { name: /Heures du soir — Marie Tremblay/ });
      await eventually(shown).toContainText('En attente de fusion');
      await expect(shown).toContainText(`Le changement attend sur la branche ${branch}.`);
      await expect(shown.getByRole('link', { name: 'Ouvrir la demande de fusion chez l’hébergeur' })).toHaveAttribute(
        'href',
        link,
      );
    }

    // The host merges the request; Publier de nouveau finds the change on main and marks it published.
    git(bare, 'update-ref', 'refs/heads/main', branch);
    const merged = git(bare, 'rev-parse', 'main').trim();
    await publisherPage
      .getByRole('listitem', { name: /Heures du soir — Marie Tremblay/ })
      .getByRole('button', { name: 'Publier de nouveau' })
      .click();
    await eventually(said).toContainText('Publié');
    expect(git(bare, 'rev-parse', 'main').trim(), 'nothing more on main').toBe(merged);
    await eventually(publisherPage.getByRole('listitem', { name: /Heures du soir — Marie Tremblay/ })).toHaveCount(0);
  } finally {
    rmSync(hook);
    if (branch) git(bare, 'update-ref', '-d', `refs/heads/${branch}`);
  }
});

test('an admin’s page for people: everyone listed with their role, an invitation link made and used, a person’s access removed at once', async ({
  browser,
}) => {
  const anne = await personPage(browser);
  await anne.goto(await inviteLocally(editor.state, { email: 'anne@example.com', name: 'Anne Admin', role: 'admin' }));
  await anne.getByRole('button', { name: 'Créer ma clé d’accès' }).click();
  const people = anne.getByRole('region', { name: 'Personnes' });
  await eventually(people.getByRole('listitem', { name: 'Marie Tremblay — marie@example.com' })).toContainText(
    '(rédaction)',
  );
  await expect(people.getByRole('listitem', { name: 'Luc Gagnon — luc@example.com' })).toContainText('(publication)');

  await people.getByRole('textbox', { name: 'Courriel' }).fill('paul@example.com');
  await people.getByRole('textbox', { name: 'Nom' }).fill('Paul Lévesque');
  await people.getByRole('combobox', { name: 'Rôle' }).selectOption('publisher');
  await people.getByRole('button', { name: 'Inviter' }).click();
  const link = people.getByRole('textbox', { name: /Lien d’invitation à transmettre/ });
  await eventually(link).toHaveValue(new RegExp(`^${editor.url}/#invitation=`));
  const paul = await personPage(browser);
  await paul.goto(await link.inputValue());
  await paul.getByRole('button', { name: 'Créer ma clé d’accès' }).click();
  await eventually(paul.getByRole('banner')).toContainText('Paul Lévesque (publication)');

  const sophie = (await fromPage(anne, '/people')).text;
  expect(sophie).toContain('sophie@example.com');
  await people
    .getByRole('listitem', { name: 'Sophie Roy — sophie@example.com' })
    .getByRole('button', { name: 'Retirer l’accès' })
    .click();
  await eventually(people.getByRole('listitem', { name: 'Sophie Roy — sophie@example.com' })).toContainText(
    'accès retiré',
  );
  const revoked = await localSql<{ revoked_at: number | null }>(
    editor.state,
    "SELECT revoked_at FROM people WHERE email = 'sophie@example.com'",
  );
  expect(revoked[0]?.revoked_at, 'revoked in the database').not.toBeNull();
  expect(
    (
      await localSql<{ n: number }>(
        editor.state,
        "SELECT COUNT(*) AS n FROM sessions JOIN people ON people.id = sessions.person_id WHERE people.email = 'sophie@example.com'",
      )
    )[0]?.n,
    'her sessions ended',
  ).toBe(0);
});

test('hostile requests are refused, links work once and expire, revocation is immediate, failed sign-ins slow down, the audit log records, the token stays on the server', async ({
  request,
}) => {
  const api = (path: string) => `${editor.url}/api${path}`;
  const origin = { origin: editor.url, 'content-type': 'application/json' };

  // No session.
  for (const path of ['/files', '/file?path=site.yaml', '/proposals', '/me'])
    expect((await request.get(api(path))).status(), `GET ${path} without a session`).toBe(401);
  expect(
    (
      await request.post(api('/proposals'), {
        headers: origin,
        data: { message: 'pirate', files: [{ path: 'site.yaml', text: 'x' }] },
      })
    ).status(),
    'POST /proposals without a session',
  ).toBe(401);

  // Another Origin, even with the editor's own session cookie.
  const cookies = await editorPage.context().cookies();
  const session = cookies.find((cookie) => cookie.name === '__Host-editor-session');
  expect(session, 'the session cookie').toBeDefined();
  expect(session, 'HttpOnly, Secure, SameSite=Strict').toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
  });
  const withSession = { cookie: `${session!.name}=${session!.value}`, 'content-type': 'application/json' };
  expect((await request.get(api('/me'), { headers: withSession })).status(), 'the session itself works').toBe(200);
  for (const other of ['https://evil.example', 'http://localhost:9999', 'null'])
    expect(
      (
        await request.post(api('/proposals'), {
          headers: { ...withSession, origin: other },
          data: { message: 'pirate', files: [{ path: 'site.yaml', text: 'x' }] },
        })
      ).status(),
      `Origin ${other}`,
    ).toBe(403);
  expect(
    (
      await request.post(api('/proposals'), {
        headers: withSession,
        data: { message: 'pirate', files: [{ path: 'site.yaml', text: 'x' }] },
      })
    ).status(),
    'no Origin at all',
  ).toBe(403);

  // An editor cannot publish, return, invite or see people.
  for (const [path, body] of [
    ['/proposals/publish', { id: 1 }],
    ['/proposals/return', { id: 1, comment: 'non' }],
    ['/people/invite', { email: 'x@example.com', role: 'admin' }],
    ['/people/revoke', { email: 'luc@example.com' }],
    ['/publications/undo', { id: 1 }],
  ] as const)
    expect((await fromPage(editorPage, path, body)).status, `editor calling ${path}`).toBe(403);

  // An editor cannot change anything outside the content.
  const branches = () => git(bare, 'for-each-ref', '--format=%(refname)').trim().split('\n').sort();
  const refsBefore = branches();
  for (const path of [
    '.github/workflows/deploy.yml',
    'src/App.tsx',
    'package.json',
    'pages/../src/x.yaml',
    'public/images/../../index.html',
    'pages/blog/deep/x.yaml',
    'public/_headers',
  ])
    expect(
      (await fromPage(editorPage, '/proposals', { message: 'hors du contenu', files: [{ path, text: 'x' }] })).status,
      `proposing ${path}`,
    ).toBe(403);
  expect(branches(), 'no branch was pushed').toEqual(refsBefore);

  // An invitation link works once.
  const token = new URL(editorLink).hash.slice('#invitation='.length);
  const again = await request.post(api('/invitation/start'), { headers: origin, data: { token } });
  expect(again.status(), 'the editor’s link used a second time').toBe(410);
  const second = await personPage(editorPage.context().browser()!);
  await second.goto(editorLink);
  await second.getByRole('button', { name: 'Créer ma clé d’accès' }).click();
  await eventually(second.getByRole('status')).toContainText('ce lien d’invitation ne fonctionne plus');

  // An invitation link expires.
  const late = await inviteLocally(editor.state, { email: 'late@example.com', role: 'editor' });
  await localSql(editor.state, "UPDATE invitations SET expires_at = created_at + 1 WHERE email = 'late@example.com'");
  expect(
    (
      await request.post(api('/invitation/start'), {
        headers: origin,
        data: { token: new URL(late).hash.slice('#invitation='.length) },
      })
    ).status(),
    'an expired link',
  ).toBe(410);

  // A revoked person's session ends at once.
  expect((await fromPage(editorPage, '/me')).status, 'before revocation').toBe(200);
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/editor-revoke.ts', 'marie@example.com'], {
    env: { ...process.env, EDITOR_STATE: editor.state },
    stdio: 'pipe',
  });
  expect((await fromPage(editorPage, '/me')).status, 'right after revocation').toBe(401);
  expect(
    (await fromPage(editorPage, '/proposals', { message: 'encore moi', files: [{ path: 'site.yaml', text: 'x' }] }))
      .status,
    'proposing after revocation',
  ).toBe(401);

  // Repeated failed sign-ins are slowed down.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 7; attempt += 1) {
    const start = await request.post(api('/signin/start'), { headers: origin, data: {} });
    const challengeId = start.ok() ? ((await start.json()) as { challengeId: string }).challengeId : 'none';
    const finish = await request.post(api('/signin/finish'), {
      headers: origin,
      data: {
        challengeId,
        response: {
          id: `forged-${attempt}`,
          rawId: `forged-${attempt}`,
          type: 'public-key',
          response: {},
          clientExtensionResults: {},
        },
      },
    });
    statuses.push(start.ok() ? finish.status() : start.status());
  }
  expect(statuses, 'five failures, then 429').toEqual([401, 401, 401, 401, 401, 429, 429]);

  // The audit log.
  const actions = new Set(
    (await localSql<{ action: string }>(editor.state, 'SELECT action FROM audit')).map((row) => row.action),
  );
  for (const action of [
    'invitation',
    'invitation.accepted',
    'sign-in',
    'sign-in.failed',
    'proposal',
    'proposal.refused',
    'publication',
    'person.revoked',
  ])
    expect(actions.has(action), `audit has ${action}`).toBe(true);

  // The token never reached a page, and is in no built file.
  expect(seen.length, 'responses were recorded').toBeGreaterThan(10);
  for (const text of seen) expect(text.includes(TOKEN), 'a response carries the git token').toBe(false);
  const files = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((name) =>
          statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
        )
      : [];
  for (const file of [...files(HOSTED_PAGE_DIR), ...files(join(import.meta.dirname, '../../dist'))])
    expect(readFileSync(file, 'latin1').includes(TOKEN), `${file} carries the token`).toBe(false);
});

test('a person whose access was removed is invited again: a new link for the same e-mail gives a new passkey, her proposals stay hers; her old session and old passkey stay dead', async ({
  browser,
}) => {
  // Marie's access was removed above: her old page has no session.
  expect((await fromPage(editorPage, '/me')).status, 'still revoked').toBe(401);
  const link = await inviteLocally(editor.state, {
    email: 'marie@example.com',
    name: 'Marie Tremblay',
    role: 'editor',
  });
  const phone = await personPage(browser);
  await phone.goto(link);
  await phone.getByRole('button', { name: 'Créer ma clé d’accès' }).click();
  await eventually(phone.getByRole('banner')).toContainText('Marie Tremblay (rédaction)');
  // The same person as before: her earlier proposals are listed as hers.
  await eventually(phone.getByRole('listitem', { name: /Prix entreprise : 3 900 \$ — Marie Tremblay/ })).toBeVisible();
  const people = await localSql<{ n: number; revoked: number | null }>(
    editor.state,
    "SELECT COUNT(*) AS n, MAX(revoked_at) AS revoked FROM people WHERE email = 'marie@example.com'",
  );
  expect(people[0], 'one person, access given back').toEqual({ n: 1, revoked: null });

  // Her old session stays ended, and the passkey of the device she had then no longer opens.
  expect((await fromPage(editorPage, '/me')).status, 'the old session').toBe(401);
  // The failed sign-ins above slowed this place down: cleared so that this one is really checked.
  await localSql(editor.state, 'DELETE FROM sign_in_attempts');
  await editorPage.reload();
  await editorPage.getByRole('button', { name: 'Se connecter avec ma clé d’accès' }).click();
  await eventually(editorPage.getByRole('status')).toContainText('cette clé d’accès n’est pas reconnue');
  expect((await fromPage(editorPage, '/me')).status, 'no session from the old passkey').toBe(401);
  // The new one signs in again after signing out.
  await phone.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  await phone.getByRole('button', { name: 'Se connecter avec ma clé d’accès' }).click();
  await eventually(phone.getByRole('banner')).toContainText('Marie Tremblay (rédaction)');
});
