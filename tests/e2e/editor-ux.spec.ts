// The editor as a marketer sees it, on a copy of the frozen launch site: the preview follows the form, a draft's new address previews, numbers say how they were read, text boxes show their words, the columns scroll on their own, advanced fields wait at the end, the search says it is searching.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { formatMoney } from '../../src/content/format.ts';
import { copyOfLaunchSite, discardChanges, type EditorServer, openFile, startEditor } from './editor-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
let editor: EditorServer;
let contentRoot: string;
let origin: string;

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool; its narrow layout is tested at 390 px below');

test.beforeAll(async () => {
  editor = await startEditor('editor-ux-spec', 5196, copyOfLaunchSite('editor-ux'));
  ({ origin, contentRoot } = editor);
});

test.afterAll(() => editor?.close());

type Section = { type: string; items?: { question: { fr: string; en: string }; answer: { fr: string; en: string } }[] };
const page = (file: string) =>
  parse(readFileSync(join(contentRoot, file), 'utf8')) as { sections: Section[]; slug?: { fr: string; en: string } };
const preview = (tab: Page) => tab.frameLocator('iframe[title="Aperçu de la page"], iframe[title="Page preview"]');

/** Whether an element of the preview lies inside the frame's visible part; its text read as a visitor reads it (the
 * typography's no-break spaces as spaces, its invisible word joiners as nothing). */
const inFrameView = (tab: Page, selector: string, text: string) =>
  preview(tab)
    .locator('body')
    .evaluate(
      (body, [selector, text]) => {
        const plain = (value: string) =>
          value
            .replace(/[\u00a0\u202f]/g, ' ')
            .replace(/\u2060/g, '')
            .replace(/\s+/g, ' ')
            .trim();
        const element = [...body.querySelectorAll(selector!)].find((candidate) =>
          plain(candidate.textContent ?? '').includes(plain(text!)),
        );
        if (!element) return false;
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
      },
      [selector, text],
    );

test('the preview follows the form: each FAQ question edited is scrolled into the preview and outlined, the focus staying in the form', async ({
  page: tab,
}) => {
  await openFile(tab, origin, /Tarif entreprises/);
  await eventually(preview(tab).locator('h1')).toBeVisible();
  const sections = page('pages/pricing-company.yaml').sections;
  const faq = sections.findIndex((section) => section.type === 'faq');
  for (const [index, item] of sections[faq]!.items!.entries()) {
    for (const locale of ['fr', 'en'] as const) {
      const field = tab.locator(`#field-sections_${faq}_items_${index}_question_${locale}`);
      await field.click();
      // The French preview shows the French words whichever box is edited.
      await eventually
        .poll(() => inFrameView(tab, 'summary', item.question.fr), {
          message: `question ${index + 1} (${locale}) scrolled into the preview`,
        })
        .toBe(true);
      await expect(field, `question ${index + 1} (${locale}) keeps the focus`).toBeFocused();
    }
    const answer = tab.locator(`#field-sections_${faq}_items_${index}_answer_fr`);
    await answer.click();
    // A folded answer: its question shows, outlined.
    await eventually
      .poll(() => inFrameView(tab, 'summary', item.question.fr), {
        message: `answer ${index + 1}: its question in view`,
      })
      .toBe(true);
    await expect(answer).toBeFocused();
  }
  await tab.locator(`#field-sections_${faq}_items_0_question_fr`).click();
  const plain = (value: string) =>
    value
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\u2060/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  await eventually
    .poll(async () => plain((await preview(tab).locator('[data-editor-shown]').textContent()) ?? ''))
    .toBe(plain(sections[faq]!.items![0]!.question.fr));
});

/** The « Avancé » part of the form, opened (the fields that change addresses and names wait there). The form's heading
 * shows before its fields: the fold is awaited, never assumed absent. */
async function openAdvanced(tab: Page) {
  const advanced = tab.locator('main details.advanced').first();
  await eventually(advanced.locator('summary')).toBeVisible();
  if (!(await advanced.evaluate((element) => (element as HTMLDetailsElement).open)))
    await advanced.locator('summary').click();
}

