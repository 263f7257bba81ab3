// The build on the host's own runtime (Cloudflare Pages' workerd, the e2e server): one clean address per page, 308 for the others, each language's own 404 page, misses never cached; and the project's own Node server answers the same.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { realSite } from './site.ts';
import { createSiteServer } from '../../src/cli/serve.ts';

const site = realSite();
const notFoundTitle = { fr: site.settings.notFound.title.fr, en: site.settings.notFound.title.en };

test.describe('requests', () => {
  test.skip(({ isMobile }) => isMobile, 'requests do not depend on the screen');

  for (const route of site.routes) {
    test(`${route.path}: 200 at its clean address; 308 from a trailing slash and from .html`, async ({ request }) => {
      expect((await request.get(route.path, { maxRedirects: 0 })).status()).toBe(200);
      if (route.path !== '/') {
        const slash = await request.get(`${route.path}/`, { maxRedirects: 0 });
        expect([slash.status(), slash.headers().location]).toEqual([308, route.path]);
      }
      const html = await request.get(route.path === '/' ? '/index.html' : `${route.path}.html`, { maxRedirects: 0 });
      expect([html.status(), html.headers().location]).toEqual([308, route.path]);
    });
  }

  for (const [path, locale] of [['/nope', 'fr'], ['/pricing/nope', 'fr'], ['/en/nope', 'en'], ['/en/pricing/nope', 'en'], ['/blog/nope', 'fr'], ['/en/blog/nope', 'en']] as const) {
    test(`${path}: 404 with the not-found page in ${locale === 'fr' ? 'French' : 'English'}, never cached`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()['cache-control']).toBe('no-store');
      const html = await response.text();
      expect(html).toContain(`lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}"`);
      if (!path.includes('/blog/')) expect(html).toContain(notFoundTitle[locale]);
    });
  }

  test('a missing script answers 404 and is not cached, so a CDN never keeps the miss for a year', async ({ request }) => {
    const response = await request.get('/assets/missing-chunk-0000.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('/services-fr moves permanently to /services', async ({ request }) => {
    const response = await request.get('/services-fr', { maxRedirects: 0 });
    expect([response.status(), response.headers().location]).toEqual([301, '/services']);
  });
});

test.describe('the project\'s own server answers as the host runtime does', () => {
  test.skip(({ isMobile }) => isMobile, 'requests do not depend on the screen');
  let server: Server;
  let own: string;
  test.beforeAll(async () => {
    server = createSiteServer('dist');
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    own = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const paths = [...site.routes.flatMap((route) => [route.path, `${route.path}/`.replace('//', '/'), route.path === '/' ? '/index.html' : `${route.path}.html`]), '/nope', '/en/nope', '/blog/nope', '/en/blog/nope', '/pricing/nope', '/assets/missing-0000.js', '/services-fr', '/404', '/en/404', '/404.html'];
  const securityHeaders = ['content-security-policy', 'referrer-policy', 'x-content-type-options', 'permissions-policy', 'strict-transport-security'];
  const answer = async (base: string, path: string) => {
    const response = await fetch(base + path, { redirect: 'manual' });
    const location = response.headers.get('location');
    return {
      status: response.status,
      location: location === null ? null : new URL(location, base).pathname,
      noStore: response.status === 404 ? response.headers.get('cache-control') : undefined,
      ...Object.fromEntries(securityHeaders.map((name) => [name, response.headers.get(name)])),
    };
  };
  for (const path of [...new Set(paths)]) {
    test(`${path}: same status, Location and security headers`, async ({ baseURL }) => {
      expect(await answer(own, path)).toEqual(await answer(baseURL!, path));
    });
  }
});
