// How tests launch Debian's Chromium (Playwright's own browser download is not available on these machines).
import { existsSync } from 'node:fs';

/** Full Chromium, as visitors run it: the benchmark's measurements and the screenshots. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The end-to-end suite's browser: Debian's chromium-headless-shell when installed (.ci/run installs it), the same Blink
 * and V8 without the desktop browser around them, which Playwright itself runs headless tests in. The whole suite took
 * 9.7 min in it against 12.8 min in full Chromium on a 2-core machine, where the browser's own CPU is what the tests wait on.
 */
export const testBrowserPath =
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