test('an article’s slug changed without saving: the preview shows the draft under its new address in either language, never « not found »', async ({
  page: tab,
}) => {
  // Four previews drawn one after another (two languages, two addresses): each waits for the dev server's page.
  test.setTimeout(90_000);
  const before = readFileSync(join(contentRoot, 'pages/blog/crypto-tax.yaml'), 'utf8');
  const title = (parse(before) as { title: { fr: string; en: string } }).title;
  await openFile(tab, origin, /Imposition des cryptomonnaies/);
  await openAdvanced(tab);
  for (const [locale, slug, address, button, heading] of [
    ['en', 'crypto-tax-guide', '/en/blog/crypto-tax-guide', 'Anglais', title.en],
    ['fr', 'guide-crypto', '/blog/guide-crypto', 'Français', title.fr],
  ] as const) {
    await tab.locator(`#field-slug_${locale}`).fill(slug);
    await tab.locator('.editor__preview-bar').getByRole('button', { name: button }).click();
    await eventually(tab.locator('.editor__preview-bar code'), `${locale} address`).toHaveText(address);
    await eventually(preview(tab).locator('h1'), `${locale} preview`).toHaveText(heading);
  }
  expect(readFileSync(join(contentRoot, 'pages/blog/crypto-tax.yaml'), 'utf8')).toBe(before);
  await discardChanges(tab);
  await tab.locator('.editor__preview-bar').getByRole('button', { name: 'Anglais' }).click();
  await eventually(tab.locator('.editor__preview-bar code')).toHaveText('/en/blog/crypto-tax');
  await eventually(preview(tab).locator('h1')).toHaveText(title.en);
});

test('a number typed the French or the English way stays as typed while typing, then shows as it will be saved, with what was typed and what was read under it', async ({
  page: tab,
}) => {
  await openFile(tab, origin, /Réglages du site/);
  await tab
    .getByRole('navigation', { name: 'Parties des réglages' })
    .getByRole('link', { name: 'Prix et faits' })
    .click();
  const amount = tab.locator('#field-facts_prices_companyPlan_amount');
  // The price as the content has it: each typed 3900 says what it replaces (nothing when it is already 3900).
  const saved = (
    parse(readFileSync(join(contentRoot, 'site.yaml'), 'utf8')) as {
      facts: { prices: { companyPlan: { amount: number } } };
    }
  ).facts.prices.companyPlan.amount;
  const instead = (ui: 'fr' | 'en') =>
    saved === 3900
      ? ''
      : ui === 'fr'
        ? ` (au lieu de ${formatMoney(saved, 'fr')})`
        : ` (instead of ${formatMoney(saved, 'en')})`;
  const note = tab.locator('#field-facts_prices_companyPlan_amount-read');
  for (const [ui, typed, read] of [
    ['fr', '3 900,00', 'Vous avez tapé « 3 900,00 » : compris comme 3 900 $.'],
    ['fr', '3900 $', 'Vous avez tapé « 3900 $ » : compris comme 3 900 $.'],
    ['en', '3,900.00', 'You typed “3,900.00”: understood as $3,900.'],
    ['en', '$3,900.00', 'You typed “$3,900.00”: understood as $3,900.'],
  ] as const) {
    if (ui === 'en' && (await tab.locator('html').getAttribute('lang')) !== 'en-CA')
      await tab.getByRole('button', { name: 'English' }).click();
    await amount.fill('');
    await amount.pressSequentially(typed);
    await expect(amount, `${typed} while typing`).toHaveValue(typed);
    await expect(note).toBeHidden();
    await amount.press('Tab');
    await expect(amount, `${typed} once left`).toHaveValue('3900');
    await expect(note, `${typed}: the note`).toHaveText(read);
    await expect(amount).toHaveAttribute('aria-describedby', /-read/);
    // What it replaces, in the field's own terms (trial 14: « au lieu de 3 500 $ »).
    await expect(tab.locator('#field-facts_prices_companyPlan_amount-shown'), `${typed}: what it replaces`).toHaveText(
      ui === 'fr'
        ? `Affiché sur le site : 3 900 $ en français, $3,900 en anglais${instead(ui)}.`
        : `Shown on the site: 3 900 $ in French, $3,900 in English${instead(ui)}.`,
    );
    // Typing again: the note goes, nothing is rewritten under the fingers.
    await amount.press('End');
    await amount.press('Backspace');
    await expect(amount).toHaveValue('390');
    await expect(note).toBeHidden();
  }
  await amount.fill('');
  await amount.pressSequentially('3 900,00');
  await tab.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(amount).toHaveValue('3900');
  await eventually(tab.getByRole('main').getByRole('status')).toHaveText('Saved.');
  expect(
    (
      parse(readFileSync(join(contentRoot, 'site.yaml'), 'utf8')) as {
        facts: { prices: { companyPlan: { amount: number } } };
      }
    ).facts.prices.companyPlan.amount,
  ).toBe(3900);
});

