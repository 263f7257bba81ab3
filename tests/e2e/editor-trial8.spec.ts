// Trial 8's findings on the editor's words, on a copy of the frozen launch site: the hours found as one fact, a text's
// placeholder saying where its value comes from, no « ailleurs » under brand-new words, headings in plain words, the
// picture button in the editor's language, a new article's file following its address, and list tools inside their item.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { sectionEntries } from '../../src/site/catalogue.ts';
import { copyOfLaunchSite, copyWithRemote, type EditorServer, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
let editor: EditorServer;
let origin: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool, tried on a phone-sized window here');

test.beforeAll(async () => {
  editor = await startEditor('editor-trial8-spec', 5240, copyOfLaunchSite('editor-trial8'));
  origin = editor.origin;
});

test.afterAll(() => editor?.close());

/** As the eye reads it: the site's no-break spaces as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /Rechercher/ });
const found = (page: Page) => page.getByRole('region', { name: 'Champs et textes' });

test('« heures » and « hours »: one first result, the opening hours, opening Ouverture with Fermeture under it; the hours sentence says where its value comes from and opens it', async ({
  page,
}) => {
  await page.goto(`${origin}/__edit`);
  for (const query of ['heures', 'hours', 'heures d’ouverture']) {
    await searchBox(page).fill(query);
    const first = found(page).getByRole('button').first();
    await eventually(first, `« ${query} »: the opening hours first`).toContainText('Heures d’ouverture');
    expect(plain(await first.innerText()), `« ${query} »: the first result shows the hours as the site does`).toContain(
      '9 h à 21 h',
    );
    const codes = (await found(page).getByRole('button').allInnerTexts()).filter((text) =>
      /\{\w+\}|\b(Mo|Tu|We|Th|Fr|Sa|Su)\b/.test(text),
    );
    expect(codes, `« ${query} »: results showing a code word`).toEqual([]);
  }
  await searchBox(page).fill('heures');
  await found(page).getByRole('button').first().click();
  const opens = page.getByLabel('Ouverture', { exact: true });
  await eventually(opens, 'the opening time focused').toBeFocused();
  await expect(page.getByLabel('Fermeture', { exact: true }), 'the closing time in sight with it').toBeInViewport();

  // The sentence showing the hours: its result says where « 9 h à 21 h » comes from, and that opens the hours.
  await page.goto(`${origin}/__edit`);
  await searchBox(page).fill('ouvert 7 jours');
  const from = found(page).getByRole('button', {
    name: /« 9 h à 21 h » vient de Réglages du site › .*Heures d’ouverture/,
  });
  await eventually(from.first(), 'the sentence’s result names where its hours come from').toBeVisible();
  await from.first().click();
  await eventually(page.getByLabel('Ouverture', { exact: true }), 'the note opens the hours').toBeFocused();
});

/** The texts of `selector` in the open form holding a code name of `names` as a word, or any camelCase word. */
async function namesShown(page: Page, selector: string, names: ReadonlySet<string>): Promise<string[]> {
  const shown = await page
    .getByRole('main')
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => (element.textContent ?? '').trim()));
  return shown.filter((text) =>
    (text.match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => names.has(word) || /^[a-z]+[A-Z]/.test(word)),
  );
}

/** Every key of a file's data: what a heading must never show as it is written in the YAML. */
function keysOf(node: unknown, into = new Set<string>()): Set<string> {
  if (node === null || typeof node !== 'object') return into;
  for (const [key, value] of Object.entries(node)) {
    if (!Array.isArray(node)) into.add(key);
    keysOf(value, into);
  }
  return into;
}

/** The headings and labels the open form shows, each with the words in it that are code: a camelCase name or a YAML key. */
async function codeWordsShown(page: Page, keys: ReadonlySet<string>): Promise<string[]> {
  const shown = await page
    .getByRole('main')
    .locator('legend, label, .parts a')
    .evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null || element.closest('details'))
        .map((element) => {
          // A label around a list of choices: its own words, not the options'.
          const own = element.cloneNode(true) as HTMLElement;
          for (const inner of own.querySelectorAll('select, textarea')) inner.remove();
          return (own.textContent ?? '').trim();
        }),
    );
  // A key shown alone or quoted (« companyPlan », “general”); any camelCase word. A French word that is also a key
  // (« page » in « Pied de page ») is a word.
  return shown.filter(
    (text) =>
      keys.has(text) ||
      [...text.matchAll(/[«“]\s*([\w-]+)\s*[»”]/gu)].some((quoted) => keys.has(quoted[1]!)) ||
      (text.match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => /^[a-z]+[A-Z]/.test(word)),
  );
}

