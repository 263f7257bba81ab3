// A newcomer's first steps in the editor, as the third trial took them, on a copy of the frozen launch site: Créer is a
// real button saying why it waits, an article starts from its French title with its addresses in sight, Enregistrer
// stays grey (and says why) while a group just added is incomplete, Tab never lands on « Retirer » (Échap reaches it), and the guide's steps
// name what the screens show.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { copyOfLaunchSite, type EditorServer, openFile, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 15_000 });
let editor: EditorServer;
let origin: string;

test.describe.configure({ mode: 'default', timeout: 90_000 });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool');

test.beforeAll(async () => {
  editor = await startEditor('editor-first-steps-spec', 5210, copyOfLaunchSite('editor-first-steps'));
  origin = editor.origin;
});

test.afterAll(() => editor?.close());

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
/** How a button is drawn: a filled shape with padding, not text on the page's background. */
const drawn = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, padding: Number.parseFloat(style.paddingLeft) };
  });
/** The « par exemple … » / « for example … » of a sentence. */
const exampleIn = (text: string) => /(?:par exemple|for example) ([a-z0-9-]+)/.exec(text)?.[1];

test('Créer is a real button, grey with its reason while it cannot be used; the address is suggested from the French title, and the label’s example is the refusal’s', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit`);
  const failures: string[] = [];
  for (const ui of ['fr', 'en'] as const) {
    if (ui === 'en') await page.getByRole('button', { name: 'English' }).click();
    const t =
      ui === 'fr'
        ? { open: 'Créer une page ou un article', create: 'Créer', title: /^Titre de l’article/, address: /^Adresse/ }
        : {
            open: 'Create a page or an article',
            create: 'Create',
            title: /^Title of the article/,
            address: /address/i,
          };
    const form = page.locator('details.new-file');
    if ((await form.getAttribute('open')) === null) await page.getByText(t.open).click();
    const create = form.getByRole('button', { name: t.create, exact: true });
    const why = form.locator('#new-why');
    const title = form.getByLabel(t.title);
    const address = form.getByLabel(t.address);
    await title.fill('');
    await address.fill('');

    await expect(create).toBeDisabled();
    if (((await why.textContent()) ?? '').trim() === '') failures.push(`${ui}: Créer grey with no reason beside it`);
    const grey = await drawn(create);

    await title.fill('Date limite REER : ce que l’on oublie');
    await expect(address).toHaveValue('date-limite-reer-ce-que-l-on-oublie');
    await expect(create).toBeEnabled();
    const ready = await drawn(create);
    if (ready.background === TRANSPARENT || ready.padding < 4)
      failures.push(`${ui}: Créer drawn as plain text (${JSON.stringify(ready)})`);
    if (ready.background === grey.background) failures.push(`${ui}: Créer looks the same usable and not`);
    if (((await why.textContent()) ?? '').trim() !== '') failures.push(`${ui}: a reason is still said once usable`);

    // Her own address, typed as a title: refused beside the button, with the label's own example.
    await address.fill('Date limite REER');
    await expect(create).toBeDisabled();
    const label = (await form.locator('label[for="new-name"]').textContent()) ?? '';
    const refusal = (await why.textContent()) ?? '';
    if (!exampleIn(label) || exampleIn(label) !== exampleIn(refusal))
      failures.push(`${ui}: label’s example « ${exampleIn(label)} », refusal’s « ${exampleIn(refusal)} »`);
    if (exampleIn(label) !== 'reforme-fiscale')
      failures.push(`${ui}: the French address’s example is « ${exampleIn(label)} », not a French word`);
    // Written by hand, the address no longer follows the title; emptied, it follows again.
    await address.fill('date-limite-reer');
    await title.fill('Date limite REER : les oublis');
    await expect(address).toHaveValue('date-limite-reer');
    await address.fill('');
    await expect(address).toHaveValue('date-limite-reer-les-oublis');
  }
  expect(failures).toEqual([]);
});

test('a new article opens with the French title typed in Créer, and both its addresses right under its titles, not folded away', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit`);
  await page.getByText('Créer une page ou un article').click();
  await page.getByLabel(/^Titre de l’article/).fill('Date limite REER : ce que l’on oublie');
  // Opening the new file held, as on a busy machine: the form's place says it is coming (trial 17 read 2.5 s of
  // « Choisissez une page » as a failure), then that it was created and what to do.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const newFileRead = /\/__edit\/api\/file\?path=pages%2Fblog%2F/;
  await page.route(newFileRead, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Création de l’article… Il s’ouvre ici.');
  release();
  await eventually(page.locator('#field-title_fr')).toHaveValue('Date limite REER : ce que l’on oublie');
  await expect(page.locator('#save-state')).toHaveText(/^Créé et ajouté à la liste : remplacez chaque « TODO »/);
  // Folded once created, its title emptied: left open, it took the next text typed (trial 19: a FAQ question).
  await expect(page.locator('details.new-file')).not.toHaveAttribute('open');
  await page.unroute(newFileRead);
  await expect(page.locator('#field-slug_fr')).toHaveValue('date-limite-reer-ce-que-l-on-oublie');
  // Its « TODO » texts are a list to write, not problems (trial 13: « 11 problèmes à corriger » read as something broken).
  await expect(page.locator('#problems-title')).toContainText(/^\d+ textes à écrire avant d’enregistrer/);
  // The form's heading is the title as typed, before any save (not the scaffold's « TODO » title).
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
    'Date limite REER : ce que l’on oublie',
  );
  // Until the English title is written, the English address is the French one, and says so (trial 12 wrote her own,
  // told nothing); a French title changed meanwhile moves both.
  const waits = page.getByText('Pour l’instant, l’adresse française.');
  await expect(waits).toBeVisible();
  await page.locator('#field-title_fr').fill('Date limite REER : ce qu’on oublie');
  await eventually(page.locator('#field-slug_fr')).toHaveValue('date-limite-reer-ce-qu-on-oublie');
  await expect(page.locator('#field-slug_en')).toHaveValue('date-limite-reer-ce-qu-on-oublie');
  // Filled from the English title, and seen filling.
  await page.locator('#field-title_en').fill('RRSP deadline: what people forget');
  await eventually(page.locator('#field-slug_en')).toHaveValue('rrsp-deadline-what-people-forget');
  await expect(waits).toHaveCount(0);
  // A category the articles use is chosen once for both languages (trial 12 copied them from the live blog).
  const used = page.getByLabel('Une catégorie déjà utilisée');
  const first = (await used.locator('option').nth(1).textContent()) ?? '';
  const [fr, en] = first.match(/^(.+) \((.+)\)$/)?.slice(1) ?? [];
  expect(fr && en, `a category reads « français (anglais) »: ${first}`).toBeTruthy();
  await used.selectOption({ index: 1 });
  await expect(page.locator('#field-category_fr')).toHaveValue(fr!);
  await expect(page.locator('#field-category_en')).toHaveValue(en!);
  // Who signs is chosen by name, in its place in the form, « Personne » (the firm signs) until one is chosen.
  const author = page.locator('#field-author');
  await expect(author.locator('option:checked')).toHaveText('— Personne —');
  const someone = (await author.locator('option').nth(1).textContent()) ?? '';
  expect(someone, 'a team member by name, never an id').toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}/u);
  await author.selectOption({ label: someone });
  await expect(author.locator('option:checked')).toHaveText(someone);
  await expect(page.getByRole('button', { name: '+ Auteur' })).toHaveCount(0);
  // The English written where it said « TODO » is no change the French should follow (trial 12: a false nudge).
  await expect(page.locator('#field-title_fr-other-language')).toHaveCount(0);
  const failures: string[] = [];
  for (const field of ['slug_fr', 'slug_en']) {
    const input = page.locator(`#field-${field}`);
    if (!(await input.isVisible())) failures.push(`${field}: hidden`);
    if ((await input.locator('xpath=ancestor::details').count()) > 0) failures.push(`${field}: inside a fold`);
  }
  // Right under the titles: the row after the title's is the addresses'.
  const next = await page
    .locator('.group__row:has(#field-title_fr)')
    .evaluate((row) => row.nextElementSibling?.querySelector('#field-slug_fr, #field-slug_en') !== null);
  if (!next) failures.push('the addresses are not the row right after the titles');
  expect(failures).toEqual([]);

  // Every « TODO » written, from the list's links: « remplacez chaque TODO » is said no more (trial 19 read it after).
  const todo = await page
    .locator('main input[id^="field-"], main textarea[id^="field-"]')
    .evaluateAll((fields) =>
      fields.filter((field) => /TODO/.test((field as HTMLInputElement).value)).map((field) => field.id),
    );
  expect(todo.length, 'the new article has texts to write').toBeGreaterThan(0);
  for (const [index, id] of todo.entries()) await page.locator(`#${id}`).fill(`Texte numéro ${index + 1}`);
  await eventually(page.locator('.problems li', { hasText: 'TODO' })).toHaveCount(0);
  await expect(page.locator('#save-state')).not.toContainText('TODO');
});

