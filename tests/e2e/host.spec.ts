// The build on the host's own runtime (Cloudflare Pages' workerd, the e2e server): one clean address per page, 308 for the others, each language's own 404 page, misses never cached, the security headers on every answer, no redirect off the site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { realSite } from './site.ts';

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

  for (const [path, locale] of [
    ['/nope', 'fr'],
    ['/pricing/nope', 'fr'],
    ['/en/nope', 'en'],
    ['/en/pricing/nope', 'en'],
    ['/blog/nope', 'fr'],
    ['/en/blog/nope', 'en'],
  ] as const) {
    test(`${path}: 404 with the not-found page in ${locale === 'fr' ? 'French' : 'English'}, never cached`, async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()['cache-control']).toBe('no-store');
      const html = await response.text();
      expect(html).toContain(`lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}"`);
      if (!path.includes('/blog/')) expect(html).toContain(notFoundTitle[locale]);
    });
  }

  test('a missing script answers 404 and is not cached, so a CDN never keeps the miss for a year', async ({
    request,
  }) => {
    const response = await request.get('/assets/missing-chunk-0000.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('/services-fr moves permanently to /services', async ({ request }) => {
    const response = await request.get('/services-fr', { maxRedirects: 0 });
    expect([response.status(), response.headers().location]).toEqual([301, '/services']);
  });
});

test.describe('every answer', () => {
  test.skip(({ isMobile }) => isMobile, 'requests do not depend on the screen');
  const paths = [
    ...site.routes.flatMap((route) => [
      route.path,
      `${route.path}/`.replace('//', '/'),
      route.path === '/' ? '/index.html' : `${route.path}.html`,
    ]),
    '/nope',
    '/en/nope',
    '/blog/nope',
    '/en/blog/nope',
    '/pricing/nope',
    '/assets/missing-0000.js',
    '/services-fr',
    '/404',
    '/en/404',
    '/404.html',
  ];
  const securityHeaders = [
    'content-security-policy',
    'referrer-policy',
    'x-content-type-options',
    'permissions-policy',
    'strict-transport-security',
  ];

  test('carries the security headers of the built _headers, whatever its status', async ({ request }, testInfo) => {
    // The block for every path (/*) of the _headers file the build wrote.
    const lines = readFileSync(join(String(testInfo.project.metadata.dist), '_headers'), 'utf8').split('\n');
    const block = lines.slice(lines.indexOf('/*') + 1);
    const policy = Object.fromEntries(
      block
        .slice(
          0,
          block.findIndex((line) => !/^\s/.test(line)),
        )
        .map((line) => [
          line.slice(0, line.indexOf(':')).trim().toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
    );
    expect(Object.keys(policy)).toEqual(expect.arrayContaining(securityHeaders));
    for (const path of [...new Set(paths)]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      for (const name of securityHeaders) expect(headers[name], `${path}: ${name}`).toBe(policy[name]);
    }
  });

  test("the host's own files (_headers, _redirects) are not served to visitors", async ({ request }) => {
    for (const path of ['/_headers', '/_redirects'])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).not.toBe(200);
  });

  test('an address that names another site stays on this one (no open redirect)', async ({ request, baseURL }) => {
    // A node server once answered /%2F%2Fevil.example/ with `Location: ///evil.example`, which browsers follow off-site.
    for (const path of [
      '/%2F%2Fevil.example/',
      '/%2F%2Fevil.example',
      '/%2Fevil.example/',
      '/%5C%5Cevil.example/',
      '/%2F%2Fevil.example/en/',
      '/en/%2F%2Fevil.example/',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const location = response.headers().location;
      if (location !== undefined)
        expect(new URL(location, baseURL).origin, `${path} → ${location}`).toBe(new URL(baseURL!).origin);
    }
  });
});