test('text boxes are as wide as the form and tall enough for their whole text, in French and English', async ({
  page: tab,
}) => {
  for (const ui of ['fr', 'en'] as const) {
    await openFile(tab, origin, /Tarif entreprises/);
    if (ui === 'en') await tab.getByRole('button', { name: 'English' }).click();
    await tab.locator('.text-box').first().waitFor();
    const boxes = await tab.locator('main.editor__form').evaluate((main) => {
      const width = main.clientWidth;
      return [...main.querySelectorAll<HTMLTextAreaElement>('textarea.text-box')].map((box) => ({
        id: box.id,
        widthShare: box.clientWidth / width,
        hidden: box.scrollHeight - box.clientHeight,
      }));
    });
    expect(boxes.length).toBeGreaterThan(20);
    // Nested groups take some room on the left: a box keeps at least two thirds of the form's width.
    expect(
      boxes.filter((box) => box.widthShare < 2 / 3).map((box) => `${box.id}: ${Math.round(box.widthShare * 100)} %`),
      `${ui}: narrow boxes`,
    ).toEqual([]);
    expect(
      boxes.filter((box) => box.hidden > 2).map((box) => `${box.id}: ${box.hidden} px hidden`),
      `${ui}: boxes hiding words`,
    ).toEqual([]);
  }
});

test('at 1280 px the top bar stays and the three columns scroll on their own: scrolling the preview or the form to its end never moves the window', async ({
  page: tab,
}) => {
  await openFile(tab, origin, /Tarif entreprises/);
  await eventually(preview(tab).locator('footer')).toBeAttached();
  for (const [name, selector] of [
    ['preview', '.editor__preview iframe'],
    ['form', 'main.editor__form'],
    ['files', 'nav.editor__files'],
  ] as const) {
    const box = (await tab.locator(selector).boundingBox())!;
    await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let turn = 0; turn < 40; turn++) await tab.mouse.wheel(0, 2000);
    await tab.waitForTimeout(300);
    const seen = await tab.evaluate(() => ({
      scrollY: window.scrollY,
      tall: document.documentElement.scrollHeight - window.innerHeight,
      bar: document.querySelector('.editor__bar')!.getBoundingClientRect().top,
    }));
    expect(seen, `after scrolling the ${name} to its end`).toEqual({ scrollY: 0, tall: 0, bar: 0 });
  }
});

