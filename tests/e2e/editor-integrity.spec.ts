// The marketer's editor never corrupts, on a fixture site: numbers typed either way, files that are not UTF-8, writes through symbolic links, a dev-server restart mid-edit, an unknown section type.
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, type Route, test } from '@playwright/test';
import sharp from 'sharp';
import { materialize } from '../fixtures/materialize.ts';
import { type EditorServer, openFile, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
let editor: EditorServer;
let contentRoot: string;
let origin: string;

// In order, one server; a failing test does not skip the next ones.
test.describe.configure({ mode: 'default' });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool');

test.beforeAll(async () => {
  editor = await startEditor('editor-integrity-spec', 5298, materialize());
  ({ origin, contentRoot } = editor);
});

test.afterAll(() => editor?.close());

const read = (file: string) => readFileSync(join(contentRoot, file), 'utf8');

/** Replaces a field's text as a marketer does: select all, type. */
async function typeInto(page: Page, selector: string, text: string) {
  const field = page.locator(selector);
  await field.click();
  await field.press('Control+a');
  await page.keyboard.insertText(text);
}

test('a number typed the French or the English way is read as meant, or refused at its field when it could be 3.9 or 3900', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openFile(page, origin, /Réglages du site/);
  // The settings show one part at a time: the prices are in “Prix et faits”.
  await page
    .getByRole('navigation', { name: 'Parties des réglages' })
    .getByRole('link', { name: 'Prix et faits' })
    .click();
  const amount = '#field-facts_prices_companyPlan_amount';
  await eventually(page.locator(amount)).toHaveValue('3500');
  const saved = () => /companyPlan: \{ amount: ([^,}]+)/.exec(read('site.yaml'))?.[1];
  const failures: string[] = [];
  // Each is saved, and the line of the file then holds exactly the number meant.
  const accepted: [string, string][] = [
    ['3 900,00', '3900'],
    ['3,950.00', '3950'],
    ['4\u00a0000\u00a0$', '4000'],
    ['4100 $', '4100'],
    ['4200,5', '4200.5'],
    ['4 300', '4300'],
    ['$4,400.00', '4400'],
  ];
  for (const [typed, number] of accepted) {
    await typeInto(page, amount, typed);
    await expect(page.locator(amount)).not.toHaveAttribute('aria-invalid', 'true');
    const save = page.getByRole('button', { name: 'Enregistrer' });
    await eventually(save).toBeEnabled();
    await save.click();
    await expect
      .poll(saved, { timeout: 10_000 })
      .toBe(number)
      .catch(() => failures.push(`${typed}: saved ${saved()}, meant ${number}`));
  }
  // Ambiguous: the field keeps what was typed, says how to write it (accessibly), and nothing of it is saved.
  const before = read('site.yaml');
  for (const typed of ['3.900', '3,900']) {
    await typeInto(page, amount, typed);
    const field = page.locator(amount);
    const said = async () => {
      const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
      return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).allTextContents()))).flat().join(' ');
    };
    await expect(field)
      .toHaveAttribute('aria-invalid', 'true')
      .catch(() => failures.push(`${typed}: not marked invalid`));
    await expect(field)
      .toHaveValue(typed)
      .catch(() => failures.push(`${typed}: the field no longer shows what was typed`));
    await expect
      .poll(said)
      .toContain('écrivez 3900 ou 3,9')
      .catch(async () => failures.push(`${typed}: the field says ${await said()}`));
    await expect(page.getByRole('button', { name: 'Enregistrer' }))
      .toBeDisabled()
      .catch(() => failures.push(`${typed}: Save stays enabled`));
  }
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator(`${amount} ~ .field-problems, ${amount} + .field-problems`).first())
    .toContainText('write 3900 or 3.9')
    .catch(() => failures.push('English: no English message'));
  await page.getByRole('button', { name: 'Français' }).click();
  expect(read('site.yaml')).toBe(before);
  expect(failures).toEqual([]);
});

