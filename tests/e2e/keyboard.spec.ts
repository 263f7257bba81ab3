// Keyboard only: every control of the top bar, the dialogs and the contact form is reachable and usable, with visible focus never hidden under the fixed top bar.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();

/** The focused element, whether its focus ring shows, and whether the fixed top bar covers it. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const rect = element.getBoundingClientRect();
    // Whatever is drawn at the element's centre: the element itself, or something covering it (the fixed top bar).
    const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + Math.min(rect.height / 2, 10));
    return {
      label: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40),
      ring,
      hiddenUnderTopbar: onTop !== null && onTop !== element && !element.contains(onTop),
      offscreen: rect.bottom > window.innerHeight + 1 || rect.right > window.innerWidth + 1,
      tag: element.tagName,
    };
  });
}

test('Tab walks the whole page with a visible focus ring, never under the top bar', async ({ page }) => {
  await page.goto('/en/pricing/company');
  const seen: string[] = [];
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    if (!state) continue;
    seen.push(state.label);
    expect(state.ring, `focus ring on ${state.label}`).toBe(true);
    expect(state.hiddenUnderTopbar, `${state.label} hidden under the top bar`).toBe(false);
    expect(state.offscreen, `${state.label} off screen`).toBe(false);
  }
  expect(seen.length).toBeGreaterThan(20);
  // Going back up is where a fixed bar hides things: the browser scrolls each element just to the top edge.
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Shift+Tab');
    const state = await focusState(page);
    if (!state) continue;
    expect(state.ring, `focus ring on ${state.label}`).toBe(true);
    expect(state.hiddenUnderTopbar, `${state.label} hidden under the top bar (Shift+Tab)`).toBe(false);
  }
});

test('top bar and dialogs work with Tab, Enter and Escape', async ({ page, isMobile }) => {
  await page.goto('/en');
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // logo
  await expect(page.locator('header .logo')).toBeFocused();
  if (!isMobile) {
    for (const item of site.settings.navigation.main) {
      await page.keyboard.press('Tab');
      await expect(
        page.locator('header.topbar nav').getByRole('link', { name: item.label.en, exact: true }),
      ).toBeFocused();
    }
  }
  await page.keyboard.press('Tab');
  await expect(page.locator('header .language-switch')).toBeFocused();
  if (!isMobile) {
    await page.keyboard.press('Tab');
    await expect(page.locator('header .topbar__login')).toBeFocused();
    await page.keyboard.press('Tab');
    const getStarted = page.locator('header .topbar__cta');
    await expect(getStarted).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    // Book (the first choice) with the keyboard opens the calendar.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await dialog.getByRole('button', { name: site.settings.dialogs.getStarted.book.en }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: site.settings.dialogs.booking.title.en })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(getStarted).toBeFocused();
  } else {
    // The call button, then the menu: the bar's order on screen.
    await page.keyboard.press('Tab');
    await expect(page.locator('header .topbar__call')).toBeFocused();
    await page.keyboard.press('Tab');
    const menuButton = page.locator('[data-menu-button]');
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    const pricing = page
      .getByRole('dialog')
      .getByRole('navigation')
      .getByRole('link', { name: 'Pricing', exact: true });
    await pricing.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/pricing$/);
  }
});

test('the contact form can be filled and sent with the keyboard alone', async ({ page }) => {
  await page.goto('/en/contact');
  const form = page.locator('main form');
  await form.locator('input').first().focus();
  await page.keyboard.type('Alex Martin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('alex@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Question');
  await page.keyboard.press('Shift+Tab');
  await expect(form.locator('input[type="email"]')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hello');
  // The notice above the button links to the privacy policy: one stop before sending.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('link', { name: 'Privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button')).toBeFocused();
  const request = page.waitForRequest(/^mailto:/);
  await page.keyboard.press('Enter');
  expect((await request).url()).toContain('subject=Question');
});