test('every heading and label of the settings (each part) and of every page reads words, never a code word (trial 8: « Prix « companyPlan » »)', async ({
  page,
}) => {
  // Thirty files, each read three ways, on two cores shared with others.
  test.setTimeout(240_000);
  const { readFileSync, readdirSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { parse } = await import('yaml');
  const failures: string[] = [];
  const read = (file: string) => parse(readFileSync(join(editor.contentRoot, file), 'utf8')) as unknown;
  const site = read('site.yaml');
  for (const part of Object.keys(site as object)) {
    await page.goto(`${origin}/__edit/site.yaml#${part}`);
    await eventually(page.getByRole('main').locator('legend, label').first()).toBeVisible();
    for (const text of await codeWordsShown(page, keysOf(site))) failures.push(`site.yaml › ${part}: « ${text} »`);
  }
  const pages = [
    ...readdirSync(join(editor.contentRoot, 'pages'))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `pages/${name}`),
    ...readdirSync(join(editor.contentRoot, 'pages/blog')).map((name) => `pages/blog/${name}`),
  ];
  // A picker's choices and the catalogue's sections read words too: never a phone's key (general), a section's type
  // (cardGrid) or a variant's name (callout), which only the YAML needs.
  const phones = new Set(Object.keys((site as { contact: { phones: object } }).contact.phones));
  const sections = new Set(
    sectionEntries().flatMap((entry) => [entry.type, ...entry.examples.flatMap(({ variant }) => variant ?? [])]),
  );
  let phonePickers = 0;
  for (const file of pages) {
    await page.goto(`${origin}/__edit/${file}`);
    await eventually(page.getByRole('main').locator('legend, label').first()).toBeVisible();
    for (const text of await codeWordsShown(page, keysOf(read(file)))) failures.push(`${file}: « ${text} »`);
    for (const text of await namesShown(page, 'select option', phones)) failures.push(`${file}, a choice: « ${text} »`);
    phonePickers += await page
      .getByRole('main')
      .locator('select option', { hasText: /\d{3}-\d{4}/ })
      .count();
    for (const text of await namesShown(page, '.catalogue__choice strong', sections))
      failures.push(`${file}, the catalogue: « ${text} »`);
  }
  expect(phonePickers, 'a phone picker was read').toBeGreaterThan(0);
  expect([...new Set(failures)]).toEqual([]);
});

test('the picture button reads « Choisir une image » / « Choose a picture » in the editor’s language, never the browser’s « Choose File », and the keyboard reaches it', async ({
  page,
}) => {
  for (const [lang, name] of [
    ['fr', 'Choisir une image'],
    ['en', 'Choose a picture'],
  ] as const) {
    await page.goto(`${origin}/__edit/pages/blog/gst-hst.yaml`);
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
    const input = page.locator('#field-image_file');
    await eventually(input).toBeAttached();
    // What the eye sees where the picture is chosen: the editor's words, and nothing of the browser's own button.
    const seen = page.locator('.image-field__choose').getByText(name, { exact: true });
    await expect(seen, `${lang}: the button’s words`).toBeVisible();
    const box = await input.boundingBox();
    expect(box === null || (box.width <= 1 && box.height <= 1), `${lang}: the browser’s own button hidden`).toBe(true);
    await expect(input, `${lang}: named by the editor’s words`).toHaveAccessibleName(name);
    // A click on the words opens the file chooser; the keyboard reaches the field and opens it too.
    const chooser = page.waitForEvent('filechooser');
    await seen.click();
    // Closed with nothing chosen, as a marketer who changed her mind.
    await (await chooser).setFiles([]);
    // Tab reaches the field (the field before it, then Tab), and its focus shows on the button seen.
    await page.locator('#field-image_src').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(input, `${lang}: Tab reaches the picture field`).toBeFocused();
    const outline = await seen.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline, `${lang}: the focus shows on the button`).not.toBe('none');
  }
});

