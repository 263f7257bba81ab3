// After « Envoyer le message » the page says what happened; for a visitor whose device opened no e-mail program, it shows
// the firm's address and the composed message to copy, and a button that clears the form. The confirmation takes the
// form's place: nothing else on the page moves, and the page scrolls only as far as bringing it into view needs.

import type { Page } from '@playwright/test';
import { routeTable } from '../../src/content/routes.ts';
import { expect, test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();
const table = routeTable(site.routes);
const forms = site.pages.flatMap((page) =>
  page.sections.filter((section) => section.type === 'contactForm').map((section) => ({ page, section })),
);

/** The form filled as a visitor would. */
async function fillForm(page: Page): Promise<void> {
  const fields = page.locator('main form').locator('input, textarea');
  await fields.nth(0).fill('Éloïse Tremblay');
  await fields.nth(1).fill('eloise@example.org');
  await fields.nth(2).fill('Impôts 2026');
  await fields.nth(3).fill('Bonjour,\nune question.');
}

/** Every layout shift from now on, those right after a tap too: what the visitor sees move. */
async function watchShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
}

/** Where an element's top is on the page (not on the screen). */
const pageTop = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test('the fixture site has a contact form', () => expect(forms.length).toBeGreaterThan(0));

test('on a phone (390 px), a form sent empty brings its first field into view with its label clear of the sticky bar, in both languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const failures: string[] = [];
  for (const { page: formPage, section } of forms)
    for (const locale of ['fr', 'en'] as const) {
      const path = table.pathOf({ page: formPage.id }, locale)!;
      await page.goto(path);
      await page.locator('main form').getByRole('button', { name: section.labels.submit[locale] }).click();
      // The browser focuses the first field it refuses and scrolls to it (review 8: the label hid under the bar).
      await expect(page.locator('main form :focus')).toHaveCount(1);
      const [label, bar] = await page
        .locator('main form :focus')
        .evaluate((field) => [
          (field.closest('.field')?.querySelector('label') ?? field).getBoundingClientRect().top,
          document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
        ]);
      if (label! < bar!) failures.push(`${path}: the label's top at ${label} px, under the bar ending at ${bar} px`);
    }
  expect(failures).toEqual([]);
});

for (const { page: formPage, section } of forms) {
  for (const locale of ['fr', 'en'] as const) {
    const path = table.pathOf({ page: formPage.id }, locale)!;
    const sent = section.sent;
    test(`${locale}: on ${path}, sending says so, offers the address and the message to copy, and clears the form`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
      await page.goto(path);
      const form = page.locator('main form');
      const status = page.getByRole('status').filter({ hasText: sent.opened[locale] });
      await expect(page.getByText(sent.nothingOpened[locale]), 'nothing said before sending').toBeHidden();
      await fillForm(page);
      const fields = form.locator('input, textarea');
      const mailto = page.waitForRequest(/^mailto:/);
      await form.getByRole('button', { name: section.labels.submit[locale] }).click();
      await mailto;

      await expect(status, 'the page says the e-mail program opens').toBeVisible();
      await expect(page.getByText(sent.nothingOpened[locale])).toBeVisible();
      const email = site.settings.contact.email;
      await expect(page.getByRole('link', { name: email, exact: true }).last()).toBeVisible();

      await page.getByRole('button', { name: sent.copyAddress[locale] }).click();
      await expect(page.getByRole('status').filter({ hasText: sent.copied[locale] })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);

      const message = page.getByRole('textbox', { name: section.labels.message[locale] }).last();
      const composed = await message.inputValue();
      for (const part of ['Éloïse Tremblay', 'eloise@example.org', 'Impôts 2026', 'Bonjour,\nune question.'])
        expect(composed, part).toContain(part);
      // The language's own colon: « Nom : » in French, “Name:” in English.
      expect(composed, 'the name line').toContain(
        `${section.labels.name[locale]}${locale === 'fr' ? ' : ' : ': '}Éloïse Tremblay`,
      );
      await page.getByRole('button', { name: sent.copyMessage[locale] }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(composed);

      await page.getByRole('button', { name: sent.clear[locale] }).click();
      for (let index = 0; index < 4; index++) await expect(fields.nth(index)).toHaveValue('');
      await expect(status).toBeHidden();
      await expect(page.getByText(sent.nothingOpened[locale])).toBeHidden();
      await expect(fields.nth(0), 'ready for a new message').toBeFocused();
    });
  }
}

