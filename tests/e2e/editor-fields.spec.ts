// The form's fields as a marketer expects them (trials 4 and 5), on a copy of the fixture site: a new article's addresses follow their own titles until she writes them, named in plain words with the full address they make; Tab goes from input to input; an unfinished file is deleted from its own form.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { validateCommand } from '../../src/cli/validate-command.ts';
import { copyOfLaunchSite, type EditorServer, openFile, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 15_000 });
let editor: EditorServer;
let origin: string;
let contentRoot: string;

test.describe.configure({ mode: 'default', timeout: 90_000 });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool');

test.beforeAll(async () => {
  contentRoot = copyOfLaunchSite('editor-fields');
  // Published means committed: a real repository, as the firm's would be.
  const git = (...args: string[]) => execFileSync('git', args, { cwd: contentRoot });
  git('init', '--quiet');
  git('add', '.');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'Contenu de départ');
  editor = await startEditor('editor-fields-spec', 5220, contentRoot);
  origin = editor.origin;
});

test.afterAll(() => editor?.close());

/** « Créer » an article (or a page) from its French title alone, as the trial did; the file it wrote. */
async function createArticle(page: Page, title: string, kind: 'post' | 'page' = 'post'): Promise<string> {
  await page.goto(`${origin}/__edit`);
  await page.getByText('Créer une page ou un article').click();
  await page.getByLabel('Type').selectOption(kind);
  await page.getByLabel(kind === 'post' ? /^Titre de l’article/ : /^Titre de la page/).fill(title);
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await eventually(page.locator(kind === 'post' ? '#field-title_fr' : '#field-head_title_fr')).toHaveValue(title);
  return decodeURIComponent(new URL(page.url()).pathname.replace('/__edit/', ''));
}

test('a new article’s addresses each follow their own title until written by hand, in plain words, with the full address under each', async ({
  page,
}) => {
  await createArticle(page, 'Date limite REER');
  const failures: string[] = [];
  // In plain words, declared with the field, each with the full address it makes, right under the titles.
  for (const [field, label, address] of [
    ['slug_fr', 'Adresse de la page (français)', '/blog/date-limite-reer'],
    ['slug_en', 'Adresse de la page (anglais)', '/en/blog/'],
  ] as const) {
    const input = page.locator(`#field-${field}`);
    if (!(await input.isVisible())) failures.push(`${field}: hidden`);
    const named = await page.locator(`label[for="field-${field}"]`).textContent();
    if (named !== label) failures.push(`${field}: labelled « ${named} », not « ${label} »`);
    const full =
      (await page
        .locator(`#field-${field}-full`)
        .textContent()
        .catch(() => '')) ?? '';
    if (!full.includes(address))
      failures.push(`${field}: the full address « ${address} » is not under it (« ${full} »)`);
  }
  expect(failures).toEqual([]);

  // The English address follows the English title (the trial: it kept the French address).
  const titleEn = page.locator('#field-title_en');
  await titleEn.fill('');
  await titleEn.pressSequentially('RRSP deadline');
  await eventually(page.locator('#field-slug_en')).toHaveValue('rrsp-deadline');
  await eventually(page.locator('#field-slug_en-full')).toContainText('/en/blog/rrsp-deadline');
  // The French address follows the French title.
  await page.locator('#field-title_fr').fill('Date limite REER 2027');
  await eventually(page.locator('#field-slug_fr')).toHaveValue('date-limite-reer-2027');
  await eventually(page.locator('#field-slug_fr-full')).toContainText('/blog/date-limite-reer-2027');
  // Written by hand: that address stays, the other still follows its title.
  await page.locator('#field-slug_en').fill('rrsp');
  await titleEn.fill('RRSP deadline 2027');
  await page.locator('#field-title_fr').fill('Date limite REER : 2027');
  await eventually(page.locator('#field-slug_fr')).toHaveValue('date-limite-reer-2027');
  await page.waitForTimeout(300);
  await expect(page.locator('#field-slug_en')).toHaveValue('rrsp');
  // In another tab (nothing remembered there), a file never published still follows: the rule is the file's, not the tab's.
  const other = await page.context().newPage();
  await other.goto(`${origin}/__edit`);
  await other.evaluate(() => sessionStorage.clear());
  const file = new URL(page.url()).pathname.replace('/__edit/', '');
  await other.goto(`${origin}/__edit/${file}`);
  await eventually(other.locator('#field-title_fr')).toBeVisible();
  const slugFr = await other.locator('#field-slug_fr').inputValue();
  await other.locator('#field-title_fr').fill('Date limite REER en 2028');
  await eventually(other.locator('#field-slug_fr'), `from ${slugFr}`).toHaveValue('date-limite-reer-en-2028');
  await other.close();
});

