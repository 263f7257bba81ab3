// `npm run screenshots:hosted`: the marketer's first sign-in and first published price, photographed from the real hosted editor (workerd, local D1, a real git server, Chromium's passkey authenticator) for docs/hosted-setup.md; PNGs in docs/images/.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { buildHostedPage, buildSiteRender, inviteLocally } from '../src/cli/hosted-runtime.ts';
import { chromiumArgs, chromiumPath } from './e2e/browser.ts';
import { hostedFixture, openFile, personPage } from './e2e/hosted-setup.ts';

const out = resolve(import.meta.dirname, '../docs/images');
mkdirSync(out, { recursive: true });
// The fixture serves the editor as last built: build it from the code as it is now.
await buildHostedPage();
await buildSiteRender();
// Several people may work on one machine: SCREENS_PORT picks a free port.
const fixture = await hostedFixture(Number(process.env.SCREENS_PORT ?? 5665));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** One picture: the part that matters (a locator, or the top of the screen), as a palette PNG kept small for the guide. */
async function shot(page: Page, name: string, part?: Locator, height = 560) {
  await page.evaluate(() => document.fonts.ready);
  const png = part
    ? await part.screenshot({ animations: 'disabled' })
    : await page.screenshot({
        animations: 'disabled',
        clip: { x: 0, y: 0, width: page.viewportSize()!.width, height },
      });
  const file = join(out, `hosted-${name}.png`);
  const written = await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
  console.log(`${file} ${(written.size / 1024).toFixed(0)} KB`);
}

const wait = { timeout: 30_000 };
try {
  const desktop = { width: 1280, height: 800 };
  const marieLink = await inviteLocally(fixture.editor.state, {
    email: 'marie@example.com',
    name: 'Marie Tremblay',
    role: 'editor',
  });
  const lucLink = await inviteLocally(fixture.editor.state, {
    email: 'luc@example.com',
    name: 'Luc Gagnon',
    role: 'publisher',
  });
  const marie = await personPage(browser as unknown as Browser, desktop);
  await marie.goto(marieLink);
  const create = marie.getByRole('button', { name: 'Créer ma clé d’accès' });
  await create.waitFor(wait);
  await shot(marie, '1-invitation', undefined, 220);

  await create.click();
  await marie.getByRole('banner').getByText('Marie Tremblay (rédaction)').waitFor(wait);
  await marie.getByRole('button', { name: /site\.yaml$/ }).waitFor(wait);
  await shot(marie, '2-signed-in');

  await openFile(marie, 'site.yaml', 'Prix et faits');
  const amount = marie.locator('#field-facts_prices_companyPlan_amount');
  await amount.waitFor(wait);
  await amount.fill('3900');
  // The field in the middle of the screen, the file list and the form around it.
  await amount.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await shot(marie, '3-price', undefined, 800);

  const message = marie.getByRole('textbox', { name: 'Ce que vous changez, en quelques mots' });
  await message.fill('Prix entreprise : 3 900 $');
  const propose = marie.getByRole('button', { name: 'Proposer' });
  await message.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await shot(marie, '4-propose', undefined, 800);
  await propose.click();
  await marie.getByRole('status').getByText('Proposition n° 1 envoyée pour révision.').waitFor(wait);
  await marie.evaluate(() => window.scrollTo(0, 0));
  await shot(marie, '5-proposed', undefined, 300);

  const luc = await personPage(browser as unknown as Browser, desktop);
  await luc.goto(lucLink);
  await luc.getByRole('button', { name: 'Créer ma clé d’accès' }).click();
  await luc.getByRole('banner').getByText('Luc Gagnon (publication)').waitFor(wait);
  const proposal = luc.getByRole('listitem', { name: /Prix entreprise : 3 900 \$ — Marie Tremblay/ });
  await proposal.getByText('amount: 3900').first().waitFor(wait);
  await shot(luc, '6-review', proposal);
  await proposal.getByRole('button', { name: 'Publier' }).click();
  await luc.getByRole('status').getByText('Publié').first().waitFor(wait);
  await luc.evaluate(() => window.scrollTo(0, 0));
  await shot(luc, '7-published', undefined, 240);

  // The same first steps on a phone: the price field at 390 px.
  const phone = await personPage(browser as unknown as Browser, { width: 390, height: 844 });
  await phone.goto(
    await inviteLocally(fixture.editor.state, { email: 'julie@example.com', name: 'Julie Roy', role: 'editor' }),
  );
  await phone.getByRole('button', { name: 'Créer ma clé d’accès' }).click();
  await phone.getByRole('banner').getByText('Julie Roy (rédaction)').waitFor(wait);
  await openFile(phone, 'site.yaml', 'Prix et faits');
  const onPhone = phone.locator('#field-facts_prices_companyPlan_amount');
  await onPhone.waitFor(wait);
  await onPhone.fill('3950');
  await onPhone.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await shot(phone, '8-phone', undefined, 844);
} finally {
  await browser.close();
  await fixture.stop();
}
