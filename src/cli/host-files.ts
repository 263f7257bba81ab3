// Files the static host reads (Netlify / Cloudflare Pages format) plus sitemap.xml, robots.txt and the RSS feeds, all from the site model.

import { htmlLang } from '../content/format.ts';
import { redirects } from '../content/redirects.ts';
import { escapeXml, feedInfo, RSS_TYPE, rssFeed } from '../site/feed.ts';
import type { Site } from '../site/site.ts';

export { RSS_TYPE };

import { locales } from '../content/schema/text.ts';

export type NotFoundFile = { file: string; prefix: string };

export function sitemap(site: Site): string {
  const origin = site.settings.origin;
  const byPath = new Map(site.routes.map((route) => [route.path, route]));
  const urls = site.routes.map((route) => {
    const alternate = byPath.get(route.alternate)!;
    const french = route.locale === 'fr' ? route : alternate;
    return [
      '  <url>',
      `    <loc>${escapeXml(origin + route.path)}</loc>`,
      `    <xhtml:link rel="alternate" hreflang="${htmlLang[route.locale]}" href="${escapeXml(origin + route.path)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="${htmlLang[alternate.locale]}" href="${escapeXml(origin + alternate.path)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + french.path)}"/>`,
      '  </url>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The static host the build is for: Netlify's own builds set NETLIFY=true, the pipelines DEPLOY_TO=netlify; else Cloudflare Pages. */
export type Host = 'cloudflare' | 'netlify';
export const buildHost = (): Host =>
  process.env.NETLIFY === 'true' || process.env.DEPLOY_TO === 'netlify' ? 'netlify' : 'cloudflare';

/**
 * Permanent moves, then on Netlify each language's (and blog's) not-found page, longest prefix first: Netlify serves only
 * the root 404.html by itself, and Cloudflare Pages refuses a `404` status here but serves the nearest 404.html itself.
 * Written at build time from the content, so a blog moved in the editor keeps its not-found page on both hosts.
 */
export function redirectsFile(notFound: readonly NotFoundFile[], host: Host): string {
  const moves = redirects.map((rule) => `${rule.from}  ${rule.to}  301`);
  const missing =
    host === 'netlify'
      ? [...notFound]
          .sort((a, b) => b.prefix.length - a.prefix.length)
          .map((entry) => `${entry.prefix}*  /${entry.file}  404`)
      : [];
  return `${[...moves, ...missing].join('\n')}\n`;
}

export function contentSecurityPolicy(site: Site, styleHash: string): string {
  const bookingOrigins = [
    ...new Set([site.settings.booking.fr, site.settings.booking.en].map((url) => new URL(url).origin)),
  ];
  // Pictures of the site's own (/images/…) are covered by 'self'; only remote photo hosts are named.
  const imageOrigins = [
    ...new Set(
      site.posts.filter((post) => !post.image.src.startsWith('/')).map((post) => new URL(post.image.src).origin),
    ),
  ];
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' '${styleHash}'`,
    `img-src 'self' data: ${imageOrigins.join(' ')}`.trim(),
    `frame-src ${bookingOrigins.join(' ')}`,
    // The booking window asks the calendar's host whether it answers before showing the frame (src/shell/DialogLayer.tsx).
    `connect-src 'self' ${bookingOrigins.join(' ')}`,
    "font-src 'self'",
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Each language's feed, by its file in dist/. */
export function feedFiles(site: Site): Record<string, string> {
  const files: Record<string, string> = {};
  for (const locale of locales) {
    const info = feedInfo(site, locale);
    const xml = rssFeed(site, locale);
    if (info && xml) files[info.path.slice(1)] = xml;
  }
  return files;
}

export function headersFile(site: Site, styleHash: string): string {
  // Both hosts would send a feed as generic XML (by its .xml extension); feed readers and browsers recognize it by its own type.
  const feeds = Object.keys(feedFiles(site)).flatMap((file) => [`/${file}`, `  Content-Type: ${RSS_TYPE}`]);
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(site, styleHash)}`,
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Content-Type-Options: nosniff',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    '  Strict-Transport-Security: max-age=31536000; includeSubDomains',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    ...feeds,
    '',
  ].join('\n');
}

/** `styleHash` is the CSP hash of the inline stylesheet every page carries. */
export function hostFiles(
  site: Site,
  styleHash: string,
  notFound: readonly NotFoundFile[],
  host: Host,
): Record<string, string> {
  return {
    'sitemap.xml': sitemap(site),
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${site.settings.origin}/sitemap.xml\n`,
    _redirects: redirectsFile(notFound, host),
    _headers: headersFile(site, styleHash),
    ...feedFiles(site),
  };
}
