// Lines end where a reader expects, on every route of the launch site at 390 px (phone project) and 1280 px (desktop
// project): the build's typography keeps short hyphenated words, amounts with their units, “9 a.m.” and a card link's
// arrow together (line-breaks.ts has the rules).
import { expect, sharedPageTest as test } from './fixtures.ts';
import { badLineBreaks } from './line-breaks.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();

test('no line ends inside words kept together, on any route', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const route of site.routes) {
    await page.goto(route.path);
    problems.push(...(await badLineBreaks(page)));
  }
  expect(problems).toEqual([]);
});