test('a file that is not UTF-8 opens read-only with the validator’s message, and nothing writes it', async ({
  page,
}) => {
  // A page saved as Windows-1252 by another program: its accents are single bytes UTF-8 cannot read.
  const text =
    '# yaml-language-server: $schema=../../../../schema/page.schema.json\nid: declarations\npath: /declarations\nhead:\n  title: { fr: Déclarations d’impôts, en: Tax returns }\n  description: { fr: Vos déclarations de revenus préparées et transmises par un CPA du cabinet, en: Your tax returns prepared and filed by one of the firm’s CPAs }\nsections:\n  - type: hero\n    title: { fr: Déclarations, en: Returns }\n';
  const bytes = Buffer.from(text.replace('’', "'"), 'latin1');
  writeFileSync(join(contentRoot, 'pages/declarations.yaml'), bytes);
  try {
    await openFile(page, origin, /declarations/);
    const main = page.getByRole('main');
    await eventually(main.getByRole('alert')).toContainText('n’est pas du texte UTF-8 valide');
    await expect(main.getByRole('alert')).toContainText('pages/declarations.yaml:5');
    // Read-only: no field to type in, nothing to save, and no replacement character shown.
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(main).not.toContainText('\ufffd');
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await page.getByRole('button', { name: 'English' }).click();
    await eventually(main.getByRole('alert')).toContainText('not valid UTF-8');
    // Not even a request of the editor's own page writes it.
    const status = await page.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')!.content;
      const response = await fetch('/__edit/api/save', {
        method: 'POST',
        headers: { 'x-editor-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({
          path: 'pages/declarations.yaml',
          hash: '',
          edits: [{ op: 'set', path: ['id'], value: 'declarations' }],
        }),
      });
      return response.status;
    });
    expect(status).toBe(422);
    expect(readFileSync(join(contentRoot, 'pages/declarations.yaml')).equals(bytes)).toBe(true);
  } finally {
    rmSync(join(contentRoot, 'pages/declarations.yaml'));
  }
});

