// Sister pages share one order, checked on the real content against what each page declares: a service page shows its
// services before its price (review 7 #10: bookkeeping opened with a full-width price table), and a plan page's plan is a
// plan card, whose button names the plan in the get-started window (review 7 #11, #12).
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/site/site.ts';

const result = loadSite('.');
if (!result.ok) throw new Error('invalid content: run npm run validate');
const { pages } = result.site;
const kinds = (page: (typeof pages)[number]) =>
  page.sections.map((section) =>
    section.type === 'cardGrid' ? `cardGrid:${section.variant ?? 'service'}` : section.type,
  );

describe('sister pages', () => {
  it('a page listing its services (a grid of service cards) shows them before any price', () => {
    const wrong: string[] = [];
    for (const page of pages) {
      const order = kinds(page);
      const services = order.indexOf('cardGrid:service');
      if (services < 0) continue;
      const price = order.findIndex((kind) => ['pricingTable', 'rateBox', 'cardGrid:plan'].includes(kind));
      if (price >= 0 && price < services) wrong.push(`${page.id}: ${order.join(' → ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
