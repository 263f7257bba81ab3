// « You are here »: which main-menu item holds each route of the frozen launch site (tests/fixtures/site), in both languages.
import { describe, expect, it } from 'vitest';
import { menuSection } from '../../src/site/menu-section.ts';
import { loadSite } from '../../src/site/site.ts';

const result = loadSite('tests/fixtures/site');
if (!result.ok) throw new Error('the fixture site is invalid');
const site = result.site;
const itemAt = (path: string) => {
  const route = site.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return menuSection(site, route);
};

describe('menuSection', () => {
  it('marks a menu page itself, home only on the home page', () => {
    expect(itemAt('/')).toBe('home');
    expect(itemAt('/en/pricing')).toBe('pricing');
  });
  it('marks the item whose address starts the page’s: a pricing sub-page is under Tarifs / Pricing', () => {
    for (const path of ['/pricing/company', '/en/pricing/company', '/pricing/individual', '/en/pricing/self-employed'])
      expect(itemAt(path), path).toBe('pricing');
  });
  it('marks the item whose page links to it: a service page is under Services, not under Home', () => {
    for (const path of ['/tax-planning', '/en/bookkeeping', '/financial-analysis', '/en/business-advisory'])
      expect(itemAt(path), path).toBe('services');
  });
  it('marks nothing for a page no menu page holds (privacy: linked from the footer only)', () => {
    expect(itemAt('/privacy')).toBeUndefined();
    expect(itemAt('/en/privacy')).toBeUndefined();
  });
});