test('a write whose real path leaves the content folders, or goes through a symbolic link, is refused and writes nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const outside = mkdtempSync(join(tmpdir(), 'outside-content-'));
  const blog = join(contentRoot, 'pages/blog');
  const secret = async () => {
    await page.goto(`${origin}/__edit`);
    return (await page.locator('meta[name="editor-token"]').getAttribute('content'))!;
  };
  const post = async (route: string, data: unknown) =>
    (
      await page.request.post(`${origin}/__edit/api/${route}`, {
        headers: { 'x-editor-token': await secret(), 'content-type': 'application/json' },
        data,
      })
    ).status();
  const failures: string[] = [];
  const listing = (folder: string) => (existsSync(folder) ? readdirSync(folder).sort() : []);
  try {
    // pages/blog is a link to a folder outside the repository: Créer must not write the article there.
    cpSync(blog, join(outside, 'blog'), { recursive: true });
    rmSync(blog, { recursive: true });
    symlinkSync(join(outside, 'blog'), blog);
    const outsideBefore = listing(join(outside, 'blog'));
    await page.goto(`${origin}/__edit`);
    await page.getByText('Créer une page ou un article').click();
    await page.getByLabel('Type').selectOption('post');
    await page.getByLabel(/^Titre de l’article/).fill('Nouvel article');
    await page.getByLabel(/^Adresse/).fill('nouvel-article');
    await page.getByRole('button', { name: 'Créer' }).click();
    await eventually(page.locator('#new-error'))
      .toContainText('lien symbolique')
      .catch(() => failures.push('create through pages/blog → outside: no message at the field'));
    const existing = listing(join(outside, 'blog'))[0]!;
    const saveThrough = await post('save', {
      path: `pages/blog/${existing}`,
      hash: '',
      edits: [{ op: 'set', path: ['category', 'fr'], value: 'Écrit dehors' }],
    });
    if (saveThrough === 200) failures.push('save through pages/blog → outside: written');
    if (listing(join(outside, 'blog')).join() !== outsideBefore.join())
      failures.push(`pages/blog → outside: files appeared outside: ${listing(join(outside, 'blog')).join(', ')}`);
    if (readFileSync(join(outside, 'blog', existing), 'utf8').includes('Écrit dehors'))
      failures.push('pages/blog → outside: a file outside was changed');
    rmSync(blog);

    // A link that stays inside the content is refused for writes too: what it writes is not where it says.
    mkdirSync(join(contentRoot, 'pages/archive'));
    symlinkSync(join(contentRoot, 'pages/archive'), blog);
    if ((await post('create', { path: 'site.yaml', kind: 'post', name: 'autre-article' })) === 200)
      failures.push('create through pages/blog → pages/archive: written');
    if (listing(join(contentRoot, 'pages/archive')).length > 0)
      failures.push('pages/blog → pages/archive: a file was written');
    rmSync(blog);
    rmSync(join(contentRoot, 'pages/archive'), { recursive: true });
    cpSync(join(outside, 'blog'), blog, { recursive: true });

    // A page that is a link to another page.
    symlinkSync(join(contentRoot, 'pages/home.yaml'), join(contentRoot, 'pages/accueil.yaml'));
    const home = read('pages/home.yaml');
    if (
      (await post('save', {
        path: 'pages/accueil.yaml',
        hash: '',
        edits: [{ op: 'set', path: ['head', 'title', 'fr'], value: 'Par le lien' }],
      })) === 200
    )
      failures.push('save through pages/accueil.yaml → home.yaml: written');
    if (read('pages/home.yaml') !== home) failures.push('pages/accueil.yaml → home.yaml: home.yaml changed');
    rmSync(join(contentRoot, 'pages/accueil.yaml'));

    // public/images is a link to a folder outside: a chosen picture must not land there.
    mkdirSync(join(outside, 'images'));
    mkdirSync(join(contentRoot, 'public'), { recursive: true });
    symlinkSync(join(outside, 'images'), join(contentRoot, 'public/images'));
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const upload = await page.request.post(`${origin}/__edit/api/image?name=photo.png`, {
      headers: { 'x-editor-token': await secret(), 'content-type': 'application/octet-stream' },
      data: png,
    });
    if (upload.status() === 200) failures.push('picture through public/images → outside: accepted');
    if (listing(join(outside, 'images')).length > 0)
      failures.push('public/images → outside: a picture was written outside');
  } finally {
    // The fixture site as it was, whichever step failed.
    for (const link of [
      join(contentRoot, 'public/images'),
      join(contentRoot, 'pages/accueil.yaml'),
      join(contentRoot, 'pages/archive'),
    ])
      rmSync(link, { force: true, recursive: true });
    if (lstatSync(blog, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(blog);
    if (!existsSync(blog)) cpSync(join(outside, 'blog'), blog, { recursive: true });
    rmSync(outside, { recursive: true, force: true });
  }
  expect(failures).toEqual([]);
});

test('after the dev server restarts, Save signs in again by itself and keeps the draft; the page never goes white', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const before = read('pages/pricing.yaml');
  await openFile(page, origin, /Tarifs/);
  const heading = page.locator('#field-sections_0_heading_fr');
  await eventually(heading).toHaveValue('Tarifs');
  await heading.click();
  await heading.press('End');
  await page.keyboard.type(' et forfaits');
  await eventually(page.getByRole('status')).toHaveText('1 modification non enregistrée');
  // Saving a source file of the server makes Vite start it again, with a new secret for the editor; Vite's page script
  // then reloads the page, and the browser asks first (edits are unsaved): the marketer stays, edits in hand.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))),
  );
  await editor.server.restart();
  expect(await asked).toBe('beforeunload');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await eventually(page.getByRole('status')).toHaveText('Enregistré.');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(read('pages/pricing.yaml')).toBe(
    before.replace('heading: { fr: Tarifs,', 'heading: { fr: Tarifs et forfaits,'),
  );
  // And the draft typed after the restart is previewed and saved the same way.
  await heading.fill('Tarifs');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(() => read('pages/pricing.yaml')).toBe(before);
});