test('an article already published keeps both its addresses whatever its titles become', async ({ page }) => {
  await openFile(page, origin, /Imposition des cryptomonnaies/);
  const before = {
    fr: await page.locator('#field-slug_fr').inputValue(),
    en: await page.locator('#field-slug_en').inputValue(),
  };
  await page.locator('#field-title_fr').fill('Cryptomonnaies');
  await page.locator('#field-title_en').fill('Crypto');
  await page.waitForTimeout(500);
  expect({
    fr: await page.locator('#field-slug_fr').inputValue(),
    en: await page.locator('#field-slug_en').inputValue(),
  }).toEqual(before);
  // Published: its addresses wait folded in « Avancé », as links lead there.
  expect(await page.locator('#field-slug_fr').locator('xpath=ancestor::details').count()).toBe(1);
});

/**
 * Marks the form's stops in order (each field, and what adds or unfolds: « + … », « Ajouter … », « Avancé »), leaving
 * out the buttons that act on an item (« Retirer », Monter, Descendre, Supprimer): where Tab should go, one after another.
 */
async function markStops(page: Page): Promise<{ name: string; field: boolean }[]> {
  return page.evaluate(() => {
    const root = document.querySelector('main.editor__form > fieldset');
    if (!root) return [];
    const seen = new Set<string>();
    const stops = [...root.querySelectorAll<HTMLElement>('input, textarea, select, button, summary, a[href]')].filter(
      (element) => {
        if (element.closest('.list__tools, .group__remove') || element.matches(':disabled')) return false;
        if (!element.checkVisibility()) return false;
        // A group of radio buttons is one stop: its checked button, or its first when none is.
        if (element instanceof HTMLInputElement && element.type === 'radio') {
          const group = root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${element.name}"]`);
          const checked = [...group].some((radio) => radio.checked);
          if (checked ? !element.checked : seen.has(element.name)) return false;
          seen.add(element.name);
        }
        return true;
      },
    );
    return stops.map((element, index) => {
      element.dataset.stop = String(index);
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined;
      return {
        name: `${element.id || (element.textContent ?? '').trim().slice(0, 40)}${label ? ` (« ${label} »)` : ''}`,
        field: element.matches('input, textarea, select'),
      };
    });
  });
}

/** Tab from every field of the open form lands on the next stop; the fields it lands elsewhere from, with where. */
async function tabFailures(page: Page, where: string): Promise<string[]> {
  const stops = await markStops(page);
  const failures: string[] = [];
  for (const [index, stop] of stops.entries()) {
    if (!stop.field || index === stops.length - 1) continue;
    await page.evaluate((at) => document.querySelector<HTMLElement>(`[data-stop="${at}"]`)?.focus(), index);
    await page.keyboard.press('Tab');
    const landed = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return { stop: element?.dataset.stop, text: (element?.textContent || element?.id || '').trim().slice(0, 60) };
    });
    if (landed.stop !== String(index + 1))
      failures.push(`${where}: Tab from ${stop.name} lands on « ${landed.text} », not on ${stops[index + 1]!.name}`);
  }
  expect(stops.length, `${where}: the form has fields`).toBeGreaterThan(5);
  return failures;
}

test('Tab goes from input to input, never onto « Retirer », Monter, Descendre or Supprimer: the prices and a page with lists', async ({
  page,
}) => {
  // About 150 fields, three round trips each, on a shared machine.
  test.setTimeout(240_000);
  await page.goto(`${origin}/__edit/site.yaml#facts`);
  await eventually(page.locator('main.editor__form > fieldset input').first()).toBeVisible();
  const failures = await tabFailures(page, 'site.yaml, prices');
  await openFile(page, origin, /Tarif entreprises/);
  await eventually(page.locator('main.editor__form > fieldset .list__item').first()).toBeVisible();
  failures.push(...(await tabFailures(page, 'Tarif entreprises')));
  expect(failures).toEqual([]);
});

