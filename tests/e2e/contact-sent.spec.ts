// After « Envoyer le message » the page says what happened; for a visitor whose device opened no e-mail program, it shows
// the firm's address and the composed message to copy, and a button that clears the form.

import { routeTable } from '../../src/content/routes.ts';
import { expect, test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();
const table = routeTable(site.routes);
const forms = site.pages.flatMap((page) =>
  page.sections.filter((section) => section.type === 'contactForm').map((section) => ({ page, section })),
);

test('the fixture site has a contact form', () => expect(forms.length).toBeGreaterThan(0));

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
      const fields = form.locator('input, textarea');
      await fields.nth(0).fill('Éloïse Tremblay');
      await fields.nth(1).fill('eloise@example.org');
      await fields.nth(2).fill('Impôts 2026');
      await fields.nth(3).fill('Bonjour,\nune question.');
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
      const fields = form.locator('input, textarea');
      await fields.nth(0).fill('Éloïse Tremblay');
      await fields.nth(1).fill('eloise@example.org');
      await fields.nth(2).fill('Impôts 2026');
      await fields.nth(3).fill('Bonjour,\nune question.');
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
