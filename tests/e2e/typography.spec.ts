// French typography on every built page: no breaking space where French typography forbids one (OQLF), and English left as typed.

import { Parser } from 'htmlparser2';
import { keepTogether, withoutJoiners } from '../../src/content/typography.ts';
import { expect, test } from './fixtures.ts';
import { realSite } from './site.ts';

const site = realSite();

/** What a reader sees of a page: its text nodes (not scripts or styles), its title and its description. */
function readableText(html: string): string[] {
  const texts: string[] = [];
  let skip = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' || name === 'style') skip++;
        if (
          name === 'meta' &&
          (attributes.name === 'description' ||
            attributes.property === 'og:description' ||
            attributes.property === 'og:title') &&
          attributes.content
        )
          texts.push(attributes.content);
      },
      ontext(text) {
        if (skip === 0 && text.trim() !== '') texts.push(text);
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style') skip--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return texts;
}

const frenchRules: [RegExp, string][] = [
  [/[ \t\n]:/, 'a breaking space before “:”'],
  [/«[ \t\n]/, 'a breaking space after «'],
  [/[ \t\n]»/, 'a breaking space before »'],
  [/\d[ \t\n](?:\$|%|h\b)/, 'a breaking space between a number and its unit'],
  [/\d[ \t\n]jours\b|\bsur[ \t\n]\d/, 'a breaking space inside “7 jours sur 7”'],
  [/[ \t\n\u00a0\u202f][;!?]/, 'a space before “;”, “!” or “?” (Québec usage: none)'],
  [/\p{L}'\p{L}/u, 'a straight apostrophe (’ in French)'],
];

for (const route of site.routes) {
  test(`${route.path}: ${route.locale === 'fr' ? 'French typography in every text' : 'English text has no French no-break spaces'}`, async ({
    request,
  }) => {
    const html = await (await request.get(route.path)).text();
    const texts = readableText(html);
    expect(texts.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const text of texts) {
      if (route.locale === 'fr') {
        for (const [pattern, what] of frenchRules) {
          const match = pattern.exec(text);
          if (match)
            found.push(
              `${what}: “…${text.slice(Math.max(0, match.index - 25), match.index + 25).replace(/\s+/g, ' ')}…”`,
            );
        }
      } else {
        // English has no-break spaces only where the build keeps words together (7 days, 9 a.m.), none of French's.
        const shown = withoutJoiners(text);
        const kept = withoutJoiners(keepTogether(shown.replaceAll('\u00a0', ' '), 'en'));
        if ([...shown].some((character, index) => character === '\u00a0' && kept[index] !== '\u00a0'))
          found.push(`a no-break space in English: “${text.slice(0, 60)}”`);
      }
    }
    expect(found).toEqual([]);
  });
}
