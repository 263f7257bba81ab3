// The editor's search as trial 7 used it, on a copy of the frozen launch site: a fact's own field first, the tab's unsaved values and the site's words in the results, the field in sight on a phone, and « Ces mots paraissent aussi ailleurs » kept short there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { formatMoney } from '../../src/content/format.ts';
import type { Facts } from '../../src/content/schema/site.ts';
import { fillFacts } from '../../src/site/facts.ts';
import { copyOfLaunchSite, discardChanges, type EditorServer, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
let editor: EditorServer;
let origin: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool, tried on a phone-sized window here');

test.beforeAll(async () => {
  editor = await startEditor('editor-search-spec', 5214, copyOfLaunchSite('editor-search'));
  origin = editor.origin;
});

test.afterAll(() => editor?.close());

const settings = () =>
  parse(readFileSync(join(editor.contentRoot, 'site.yaml'), 'utf8')) as {
    facts: Facts;
    contact: { hours: { fr: string; en: string } };
  };
/** As the eye reads it: the site's no-break spaces as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /Rechercher/ });
const results = (page: Page) => page.getByRole('region', { name: 'Champs et textes' }).getByRole('button');

test('the results show the tab’s values, unsaved ones included, and a text naming a fact as the site shows it', async ({
  page,
}) => {
  const facts = settings().facts;
  const saved = facts.prices.companyPlan!.amount!;
  const typed = saved + 400;
  await page.goto(`${origin}/__edit/site.yaml#facts.prices.companyPlan.amount`);
  const amount = page.locator('#field-facts_prices_companyPlan_amount');
  await eventually(amount).toBeVisible();
  await amount.fill(String(typed));
  // Not saved: the search still reads the tab's value.
  for (const query of ['tarif entreprises', 'prix entreprise', plain(formatMoney(typed, 'fr'))]) {
    await searchBox(page).fill(query);
    const first = results(page).first();
    await eventually(first, `« ${query} »: the price’s own amount first`).toContainText('Montant');
    expect(plain(await first.innerText()), `« ${query} »: the amount as typed`).toContain(
      plain(formatMoney(typed, 'fr')),
    );
    const texts = (await results(page).allInnerTexts()).map(plain);
    expect(
      texts.filter((text) => text.includes(plain(formatMoney(saved, 'fr')))),
      `« ${query} »: results still saying the saved amount`,
    ).toEqual([]);
    if (query !== 'tarif entreprises') continue;
    // The cards that show the price say its new amount too.
    expect(
      texts.filter((text) => text.includes(`— ${plain(formatMoney(typed, 'fr'))}`)).length,
      `« ${query} »: cards showing the typed amount`,
    ).toBeGreaterThan(1);
  }
  // The hours: their own fields in the settings first; the sentence naming them as the site shows it, never « {…} ».
  for (const query of ['heures', 'horaire', 'heures d’ouverture']) {
    await searchBox(page).fill(query);
    await eventually(results(page).first(), `« ${query} »: the opening hours first`).toContainText(
      'Heures d’ouverture',
    );
    const texts = (await results(page).allInnerTexts()).map(plain);
    expect(
      texts.filter((text) => /\{\w+\}/.test(text)),
      `« ${query} »: results naming a fact by its key`,
    ).toEqual([]);
    expect(texts.join('\n'), `« ${query} »: the hours sentence as the site shows it`).toContain(
      plain(fillFacts(settings().contact.hours.fr, facts, 'fr')),
    );
  }
  await discardChanges(page);
});

test('the search field stays in sight while the results scroll; on a phone the results take the page, not a small box', async ({
  page,
}) => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${origin}/__edit`);
    // A first query lists a file above the results, the next none: the results still start right under the field.
    for (const query of ['tarif entreprises', 'prix']) {
      await searchBox(page).fill(query);
      await eventually(results(page).first(), `${width} px: results`).toBeVisible();
    }
    if (width < 600)
      await eventually
        .poll(
          () =>
            page.evaluate(() => {
              const field = document.querySelector('#file-search')!.getBoundingClientRect();
              const heading = document.querySelector('#fields-found')!.getBoundingClientRect();
              return heading.top >= field.bottom && heading.bottom <= window.innerHeight;
            }),
          { message: `${width} px: the results’ heading in sight under the field` },
        )
        .toBe(true);
    expect(await results(page).count(), `${width} px: enough results to scroll`).toBeGreaterThan(10);
    if (width < 600) {
      const boxes = await page.getByRole('region', { name: 'Champs et textes' }).evaluate((region) =>
        [
          ...(function* up(element: Element | null): Generator<Element> {
            for (let at = element; at && at !== document.body; at = at.parentElement) yield at;
          })(region.parentElement),
        ]
          .filter(
            (element) =>
              /auto|scroll/.test(getComputedStyle(element).overflowY) &&
              element.scrollHeight > element.clientHeight + 1,
          )
          .map((element) => `${element.className}: ${element.clientHeight} px showing ${element.scrollHeight} px`),
      );
      expect(boxes, `${width} px: boxes scrolling inside the page around the results`).toEqual([]);
    }
    // The results are read to the last one: the field is still there, on top, to search again.
    for (const hit of [results(page).nth(5), results(page).last()]) {
      await hit.scrollIntoViewIfNeeded();
      await expect(hit).toBeInViewport();
      const shown = await searchBox(page).evaluate((input) => {
        const box = input.getBoundingClientRect();
        const onTop = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === input;
        return box.top >= 0 && box.bottom <= window.innerHeight && onTop;
      });
      expect(shown, `${width} px: the search field in sight and on top while the results scroll`).toBe(true);
    }
  }
});

test('on a phone « Ces mots paraissent aussi ailleurs » names three places, one a line, then « et N autres endroits — voir »', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const file = 'pages/pricing-company.yaml';
  const sections = (parse(readFileSync(join(editor.contentRoot, file), 'utf8')) as { sections: { type: string }[] })
    .sections;
  const faq = sections.findIndex((section) => section.type === 'faq');
  await page.goto(`${origin}/__edit/${file}`);
  const box = page.locator(`#field-sections_${faq}_items_0_question_fr`);
  await eventually(box).toBeVisible();
  // « tenue de livres » is said in many texts of the launch site.
  await box.fill((await box.inputValue()).replace('tenue de livres', 'comptabilité'));
  const note = page.locator(`#field-sections_${faq}_items_0_question_fr-elsewhere`);
  await eventually(note).toContainText('Ces mots paraissent aussi ailleurs');
  const places = note.getByRole('link');
  const more = note.locator('summary');
  await expect(places, 'named at first').toHaveCount(3);
  await expect(more).toHaveText(/^et \d+ autres endroits — voir$/);
  // Each place starts on a line of its own, « voir » under the last: three places read as three.
  const lines = await note.evaluate((element) =>
    [...element.querySelectorAll('a, summary')]
      .filter((one) => one.checkVisibility())
      .map((one) => {
        const rects = one.getClientRects();
        return { text: one.textContent ?? '', top: rects[0]!.top, bottom: rects[rects.length - 1]!.bottom };
      }),
  );
  expect(lines).toHaveLength(4);
  for (let index = 1; index < lines.length; index++)
    expect(
      lines[index]!.top,
      `« ${lines[index]!.text} » starts under « ${lines[index - 1]!.text} »`,
    ).toBeGreaterThanOrEqual(lines[index - 1]!.bottom - 1);
  // The count: opened, every place is named once, in plain words (no file name).
  const hidden = Number((await more.textContent())!.match(/\d+/)![0]);
  await more.click();
  const names = await places.allInnerTexts();
  expect(names, 'all named once opened').toHaveLength(3 + hidden);
  expect(
    names.filter((name, index) => names.indexOf(name) !== index),
    'places named twice',
  ).toEqual([]);
  expect(
    names.filter((name) => /\.ya?ml/.test(name)),
    'places named by a file name',
  ).toEqual([]);
  await discardChanges(page);
});