test('the prices read as boxes of their own: their shared help shows once (said in each to screen readers), and each ends well above the next one’s name (trial 15)', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit/site.yaml#facts`);
  // Each price's own group (not the groups inside it: a sum's list).
  const groups = page.locator('fieldset[data-group^="field-facts_prices_"]');
  await eventually(groups.first()).toBeVisible();
  const prices = await groups.evaluateAll((all) =>
    all
      .filter((set) => /^field-facts_prices_[A-Za-z0-9]+$/.test(set.dataset.group ?? ''))
      .map((set) => {
        const own = (selector: string) => [...set.querySelectorAll<HTMLElement>(selector)];
        const help = own('p.field-help:not(.field-shown)');
        const amount = set.querySelector<HTMLInputElement>('input[id$="_amount"]');
        const said = (amount?.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        const controls = own('input, button, label').map((node) => node.getBoundingClientRect().bottom);
        return {
          name: set.querySelector('legend')?.textContent ?? '',
          amount: amount !== null,
          shown: help.filter((node) => node.getBoundingClientRect().height > 2).map((node) => node.textContent ?? ''),
          said,
          top: set.querySelector('legend')?.getBoundingClientRect().top ?? 0,
          bottom: Math.max(...controls),
        };
      }),
  );
  expect(prices.length, 'the fixture has several prices').toBeGreaterThan(3);
  const [first] = prices;
  expect(first?.shown.length, `${first?.name}: its help shows`).toBeGreaterThan(0);
  const failures: string[] = [];
  for (const [index, price] of prices.entries()) {
    if (index > 0) {
      const repeated = price.shown.filter((text) => first?.shown.includes(text));
      if (repeated.length > 0) failures.push(`${price.name}: the first price's help shown again (${repeated[0]})`);
    }
    if (price.amount && !price.said.includes('3900')) failures.push(`${price.name}: its amount's help is not said`);
    const next = prices[index + 1];
    if (next && next.top - price.bottom < 16)
      failures.push(`${price.name}: ends ${Math.round(next.top - price.bottom)} px above « ${next.name} »`);
  }
  expect(prices.filter((price) => price.amount).length, 'prices with an amount').toBeGreaterThan(3);
  expect(failures).toEqual([]);
});