test('the search is ready before the marketer types, and says « Recherche… » right under the box while it is not', async ({
  page: tab,
}) => {
  await tab.goto(`${origin}/__edit`);
  await tab
    .getByRole('navigation')
    .getByRole('button', { name: /Tarif entreprises/ })
    .waitFor();
  // The editor open, as the marketer reads the list: the index is made meanwhile, off the typing, so her first search
  // never says « Recherche… » (how fast it answers is measured in the bench, not asserted here).
  await eventually(tab.locator('nav.editor__files')).toHaveAttribute('data-index', 'ready');
  const search = tab.locator('#file-search');
  const results = tab.locator('.found li');
  await tab.evaluate(() => {
    const said: string[] = [];
    Object.assign(window, { said });
    new MutationObserver(() => {
      const text = document.querySelector('nav.editor__files .found__status')?.textContent ?? '';
      if (text !== '') said.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await search.fill('téléphone');
  await results.first().waitFor();
  expect(await tab.evaluate(() => (window as unknown as { said: string[] }).said), 'said under the box').toEqual([]);

  // Files slow to read (a busy computer): the box says it is searching, where the marketer looks.
  const slow = await tab.context().newPage();
  await slow.route(/\/__edit\/api\/file\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await slow.goto(`${origin}/__edit`);
  await slow.locator('#file-search').fill('téléphone');
  // Said aloud too (a live region), apart from the form's own status.
  const status = slow.locator('nav.editor__files .found__status[aria-live="polite"]');
  await eventually(status).toHaveText(/^Recherche/);
  const under = await slow.evaluate(() => {
    const box = document.querySelector('#file-search')!.getBoundingClientRect();
    const said = document.querySelector('nav.editor__files .found__status')!.getBoundingClientRect();
    return said.top - box.bottom;
  });
  expect(under, 'px between the box and « Recherche… »').toBeLessThan(80);
  await eventually(slow.locator('.found li').first()).toBeVisible();
  await expect(status).toHaveText('');
});

test('at 390 px: one column, the bar with Publier always in sight, the search results brought into view when they arrive', async ({
  page: tab,
}) => {
  await tab.setViewportSize({ width: 390, height: 844 });
  await tab.goto(`${origin}/__edit`);
  const publish = tab.getByRole('button', { name: 'Publier' });
  const inView = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0;
    });
  await tab.locator('#file-search').fill('tarif');
  await eventually(tab.locator('.found li').first()).toBeVisible();
  await eventually.poll(() => inView(tab.locator('#fields-found')), { message: 'results heading in view' }).toBe(true);
  expect(await inView(publish), 'Publier after the results arrived').toBe(true);
  await tab.locator('.found li button').first().click();
  await eventually(tab.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
  for (const to of [1000, 4000, 100_000]) {
    await tab.evaluate((top) => window.scrollTo({ top }), to);
    expect(await inView(publish), `Publier after scrolling to ${to}`).toBe(true);
  }
  // Whatever the bar's height (the publication's state can make it wrap over several lines), Enregistrer stays in sight
  // under it, not behind it.
  await tab.locator('.editor__bar-actions').evaluate((element) => {
    const state = document.createElement('span');
    state.textContent = 'Plus long que d’habitude… 14 min 35 s';
    state.style.cssText = 'display: inline-block; width: 100%; min-height: 9rem';
    element.append(state);
  });
  const save = tab.getByRole('button', { name: 'Enregistrer' });
  const uncovered = () =>
    save.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.top >= 0 && top !== null && element.contains(top);
    });
  // Anywhere in the form: below it (the preview, on a phone) the row has left with its form.
  const formEnd = await tab
    .locator('main.editor__form')
    .evaluate((form) => form.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
  for (const to of [1000, 4000].map((at) => Math.min(at, formEnd))) {
    await tab.evaluate((top) => window.scrollTo({ top }), to);
    await eventually.poll(uncovered, { message: `Enregistrer uncovered after scrolling to ${to}` }).toBe(true);
  }
  const columns = await tab.evaluate(() =>
    [...document.querySelector('.editor')!.children].map((element) =>
      Math.round(element.getBoundingClientRect().width),
    ),
  );
  expect(new Set(columns.slice(1)), 'files, form and preview: one column').toEqual(new Set([390]));
  await publish.click();
  await eventually(tab.locator('.publish')).toBeVisible();
});

test('a page’s id and address, an article’s slugs wait folded in « Avancé » at the end of the form, with a warning; opened by itself when asked for', async ({
  page: tab,
}) => {
  for (const [title, fields, ui] of [
    [/Tarif entreprises/, ['#field-id', '#field-path'], 'fr'],
    [/Imposition des cryptomonnaies/, ['#field-slug_fr', '#field-slug_en'], 'en'],
  ] as const) {
    await openFile(tab, origin, title);
    if (ui === 'en') await tab.getByRole('button', { name: 'English' }).click();
    const root = tab.locator('main.editor__form > fieldset');
    const advanced = root.locator(':scope > details.advanced');
    await expect(advanced.locator('summary')).toHaveText(ui === 'fr' ? 'Avancé' : 'Advanced');
    await expect(advanced).not.toHaveAttribute('open');
    // The root group's last part.
    expect(await root.evaluate((group) => group.lastElementChild?.matches('details.advanced'))).toBe(true);
    for (const field of fields) {
      await expect(advanced.locator(field), `${field} folded`).toHaveCount(1);
      await expect(tab.locator(field)).toBeHidden();
    }
    await advanced.locator('summary').click();
    await expect(advanced.locator('.advanced__warning')).toHaveText(
      ui === 'fr' ? /change les adresses des pages et les liens/ : /changes page addresses and the links/,
    );
    for (const field of fields) await expect(tab.locator(field)).toBeVisible();
  }
  // An address naming a folded field opens it there, focused.
  await tab.goto(`${origin}/__edit/pages/pricing-company.yaml#path`);
  await eventually(tab.locator('#field-path')).toBeFocused();
  await expect(tab.locator('main.editor__form > fieldset > details.advanced')).toHaveAttribute('open');
});