test('Enregistrer stays grey while a group just added is incomplete, its errors still unshown, and says why beside it', async ({
  page,
}) => {
  const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
  const why = page.locator('#save-why');
  const failures: string[] = [];
  for (const [item, open, add, group] of [
    [
      'a photo added to an article',
      async () => {
        await openFile(page, origin, /Imposition des cryptomonnaies/);
        // An article without its photo yet (the site's drawing shows instead), then « + Photo ».
        await page.getByRole('button', { name: 'Retirer : Photo' }).click();
        await eventually(save).toBeEnabled();
      },
      () => page.getByRole('button', { name: '+ Photo' }).click(),
      '.image-field',
    ],
    [
      'a question added to an FAQ',
      async () => {
        await openFile(page, origin, /Tarif entreprises/);
        await page.locator('#field-sections_0_title_fr').fill('Tarif pour les entreprises');
        await eventually(save).toBeEnabled();
      },
      () => page.getByRole('button', { name: 'Ajouter une question', exact: true }).click(),
      'fieldset[data-list$="_items"] > ol > li:last-child',
    ],
  ] as const) {
    await open();
    await add();
    await page.waitForTimeout(1_500);
    if (await save.isEnabled()) failures.push(`${item}: Enregistrer usable while what was added is empty`);
    const said = (await why.textContent()) ?? '';
    if (!/Complétez/.test(said)) failures.push(`${item}: no reason beside Enregistrer (« ${said} »)`);
    // The preview, paused on the draft, names what to complete: not « corrigez le champ signalé » with nothing flagged.
    const note = (await page.locator('.editor__preview-stale').textContent()) ?? '';
    if (note && !note.startsWith('Aperçu en pause. Complétez ce que vous venez d’ajouter'))
      failures.push(`${item}: the preview says « ${note} » with no field flagged`);
    // Nor, inside the page, the red « Le contenu a un problème » panel that sends her to a field in red (trial 10).
    const panel = page.frameLocator('.editor__preview iframe').locator('#site-content-problems');
    if (note && (await panel.count()) > 0) failures.push(`${item}: the page shows « ${await panel.textContent()} »`);
    const red = await page.locator(`${group} .field-problems:not(:empty), ${group} [aria-invalid="true"]`).count();
    if (red > 0) failures.push(`${item}: ${red} errors shown before the group is left`);
    await page.getByRole('button', { name: 'Annuler mes modifications' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler' }).click();
  }
  expect(failures).toEqual([]);
});

test('Tab from an optional field goes on to the next field, never to its own « Retirer »; Échap in the field reaches it', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit/site.yaml#facts`);
  const removers = page.locator('.group__row button', { hasText: /^Retirer : (Minimum d’heures|Facturé par)/ });
  await eventually(removers.first()).toBeAttached();
  const failures: string[] = [];
  const count = Math.min(await removers.count(), 4);
  for (let index = 0; index < count; index++) {
    const row = removers.nth(index).locator('xpath=ancestor::div[contains(@class, "group__row")][1]');
    const input = row.locator('input').first();
    const name = (await input.getAttribute('id')) ?? `amount ${index}`;
    await input.focus();
    await page.keyboard.press('Tab');
    const landed = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (/^Retirer/.test(landed.trim())) failures.push(`${name}: Tab lands on « ${landed} »`);
    await input.focus();
    await page.keyboard.press('Shift+Tab');
    if (await removers.nth(index).evaluate((button) => button === document.activeElement))
      failures.push(`${name}: Shift+Tab lands on its « Retirer »`);
    // The keyboard's way to it: Échap in the field, said beside it while the field has the focus.
    await input.focus();
    if (!(await row.locator('.item-tools__keys').isVisible()))
      failures.push(`${name}: the key to its buttons is not said`);
    await page.keyboard.press('Escape');
    if (!(await removers.nth(index).evaluate((button) => button === document.activeElement)))
      failures.push(`${name}: Échap does not reach its « Retirer »`);
  }
  expect(count).toBeGreaterThan(0);
  expect(failures).toEqual([]);
});

test('CONTENU.md’s article steps name what the screens show, in their order: « + Photo » before « Choisir une image »', async ({
  page,
}) => {
  const guide = readFileSync(join(process.cwd(), 'CONTENU.md'), 'utf8');
  const start = guide.indexOf('### Ajouter un article de blogue avec l’éditeur');
  const steps = guide.slice(start, guide.indexOf('\n### ', start + 1));
  const photo = steps.split('\n').find((line) => line.includes('**La photo**')) ?? '';
  const failures: string[] = [];
  if (!(photo.indexOf('**+ Photo**') >= 0 && photo.indexOf('**+ Photo**') < photo.indexOf('Choisir une image')))
    failures.push(`the photo step does not click « + Photo » first: ${photo.slice(0, 120)}`);

  // Each control the steps name in bold is on the screen at its step.
  await page.goto(`${origin}/__edit`);
  const seen = new Set<string>();
  const look = async () => {
    for (const text of (await page.locator('body').innerText()).split('\n')) seen.add(text.trim());
    for (const label of await page.locator('button, summary, label, legend, option').allTextContents())
      seen.add(label.trim());
  };
  await look();
  await page.getByText('Créer une page ou un article').click();
  await look();
  await page.getByLabel(/^Titre de l’article/).fill('Guide : premier article');
  await look();
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await eventually(page.locator('#field-title_fr')).toBeVisible();
  await look();
  await page.getByRole('button', { name: '+ Photo' }).click();
  await eventually(page.locator('.image-field')).toBeVisible();
  await look();
  const numbered = steps.split('\n').filter((line) => /^[1-5]\. /.test(line));
  for (const line of numbered)
    for (const [, bold] of line.matchAll(/\*\*([^*]+)\*\*/g)) {
      if (bold === undefined || bold === 'La photo' || bold === 'Le texte') continue;
      if (![...seen].some((text) => text === bold || text.startsWith(bold)))
        failures.push(`step « ${line.slice(0, 40)}… » names « ${bold} », not on the screen`);
    }
  expect(failures).toEqual([]);
});

test('on a 390 px phone, « Voir l’aperçu » brings the preview under the bar and « Retour au formulaire » the field being edited, focused; at 1280 px the preview is beside the form and neither shows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFile(page, origin, /Comptable CPA en ligne/);
  // A field far down the form (trial 10: the preview sat 11,000 px down, under the whole form).
  const field = page.locator('.editor__form').getByRole('textbox').last();
  await field.scrollIntoViewIfNeeded();
  await field.focus();
  const bar = await page.locator('.editor__bar').boundingBox();
  await page.getByRole('link', { name: 'Voir l’aperçu' }).click();
  const preview = page.getByRole('complementary', { name: 'Aperçu de la page' });
  await eventually
    .poll(async () => Math.round((await preview.boundingBox())?.y ?? -1), {
      message: 'the preview starts right under the bar',
    })
    .toBe(Math.round(bar!.y + bar!.height));
  await expect(preview.locator('iframe')).toBeInViewport({ ratio: 0.5 });
  await preview.getByRole('button', { name: 'Retour au formulaire' }).click();
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('link', { name: 'Voir l’aperçu' })).toBeHidden();
  await expect(preview.getByRole('button', { name: 'Retour au formulaire' })).toBeHidden();
});

