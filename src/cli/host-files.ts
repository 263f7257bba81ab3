// Files the static host reads (Netlify / Cloudflare Pages format) plus sitemap.xml, robots.txt and the RSS feeds, all from the site model.
import type { Site } from '../content/site.ts';
import { htmlLang } from '../content/format.ts';
import { redirects } from '../content/redirects.ts';
import { escapeXml, feedInfo, RSS_TYPE, rssFeed } from '../content/feed.ts';

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

/**
 * Permanent moves only: Cloudflare Pages refuses a `404` status in _redirects (it serves the nearest 404.html by itself).
 * Netlify serves only the root 404.html by itself: its per-language not-found rules are in netlify.toml (netlifyRedirects).
 */
export function redirectsFile(): string {
  return `${redirects.map((rule) => `${rule.from}  ${rule.to}  301`).join('\n')}\n`;
}

/** The [[redirects]] of netlify.toml that give each language its own not-found page on Netlify, longest prefix first. */
export function netlifyRedirects(notFound: readonly NotFoundFile[]): string {
  return [...notFound]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .map((entry) => `[[redirects]]\n  from = "${entry.prefix}*"\n  to = "/${entry.file}"\n  status = 404\n`)
    .join('\n');
}

export function contentSecurityPolicy(site: Site, styleHash: string): string {
  const bookingOrigins = [...new Set([site.settings.booking.fr, site.settings.booking.en].map((url) => new URL(url).origin))];
  // Pictures of the site's own (/images/…) are covered by 'self'; only remote photo hosts are named.
  const imageOrigins = [...new Set(site.posts.filter((post) => !post.image.src.startsWith('/')).map((post) => new URL(post.image.src).origin))];
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
export function hostFiles(site: Site, styleHash: string): Record<string, string> {
  return {
    'sitemap.xml': sitemap(site),
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${site.settings.origin}/sitemap.xml\n`,
    _redirects: redirectsFile(),
    _headers: headersFile(site, styleHash),
    ...feedFiles(site),
  };
}

/** netlify.toml (read by Netlify from the repository root, not from dist/): how to build, and the not-found pages. */
export function netlifyToml(notFound: readonly NotFoundFile[]): string {
  return `# Written by npm run schema from the content (a test fails when it is stale). Netlify reads this file; Cloudflare Pages
# needs nothing more than dist/_redirects and dist/_headers, since it serves the nearest 404.html by itself.
[build]
  command = "npm run build"
  publish = "dist"

[build.environment]
  NODE_VERSION = "20"

${netlifyRedirects(notFound)}`;
}
