// Every page offers a call to action, checked on the real content: a visitor who reads to the bottom finds how to reach
// the firm (review 7 #12: the blog was the only page without its closing band). The article template counts as a page.
import { expect, it } from 'vitest';
import { loadSite } from '../../src/site/site.ts';

/** A way to reach the firm a page may close on: the booking band, or the form of /contact and /privacy. */
const reach = new Set(['bookingCta', 'contactForm', 'privacyContact']);

it('every page holds a way to reach the firm: the booking band, or its own contact form', () => {
  const result = loadSite('.');
  if (!result.ok) throw new Error('invalid content: run npm run validate');
  const open = result.site.pages
    .filter((page) => !page.sections.some((section) => reach.has(section.type)))
    .map((page) => `${page.id}: ${page.sections.map((section) => section.type).join(' → ')}`);
  expect(open).toEqual([]);
});