test('a section of an unknown type shows the validator’s message and a one-click fix, after which its fields appear', async ({
  page,
}) => {
  const text =
    '# yaml-language-server: $schema=../../../../schema/page.schema.json\nid: questions\npath: /questions\nhead:\n  title: { fr: Foire aux questions, en: Questions }\n  description: { fr: Les questions que nos clients nous posent le plus souvent et nos réponses, en: The questions our clients ask us most often and our answers }\nsections:\n  # Les questions les plus posées\n  - type: fac\n    heading: { fr: Questions fréquentes, en: Frequently asked questions }\n    items:\n      - question: { fr: Travaillez-vous à distance?, en: Do you work remotely? }\n        answer: { fr: Oui., en: Yes. }\n';
  writeFileSync(join(contentRoot, 'pages/questions.yaml'), text);
  try {
    await openFile(page, origin, /Foire aux questions/);
    const main = page.getByRole('main');
    const section = main.locator('[data-unknown-section="field-sections_0"]');
    await eventually(section).toContainText('type de section inconnu « fac »; vouliez-vous dire « faq »?');
    await page.getByRole('button', { name: 'English' }).click();
    await eventually(section).toContainText('unknown section type "fac"; did you mean "faq"?');
    await section.getByRole('button', { name: 'Replace “fac” with “faq”' }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await eventually(page.locator('#field-sections_0_items_0_question_fr')).toHaveValue('Travaillez-vous à distance?');
    await expect(section).toHaveCount(0);
    await eventually(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => read('pages/questions.yaml')).toBe(text.replace('type: fac', 'type: faq'));
  } finally {
    rmSync(join(contentRoot, 'pages/questions.yaml'));
  }
});

test('a reply the editor cannot read is said in plain words in both languages, the edits kept; the page never goes white', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A reply of another shape (a server of another version, a proxy in between), at the network between page and server.
  const misshapen = (body: unknown) => (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/__edit/api/files', misshapen({ files: 'tous' }));
  await page.goto(`${origin}/__edit`);
  const status = page.getByRole('main').getByRole('status');
  await eventually(status).toContainText(
    'La liste des fichiers n’a pas pu être lue : le serveur de l’éditeur a répondu autrement que prévu (/files, 200',
  );
  await page.getByRole('button', { name: 'English' }).click();
  await eventually(status).toContainText(
    'The list of files could not be read: the editor’s server gave an unexpected answer (/files, 200',
  );
  await page.getByRole('button', { name: 'Français' }).click();
  await page.unroute('**/__edit/api/files');

  const before = read('pages/pricing.yaml');
  await page.route('**/__edit/api/save', misshapen({ ok: true }));
  await openFile(page, origin, /Tarifs/);
  const heading = page.locator('#field-sections_0_heading_fr');
  await eventually(heading).toHaveValue('Tarifs');
  await heading.fill('Tarifs et forfaits');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // The save's own status (the preview has one of its own while it loads).
  await eventually(page.locator('#save-state')).toContainText(
    'Rien n’a été enregistré : le serveur de l’éditeur a répondu autrement que prévu (/save, 200',
  );
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await expect(heading).toHaveValue('Tarifs et forfaits');
  expect(read('pages/pricing.yaml')).toBe(before);
  await page.unroute('**/__edit/api/save');
  await page.getByRole('button', { name: 'Annuler mes modifications' }).click();
  await page.getByRole('button', { name: 'Oui, annuler' }).click();
  await eventually(heading).toHaveValue('Tarifs');
});
