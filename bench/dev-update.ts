// Dev-server figure for `npm run bench`: on the 1,000-page site, a YAML file saved → its page redrawn in the browser.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../tests/e2e/browser.ts';
import { generatedSite } from './large-site.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Saves one generated page's French title `runs` times and times each save until the open page shows the new title. */
export async function devUpdateTimes(root: string, pages = 1000, runs = 9) {
  const content = generatedSite(root, pages);
  const previous = process.env.SITE_CONTENT_ROOT;
  process.env.SITE_CONTENT_ROOT = content;
  const server = await createServer({
    configFile: join(root, 'vite.config.ts'),
    server: { port: 5196, strictPort: false, host: '127.0.0.1' },
    logLevel: 'silent',
  });
  await server.listen();
  const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const times: number[] = [];
  try {
    const page = await browser.newPage();
    await page.addInitScript('globalThis.__name = (fn) => fn');
    const file = join(content, 'pages/generated-500.yaml');
    const original = readFileSync(file, 'utf8');
    // The hero's French title, the page's h1.
    const title = /^ {6}fr: (.*)$/m.exec(original.slice(original.indexOf('type: hero')))![1]!;
    await page.goto(`${origin}/generated/page-500`);
    await page.waitForFunction((wanted) => document.querySelector('h1')?.textContent === wanted, title, {
      timeout: 120_000,
    });
    // Vite may still reload the page once, when its first visit finds a dependency to optimize: measure after that.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForFunction((wanted) => document.querySelector('h1')?.textContent === wanted, title, {
      timeout: 120_000,
    });
    for (let run = 0; run < runs; run++) {
      const wanted = `Titre modifié ${run}`;
      const shown = page.evaluate(
        (text) =>
          new Promise<number>((done) => {
            const check = () =>
              document.querySelector('h1')?.textContent === text
                ? done(performance.now())
                : requestAnimationFrame(check);
            requestAnimationFrame(check);
          }),
        wanted,
      );
      // The page's clock and Node's differ: the save is stamped with the page's clock just before it happens.
      const saved = await page.evaluate(() => performance.now());
      writeFileSync(file, original.replace(`      fr: ${title}`, `      fr: ${wanted}`));
      times.push((await shown) - saved);
      await new Promise((done) => setTimeout(done, 300));
    }
  } finally {
    await browser.close();
    await server.close();
    if (previous === undefined) delete process.env.SITE_CONTENT_ROOT;
    else process.env.SITE_CONTENT_ROOT = previous;
    rmSync(content, { recursive: true, force: true });
  }
  return {
    pages,
    saveToPageMedianMs: Math.round(median(times)),
    saveToPageMaxMs: Math.round(Math.max(...times)),
    samples: times.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.table([await devUpdateTimes(process.cwd())]);
