// Every link of every built page leads somewhere: no empty href, every internal address answers 200 with its own page, every #fragment exists, every number to call shown on its link.

import { Parser } from 'htmlparser2';
import { expect, test } from './fixtures.ts';
import { realSite } from './site.ts';

const site = realSite();
const notFoundTitles = new Set([site.settings.notFound.title.fr, site.settings.notFound.title.en]);
/** Each of the firm's numbers as a tel: link names it, and as the site writes it. */
const phones = new Map(
  Object.values(site.settings.contact.phones).map((phone) => [`tel:${phone.tel}`, phone.display.replace(/\s+/g, ' ')]),
);

type Anchor = { href: string; text: string };
type Parsed = { anchors: Anchor[]; ids: Set<string>; title: string };

/** The anchors, element ids and <title> of one HTML document, as the browser would read them before any script. */
function parse(html: string): Parsed {
  const anchors: Anchor[] = [];
  const ids = new Set<string>();
  let title = '';
  let inTitle = false;
  let current: Anchor | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id !== undefined) ids.add(attributes.id);
        if (name === 'title') inTitle = true;
        if (name === 'a') {
          current = { href: attributes.href ?? '(no href attribute)', text: '' };
          anchors.push(current);
        }
      },
      ontext(text) {
        if (inTitle) title += text;
        if (current) current.text += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'a') current = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { anchors, ids, title };
}

const pages = new Map<string, Promise<{ status: number; parsed: Parsed }>>();

for (const route of site.routes) {
  test(`every link on ${route.path} leads to a page that exists`, async ({ request }) => {
    const fetchPage = (path: string) => {
      let entry = pages.get(path);
      if (!entry) {
        entry = request
          .get(path, { maxRedirects: 0 })
          .then(async (response) => ({ status: response.status(), parsed: parse(await response.text()) }));
        pages.set(path, entry);
      }
      return entry;
    };
    const { status, parsed } = await fetchPage(route.path);
    expect(status).toBe(200);
    expect(parsed.anchors.length).toBeGreaterThan(0);
    const broken: string[] = [];
    for (const anchor of parsed.anchors) {
      const label = `“${anchor.text.trim().replace(/\s+/g, ' ')}” → ${JSON.stringify(anchor.href)}`;
      const href = anchor.href.trim();
      if (href === '' || href === '(no href attribute)') {
        broken.push(`${label}: empty link`);
        continue;
      }
      // A number to call is read on the link itself: a laptop cannot dial it, its visitor copies it (review 8: « Appelez-nous »).
      const phone = phones.get(href);
      if (href.startsWith('tel:') && !(phone && anchor.text.replace(/\s+/g, ' ').includes(phone)))
        broken.push(
          `${label}: a number to call that the link does not show (${phone ?? 'not one of the firm’s numbers'})`,
        );
      if (/^(https:|mailto:|tel:)/.test(href)) continue;
      if (!href.startsWith('/') && !href.startsWith('#')) {
        broken.push(`${label}: not an https, mailto, tel or site address`);
        continue;
      }
      const [path = '', fragment] = href.split('#') as [string, string | undefined];
      const target = path === '' ? { status, parsed } : await fetchPage(path);
      if (target.status !== 200) broken.push(`${label}: answers ${target.status}`);
      else if (notFoundTitles.has(target.parsed.title.split(' | ')[0]!.trim()))
        broken.push(`${label}: shows the not-found page`);
      if (fragment !== undefined && fragment !== '' && !target.parsed.ids.has(fragment))
        broken.push(`${label}: no element with id “${fragment}” on ${path || route.path}`);
    }
    expect(broken, `broken links on ${route.path}`).toEqual([]);
  });
}
