// Trial 8's findings on the editor's words, on a copy of the frozen launch site: the hours found as one fact, a text's
// placeholder saying where its value comes from, no « ailleurs » under brand-new words, headings in plain words, the
// picture button in the editor's language, a new article's file following its address, and list tools inside their item.
import { expect, type Page, test } from '@playwright/test';
import { copyOfLaunchSite, type EditorServer, startEditor } from './editor-server.ts';

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
