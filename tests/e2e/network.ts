// Tests run offline: Chromium resolves no host but the test server's, so a calendar or any other outside request fails
// at once, as on a visitor's dead network, and the site shows its own fallbacks. The stock-photo host alone answers,
// from a local picture, so pages show their photos as visitors see them.
import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { fixtureSite, realSite } from './site.ts';

export const offlineArgs = ['--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost'];

const photoHosts = [
  ...new Set(
    [...realSite().posts, ...fixtureSite().posts]
      .filter((post) => /^https?:/.test(post.image.src))
      .map((post) => new URL(post.image.src).origin),
  ),
];
const photo = readFileSync('tests/fixtures/photo.svg').toString('base64');
const sessions = new WeakMap<Page, CDPSession>();
/** Whether the photo host answers each page now: the shared page (fixtures.ts) asks again after every test. */
const serving = new WeakMap<Page, boolean>();

/**
 * Whether the photo host answers this page. Through the DevTools protocol, for the photo host's requests alone: page.route
 * would stop every request of the page in the test runner and turn the browser's cache off, which made each page load
 * about 1.7 times as costly. Off, the photo host fails like every other outside host.
 */
export async function servePhotos(page: Page, serve = true): Promise<void> {
  if (serving.get(page) === serve) return;
  serving.set(page, serve);
  let cdp = sessions.get(page);
  if (!cdp) {
    const session = await page.context().newCDPSession(page);
    cdp = session;
    sessions.set(page, session);
    session.on(
      'Fetch.requestPaused',
      ({ requestId }) =>
        void session
          .send('Fetch.fulfillRequest', {
            requestId,
            responseCode: 200,
            responseHeaders: [{ name: 'Content-Type', value: 'image/svg+xml' }],
            body: photo,
          })
          .catch(() => undefined),
    );
  }
  if (serve)
    await cdp.send('Fetch.enable', {
      patterns: photoHosts.map((origin) => ({ urlPattern: `${origin}/*`, requestStage: 'Request' as const })),
    });
  else await cdp.send('Fetch.disable');
}
