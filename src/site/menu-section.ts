// Which item of the main menu holds a route ("you are here"): the item of the page itself, else the item whose address
// starts the route's (/pricing/company → Tarifs, an article → Blogue), else the item whose page links to it (a service
// page, linked from Services). The home item holds only the home page: it links to everything.
import { localePath, type RouteEntry, routeTable, trail } from '../content/routes.ts';
import { walk } from '../content/schema/walk.ts';
import { Section as SectionSchema } from './schema/sections.ts';
import type { Site } from './site.ts';

/** The page id of the main menu's item that holds `route`, or undefined when none does (a legal page, the 404). */
export function menuSection(site: Site, route: RouteEntry): string | undefined {
  const items = site.settings.navigation.main.map((item) => item.page);
  if (items.includes(route.page)) return route.page;
  const table = routeTable(site.routes);
  const home = localePath(route.locale, '/');
  const steps = trail(table, route.path).filter((step) => step.path !== route.path && step.path !== home);
  // The deepest step that is a menu item: /pricing before / on /pricing/company.
  for (const step of steps.reverse()) if (items.includes(step.page)) return step.page;
  for (const item of items) {
    if (table.pathOf({ page: item }, route.locale) === home) continue;
    const page = site.pages.find((candidate) => candidate.id === item);
    if (page && linksTo(page.sections, route.page)) return item;
  }
  return undefined;
}

function linksTo(sections: readonly unknown[], pageId: string): boolean {
  let found = false;
  for (const section of sections)
    walk(SectionSchema, section, (kind, _path, value) => {
      if (kind === 'page' && value === pageId) found = true;
    });
  return found;
}