test('a form sent empty says under each field what it lacks, in the page’s language, and each message goes once its field is right', async ({
  page,
}) => {
  const failures: string[] = [];
  for (const { page: formPage, section } of forms)
    for (const locale of ['fr', 'en'] as const) {
      const path = table.pathOf({ page: formPage.id }, locale)!;
      await page.goto(path);
      const form = page.locator('main form');
      await form.getByRole('button', { name: section.labels.submit[locale] }).click();
      const fields = [
        ['name', section.errors.name[locale]],
        ['email', section.errors.email[locale]],
        ['subject', section.errors.subject[locale]],
        ['body', section.errors.message[locale]],
      ] as const;
      for (const [name, words] of fields) {
        const field = form.locator(`[name="${name}"]`);
        // Said with the field (its description) and seen under it; the field marked invalid.
        await expect(field, `${path} ${name}`).toHaveAccessibleDescription(words);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        if (!(await form.getByText(words, { exact: true }).isVisible()))
          failures.push(`${path} ${name}: « ${words} » not shown`);
      }
      await expect(form.locator('[name="name"]'), `${path}: the first field takes the focus`).toBeFocused();
      // A wrong address keeps its message; a right one, and a filled name, lose theirs.
      await form.locator('[name="email"]').fill('eloise@');
      await expect(form.getByText(section.errors.email[locale], { exact: true })).toBeVisible();
      await form.locator('[name="email"]').fill('eloise@example.org');
      await form.locator('[name="name"]').fill('Éloïse');
      for (const [name, words] of fields.slice(0, 2)) {
        await expect(form.getByText(words, { exact: true }), `${path} ${name}: gone once right`).toBeHidden();
        await expect(form.locator(`[name="${name}"]`)).not.toHaveAttribute('aria-invalid', 'true');
      }
    }
  expect(failures).toEqual([]);
});

test('on a phone (390 px), after sending, the confirmation is on screen and has the focus, in both languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const failures: string[] = [];
  for (const { page: formPage, section } of forms)
    for (const locale of ['fr', 'en'] as const) {
      const path = table.pathOf({ page: formPage.id }, locale)!;
      await page.goto(path);
      const form = page.locator('main form');
      await fillForm(page);
      const mailto = page.waitForRequest(/^mailto:/);
      await form.getByRole('button', { name: section.labels.submit[locale] }).click();
      await mailto;
      const status = page.getByRole('status').filter({ hasText: section.sent.opened[locale] });
      await expect(status).toBeVisible();
      // The page may scroll smoothly: give it the time a thumb would.
      await expect
        .poll(
          () =>
            status.evaluate(
              (element) =>
                element.getBoundingClientRect().top >= 0 &&
                element.getBoundingClientRect().bottom <= window.innerHeight,
            ),
          { timeout: 3000 },
        )
        .toBe(true)
        .catch(() => failures.push(`${path}: the confirmation is off-screen`));
      const focused = await page.evaluate(
        () =>
          document.activeElement?.closest('.form-sent') !== null &&
          document.activeElement?.closest('.form-sent') !== undefined,
      );
      if (!focused) failures.push(`${path}: the focus is not on the confirmation`);
    }
  expect(failures).toEqual([]);
});

for (const { page: formPage, section } of forms) {
  for (const locale of ['fr', 'en'] as const) {
    const path = table.pathOf({ page: formPage.id }, locale)!;
    for (const start of ['the form’s top in view', 'its button at the bottom of the screen'] as const) {
      test(`${locale}: on ${path}, sent with ${start}, the confirmation replaces the form without moving the page`, async ({
        page,
      }) => {
        await page.goto(path);
        const form = page.locator('main form');
        await fillForm(page);
        const submit = form.getByRole('button', { name: section.labels.submit[locale] });
        const screen = page.viewportSize()!;
        // Where a visitor stands when pressing the button: reading the form's top, or scrolled down to the button.
        const formTop = await pageTop(page, 'main form');
        const buttonBottom = await submit.evaluate(
          (element) => element.getBoundingClientRect().bottom + window.scrollY,
        );
        // The page's scroll padding keeps the top bar from covering what is scrolled to.
        const padding = await page.evaluate(
          () => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
        );
        const y = start === 'the form’s top in view' ? formTop - padding : buttonBottom + 16 - screen.height;
        await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), Math.max(0, y));
        const before = await page.evaluate(() => window.scrollY);
        const footerBefore = await pageTop(page, 'footer');
        await watchShifts(page);

        const mailto = page.waitForRequest(/^mailto:/);
        await submit.click();
        await mailto;
        const status = page.getByRole('status').filter({ hasText: section.sent.opened[locale] });
        await expect(status).toBeVisible();
        // The scroll, smooth or not, has come to rest.
        await expect
          .poll(async () => {
            const first = await page.evaluate(() => window.scrollY);
            await page.waitForTimeout(150);
            return (await page.evaluate(() => window.scrollY)) === first;
          })
          .toBe(true);

        const shift = await page.evaluate(() =>
          (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
        );
        expect(shift, 'the layout shift seen after sending (0.1 is a poor CLS)').toBeLessThanOrEqual(0.01);
        const moved = Math.abs((await pageTop(page, 'footer')) - footerBefore);
        expect(moved, 'what follows the form stays where it was (px)').toBeLessThanOrEqual(1);
        await expect(form, 'the confirmation takes the form’s place').toBeHidden();
        const statusBox = (await status.boundingBox())!;
        const topBar = await page
          .locator('header')
          .first()
          .evaluate((element) => element.getBoundingClientRect().bottom);
        expect(statusBox.y, 'the confirmation is on the screen, under the top bar').toBeGreaterThanOrEqual(topBar);
        expect(statusBox.y + statusBox.height).toBeLessThanOrEqual(screen.height);
        const after = await page.evaluate(() => window.scrollY);
        // The form's top was on the screen: nothing to scroll. Otherwise, up to the confirmation only.
        if (start === 'the form’s top in view')
          expect(Math.abs(after - before), 'no scroll needed').toBeLessThanOrEqual(1);
        else
          expect(after, 'scrolled up to the confirmation, no further').toBeGreaterThanOrEqual(formTop - screen.height);
      });
    }
  }
}
