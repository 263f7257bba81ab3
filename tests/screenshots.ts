// `npm run screenshots [path…]`: full-page PNGs of built routes at phone (390 px) and desktop (1280 px) widths, for looking at the site as a visitor.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startHostRuntime } from '../src/cli/host-runtime.ts';
import { chromiumArgs, chromiumPath } from './e2e/browser.ts';
import { drawWholePage } from './e2e/whole-page.ts';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/en'];
const out = process.env.SCREENS_DIR ?? 'test-results/screens';
mkdirSync(out, { recursive: true });
// Several people may take screenshots on one machine: SCREENS_PORT picks a free port.
const port = Number(process.env.SCREENS_PORT ?? 4179);
const server = await startHostRuntime('dist', port, { quiet: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  for (const path of paths) {
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    const file = `${out}/${path === '/' ? 'fr-home' : path.slice(1).replaceAll('/', '_')}-${width}.png`;
    // A full-page capture scrolls nothing: what a visitor scrolling down would see is drawn first.
    await drawWholePage(page);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
server.stop();