test('a new price is added under a name written in words, the key it is saved under said beside it; a name taken is refused (trial 15)', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit/site.yaml#facts`);
  const name = page.getByRole('textbox', { name: 'Ajouter un prix nommé' }).first();
  await eventually(name).toBeVisible();
  const add = name.locator('xpath=..').getByRole('button', { name: 'Ajouter', exact: true });
  await name.fill('companyPlan');
  await eventually(name.locator('xpath=..')).toContainText('Ce nom est déjà pris.');
  await expect(add).toBeDisabled();
  await name.fill('Déclaration étudiante');
  await eventually(name.locator('xpath=..')).toContainText('Dans un texte, ce prix s’écrira {declarationEtudiante}.');
  await add.click();
  const added = page.locator('[data-group="field-facts_prices_declarationEtudiante"]');
  await eventually(added).toBeVisible();
  // Its amount to write first; named by the words typed, accents kept, never by its key's words.
  await expect(page.locator('#field-facts_prices_declarationEtudiante_amount')).toBeFocused();
  await expect(page.locator('#field-facts_prices_declarationEtudiante_name_fr')).toHaveValue('Déclaration étudiante');
  await expect(added.locator('legend').first()).toHaveText('Déclaration étudiante');
  await expect(name).toHaveValue('');
  // Its English name is left to write, and Save says so (trial 17: the French words were copied into it, unflagged).
  await expect(page.locator('#field-facts_prices_declarationEtudiante_name_en')).toHaveValue('');
  await page.locator('#field-facts_prices_declarationEtudiante_amount').fill('95');
  await eventually(page.locator('#save-why')).toContainText('Prix et faits › Déclaration étudiante');
  await page.getByRole('button', { name: 'Annuler mes modifications' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler' }).click();
});

test('a price raised and not yet saved reads its new amount in the lists that choose a price (trial 17: « 170 $ » until saved)', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit/site.yaml#facts`);
  const amount = page.locator('#field-facts_prices_selfEmployedBasic_amount');
  await eventually(amount).toBeVisible();
  // The full service sums two prices: each of its lists names every price with its amount.
  const firstOfSum = page.locator('#field-facts_prices_selfEmployedFull_sum_0');
  await expect(firstOfSum.locator('option[value="selfEmployedBasic"]')).toHaveText(/— 1\s500\s\$/);
  await amount.fill('1650');
  await eventually(firstOfSum.locator('option[value="selfEmployedBasic"]')).toHaveText(/— 1\s650\s\$/);
  await page.getByRole('button', { name: 'Annuler mes modifications' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler' }).click();
});

test('a field’s « Retirer » and an item’s buttons are reached with Échap, and a removal is undone by « Annuler », focused in its place', async ({
  page,
}) => {
  const status = page.getByRole('main').getByRole('status').first();
  await page.goto(`${origin}/__edit/site.yaml#facts`);
  // A price's amount, when it has no sum, is what the price is: no « Retirer » to slip on (trial 13 removed it so). With
  // « + Somme de prix » added, one of the two may go.
  const company = page.locator('[data-group="field-facts_prices_companyPlan"]');
  await eventually(company.locator('#field-facts_prices_companyPlan_amount')).toBeVisible();
  await expect(company.getByRole('button', { name: /^Retirer : Montant/ })).toHaveCount(0);
  await company.getByRole('button', { name: '+ Somme de prix' }).click();
  await expect(company.getByRole('button', { name: /^Retirer : Montant/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Annuler mes modifications' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await eventually(status).toHaveText('Aucune modification');

  // An optional field: Échap in it reaches its « Retirer »; Enter removes it; « Annuler » has the focus and puts it back.
  const remover = page.locator('.group__row button', { hasText: /^Retirer : Minimum d’heures/ }).first();
  await eventually(remover).toBeAttached();
  const row = remover.locator('xpath=ancestor::div[contains(@class, "group__row")][1]');
  const amount = row.locator('input').first();
  const id = (await amount.getAttribute('id'))!;
  const value = await amount.inputValue();
  await amount.focus();
  await page.keyboard.press('Escape');
  await expect(remover).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(`#${id}`)).toHaveCount(0);
  const undo = page.getByRole('button', { name: 'Annuler', exact: true });
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await eventually(page.locator(`#${id}`)).toHaveValue(value);
  await expect(page.locator(`#${id}`)).toBeFocused();
  await eventually(status).toHaveText('Aucune modification');

  // A question of an FAQ: Échap in its text reaches its buttons, → goes to Supprimer; « Annuler » puts it back where it was.
  await openFile(page, origin, /Tarif entreprises/);
  const question = page.locator('[id$="_items_1_question_fr"]').first();
  await eventually(question).toBeVisible();
  const questionId = (await question.getAttribute('id'))!;
  const text = await question.inputValue();
  await question.focus();
  await page.keyboard.press('Escape');
  const tools = page.locator(`[data-tools="${questionId.replace(/_question_fr$/, '')}"]`);
  await expect(tools.getByRole('button', { name: 'Monter' })).toBeFocused();
  await expect(tools).toHaveAttribute('role', 'toolbar');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tools.getByRole('button', { name: 'Supprimer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await eventually(page.locator(`#${questionId}`)).not.toHaveValue(text);
  await expect(page.getByRole('button', { name: 'Annuler', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await eventually(page.locator(`#${questionId}`)).toHaveValue(text);
  await eventually(status).toHaveText('Aucune modification');
});

test('a new page or article keeps the title typed in « Créer »: after a reload the list and the heading show it, validate names the other TODOs', async ({
  page,
}) => {
  const failures: string[] = [];
  for (const [kind, title, fields] of [
    ['post', 'Cotisations au REER : ce qui change', [['title', 'fr']]],
    [
      'page',
      'Carrières au cabinet',
      [
        ['head', 'title', 'fr'],
        ['sections', 0, 'title', 'fr'],
      ],
    ],
  ] as const) {
    const file = await createArticle(page, title, kind);
    // Nothing left unsaved: the title is in the file itself; the status says it was created and what is left to do.
    await eventually(page.getByRole('main').getByRole('status').first()).toHaveText(/^Créé et ajouté à la liste/);
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await page.reload();
    await eventually(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    const heading = await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent();
    if (heading !== title) failures.push(`${kind}: the heading says « ${heading} » after a reload`);
    const listed = await page.getByRole('navigation').getByRole('button', { name: title }).count();
    if (listed !== 1) failures.push(`${kind}: the list of files does not show « ${title} » after a reload`);
    const written = readFileSync(join(contentRoot, file), 'utf8');
    for (const path of fields) {
      const line = written.split('\n').find((each) => each.includes(`fr: "${title}"`));
      if (!line) failures.push(`${kind}: ${path.join('.')} is not written « ${title} » in ${file}`);
    }
    if ((written.match(new RegExp(`fr: "${title}"`, 'g')) ?? []).length !== fields.length)
      failures.push(`${kind}: the title is not written ${fields.length} time(s) in ${file}`);
    // The rest is still to write, and validate says so, naming the English title; not the French one.
    const { code, stdout, stderr } = validateCommand([contentRoot]);
    const said = stdout + stderr;
    const lines = said.split('\n').filter((each) => each.includes(file));
    if (code === 0) failures.push(`${kind}: validate passes with the TODOs left`);
    const englishTitle = `${fields[0]!.slice(0, -1).join('.')}.en`;
    if (!lines.some((each) => each.includes(englishTitle)))
      failures.push(`${kind}: validate does not name ${englishTitle} (« ${lines.join(' | ').slice(0, 300)} »)`);
    for (const path of fields)
      if (lines.some((each) => each.includes(` ${path.join('.')} `)))
        failures.push(`${kind}: validate still names ${path.join('.')}, written`);
  }
  expect(failures).toEqual([]);
});

test('a file never published is deleted from the end of its own form, after a native question naming it; Publier only says it is held back, with « Ouvrir »', async ({
  page,
}) => {
  const title = 'Brouillon à supprimer';
  const file = await createArticle(page, title);
  const remove = page.getByRole('button', { name: 'Supprimer cet article (jamais publié)' });
  await eventually(remove).toBeVisible();
  // At the end of the form, below every field, drawn as a red outline.
  const failures: string[] = [];
  const below = await remove.evaluate((button) => {
    const fields = [...document.querySelectorAll('main.editor__form > fieldset :is(input, textarea, select)')];
    const last = fields.at(-1);
    return last ? button.getBoundingClientRect().top >= last.getBoundingClientRect().bottom : false;
  });
  if (!below) failures.push('the button is not below the form’s last field');
  const style = await remove.evaluate((button) => {
    const computed = getComputedStyle(button);
    return { border: computed.borderTopColor, width: Number.parseFloat(computed.borderTopWidth) };
  });
  const [red, green] = (style.border.match(/\d+/g) ?? []).map(Number);
  if (!(red! > 120 && green! < 80 && style.width >= 1)) failures.push(`not a red outline: ${JSON.stringify(style)}`);
  // The native question names the file by its title; « Non, garder » has the focus and keeps it.
  await remove.click();
  const question = page.locator('dialog[open]');
  await expect(question).toContainText(`« ${title} »`);
  await expect(question.getByRole('button', { name: 'Non, garder' })).toBeFocused();
  await question.getByRole('button', { name: 'Non, garder' }).click();
  expect(existsSync(join(contentRoot, file))).toBe(true);

  // Publier lists it as held back, in words, with « Ouvrir », and deletes nothing.
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const panel = page.locator('section.publish');
  // Its own item (another draft's problems may name this file too): the one its title begins.
  const held = panel.locator('.publish__held > ul > li', { hasText: new RegExp(`^${title}`) });
  await eventually(held).toContainText('Jamais publié');
  if ((await panel.getByRole('button', { name: /Supprimer/ }).count()) > 0)
    failures.push('Publier still offers to delete something');
  await held.getByRole('link', { name: 'Ouvrir' }).click();
  await eventually(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(title);

  // Deleted: the file is gone, the editor shows the list of files, the preview leaves the page.
  await expect(page.locator('.editor__preview iframe')).toHaveCount(1);
  await remove.click();
  await page.locator('dialog[open]').getByRole('button', { name: 'Oui, supprimer' }).click();
  await eventually(page.getByRole('main').getByRole('status')).toHaveText(
    'Choisissez une page ou les réglages dans la liste.',
  );
  expect(existsSync(join(contentRoot, file))).toBe(false);
  await expect(page.getByRole('navigation').getByRole('button', { name: title })).toHaveCount(0);
  await expect(page.locator('.editor__preview iframe')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/__edit');

  // A page says « page »; in English, in English. A file already published has no such button.
  await createArticle(page, 'Page à supprimer', 'page');
  await eventually(page.getByRole('button', { name: 'Supprimer cette page (jamais publiée)' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await eventually(page.getByRole('button', { name: 'Delete this page (never published)' })).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await openFile(page, origin, /Imposition des cryptomonnaies/);
  await page.waitForTimeout(500);
  if ((await page.getByRole('button', { name: /jamais publi/ }).count()) > 0)
    failures.push('a published article offers « jamais publié » deletion');
  expect(failures).toEqual([]);
});

test('« Intertitre » makes the chosen line a subheading: « ## » before it in the box, said under the box, a heading in the preview', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit/pages/blog/tax-reform.yaml`);
  const body = page.locator('#field-body_fr');
  await eventually(body).toBeVisible();
  // A busy machine compiles the article's code for the first time in the dev server: the preview is drawn first.
  const frame = page.frameLocator('.editor__preview iframe');
  await expect(frame.locator('main h1')).toBeVisible({ timeout: 60_000 });
  await body.fill('Un premier paragraphe.\n\nLes pièces à garder\n\nUn dernier paragraphe.');
  const line = 'Les pièces à garder';
  await body.evaluate((area: HTMLTextAreaElement, chosen) => {
    const start = area.value.indexOf(chosen);
    area.setSelectionRange(start, start + chosen.length);
  }, line);
  await page
    .getByRole('toolbar', { name: 'Mise en forme du texte' })
    .first()
    .getByRole('button', { name: 'Intertitre' })
    .click();
  await expect(body).toHaveValue(`Un premier paragraphe.\n\n## ${line}\n\nUn dernier paragraphe.`);
  // What « ## » means is said under the box, and read with it.
  const marks = page.locator(`#${(await body.getAttribute('aria-describedby'))!.split(' ').at(-1)}`);
  await expect(marks).toContainText('« ## » au début d’une ligne en fait un intertitre');
  await eventually(frame.getByRole('heading', { name: line })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler mes modifications' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler' }).click();
});

test('Enter on a list item starts the next one, numbered lists counting on; Enter on an empty item ends the list (trial 15)', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit/pages/blog/tax-reform.yaml`);
  const body = page.locator('#field-body_fr');
  await eventually(body).toBeVisible();
  await body.fill('Intro.\n\n- premier');
  await body.press('End');
  await body.press('Enter');
  await body.pressSequentially('second');
  await body.press('Enter');
  await body.press('Enter');
  await body.pressSequentially('Fin.\n1. un');
  await body.press('Enter');
  await body.pressSequentially('deux');
  await expect(body).toHaveValue('Intro.\n\n- premier\n- second\nFin.\n1. un\n2. deux');
  await page.getByRole('button', { name: 'Annuler mes modifications' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler' }).click();
});

test('the editor’s language is kept in this browser, and the preview follows it (trial 14: English editor, French preview, French again in a new window)', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit/pages/home.yaml`);
  const preview = page.frameLocator('.editor__preview iframe').locator('html');
  await eventually(preview).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await eventually(preview).toHaveAttribute('lang', 'en-CA');
  const other = await page.context().newPage();
  await other.goto(`${origin}/__edit/pages/home.yaml`);
  await eventually(other.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await eventually(other.frameLocator('.editor__preview iframe').locator('html')).toHaveAttribute('lang', 'en-CA');
  await other.getByRole('button', { name: 'Français', exact: true }).click();
  await eventually(other.frameLocator('.editor__preview iframe').locator('html')).toHaveAttribute('lang', 'fr-CA');
  await other.close();
});