test('« Créer une page ou un article » opened with the file list scrolled shows its title, not under the search box', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit`);
  const list = page.locator('.editor__files');
  const create = page.getByText('Créer une page ou un article');
  await eventually(create).toBeVisible();
  // Scrolled so the title is all but hidden under the sticky search box, as the panel stays after a search (trial 10):
  // she taps the sliver still showing.
  await list.evaluate((element) => {
    const search = element.querySelector('.files__search')!.getBoundingClientRect();
    const summary = element.querySelector('.new-file summary')!.getBoundingClientRect();
    element.scrollTop += summary.bottom - search.bottom - 8;
  });
  const box = (await page.locator('.new-file summary').boundingBox())!;
  await create.click({ position: { x: 20, y: box.height - 4 } });
  await expect(page.locator('details.new-file')).toHaveAttribute('open', '');
  const [search, summary] = await Promise.all([
    page.locator('.files__search').boundingBox(),
    page.locator('.new-file summary').boundingBox(),
  ]);
  expect(summary!.y, 'the title starts below the search box').toBeGreaterThanOrEqual(search!.y + search!.height - 1);
});

test('Enregistrer clicked during « Vérification… » on a problem: never « Enregistrement… » beside « Corrigez d’abord… », then « Rien n’a été enregistré » (trial 19 clicked in that second)', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit/pages/about.yaml`);
  const english = page.locator('#field-sections_0_title_en');
  await expect(english).not.toHaveValue('');
  // Checks answered late, as on a busy machine: Save is pressed while « Vérification… » shows.
  await page.route(
    (url) => url.pathname === '/__edit/api/preview',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    },
  );
  // Every state the Save row shows, as the page draws it: the status and the line under Save.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const record = () =>
      seen.push(
        `${document.querySelector('#save-state')?.textContent ?? ''} | ${document.querySelector('#save-why')?.textContent ?? ''}`,
      );
    new MutationObserver(record).observe(document.querySelector('.editor__actions')!, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await english.fill('');
  await expect(page.locator('#save-state')).toHaveText('Vérification…');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await eventually(page.locator('#save-state')).toHaveText(
    'Rien n’a été enregistré : corrigez d’abord le problème listé.',
  );
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.filter((state) => state.startsWith('Enregistrement…') && !state.endsWith('| '))).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Annuler mes modifications' }).click();
  await page.getByRole('button', { name: 'Oui, annuler' }).click();
});