test('a new article’s file follows its shortened address until published; a published article keeps its file', async ({
  page,
}) => {
  // A site in git, as the firm's is: « never published » means never committed.
  const { contentRoot, remote } = copyWithRemote('editor-trial8-rename');
  const own = await startEditor('editor-trial8-rename', 5244, contentRoot);
  try {
    const title = 'Date limite du REER : ce que les travailleurs autonomes doivent savoir';
    await page.goto(`${own.origin}/__edit`);
    await page.getByText('Créer une page ou un article').click();
    await page.getByLabel('Type').selectOption('post');
    await page.getByLabel(/^Titre de l’article/).fill(title);
    await page.getByRole('button', { name: 'Créer' }).click();
    // Named from the title at first, shortened to what its colon leads (trial 10 kept a 62-character address).
    const long = 'pages/blog/date-limite-du-reer.yaml';
    await eventually(page.locator('#field-title_fr')).toHaveValue(title);
    expect(existsSync(join(contentRoot, long)), 'the file named from the title at first').toBe(true);
    // The skeleton's « TODO » texts written, as she did before saving.
    for (const [field, words] of [
      ['title_en', 'RRSP deadline: what the self-employed should know'],
      ['category_fr', 'Fiscalité'],
      ['category_en', 'Tax'],
      [
        'description_fr',
        'La date limite du REER approche : ce que les travailleurs autonomes doivent savoir pour en profiter.',
      ],
      ['description_en', 'The RRSP deadline is coming: what the self-employed should know to make the most of it.'],
      ['body_fr', 'Chaque année, la date limite tombe 60 jours après la fin de l’année.'],
      ['body_en', 'Every year, the deadline falls 60 days after the end of the year.'],
    ])
      await page.locator(`#field-${field}`).fill(words!);
    await page.locator('#field-slug_fr').fill('date-limite-reer');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const short = 'pages/blog/date-limite-reer.yaml';
    await eventually
      .poll(() => [existsSync(join(contentRoot, short)), existsSync(join(contentRoot, long))], {
        message: 'the file renamed after its address',
      })
      .toEqual([true, false]);
    await eventually(page, 'the editor at the file’s new name').toHaveURL(new RegExp(`/__edit/${short}`));
    await expect(page.locator('#field-slug_fr')).toHaveValue('date-limite-reer');
    await expect(page.getByRole('main').getByRole('status').first()).not.toContainText('non enregistrée');

    // Published (committed): its address changes, its file keeps its name.
    const git = (...args: string[]) => execFileSync('git', args, { cwd: contentRoot, encoding: 'utf8' });
    git('add', '.');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'Publié');
    await page.goto(`${own.origin}/__edit/${short}`);
    await eventually(page.locator('#field-title_fr')).toHaveValue(title);
    await page.getByText('Avancé').first().click();
    await page.locator('#field-slug_fr').fill('reer-date-limite');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await eventually(page.getByRole('main').getByRole('status').first()).toHaveText('Enregistré.');
    expect(existsSync(join(contentRoot, short)), 'a published article keeps its file').toBe(true);
    expect(existsSync(join(contentRoot, 'pages/blog/reer-date-limite.yaml'))).toBe(false);
  } finally {
    await own.close();
    execFileSync('rm', ['-rf', remote]);
  }
});

test('each list item’s tools sit in its own box, in its header with its name (trial 8: Monter, Descendre, Supprimer between two questions), at 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${origin}/__edit/pages/pricing-company.yaml`);
    const items = page.locator('main li.list__item');
    await eventually(items.first()).toBeVisible();
    const count = await items.count();
    expect(count, 'the page has list items').toBeGreaterThan(5);
    const wrong: string[] = [];
    for (let index = 0; index < count; index++) {
      const item = items.nth(index);
      const name = (await item.locator(':scope [role="toolbar"]').first().getAttribute('aria-label')) ?? `${index + 1}`;
      const tools = item.locator(':scope > .item-head > [role="toolbar"]');
      if ((await tools.count()) !== 1) {
        wrong.push(`${width} px, ${name}: no header with its name and tools`);
        continue;
      }
      await item.scrollIntoViewIfNeeded();
      const box = (await item.boundingBox())!;
      const bar = (await tools.boundingBox())!;
      const inside =
        bar.x >= box.x &&
        bar.y >= box.y &&
        bar.x + bar.width <= box.x + box.width &&
        bar.y + bar.height <= box.y + box.height;
      if (!inside) wrong.push(`${width} px, ${name}: tools outside its box`);
      // The header names the item the tools act on, as their screen-reader name does (« Question 3 : déplacer… »).
      const title = (await item.locator(':scope > .item-head > .item-head__title').textContent()) ?? '';
      if (!name.startsWith(title.split(/ — |\s:\s/)[0]!)) wrong.push(`${width} px, ${name}: header reads « ${title} »`);
      // In the header drawn at the box's top, above its fields: the first thing seen of the item.
      const head = (await item.locator(':scope > .item-head').boundingBox())!;
      if (head.y - box.y > 2 || bar.y + bar.height > head.y + head.height + 1)
        wrong.push(`${width} px, ${name}: tools not in the header at the box's top`);
    }
    expect(wrong).toEqual([]);
    await expect(page.getByRole('toolbar', { name: 'Question 3 : déplacer ou supprimer' })).toHaveCount(1);
    // Each item is named by its own words as the preview shows them, shortened (trial 13 matched « Section 5 » by hand).
    const titles = page.locator('main .item-head__title');
    await expect(titles.filter({ hasText: 'Questions et réponses' })).toHaveText(
      /^Section \d+ — Questions et réponses\s:\s«\sQuestions fréquentes\s»$/,
    );
    await expect(titles.filter({ hasText: /^Question 1\b/ }).first()).toHaveText(
      /^Question 1\s:\s«\sPourquoi la tenue de livres est-elle obligatoire avec les…\s»$/,
    );
  }
});
