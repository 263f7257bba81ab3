// The site-wide data every component may read: settings in the visitor's language, the locale and the route table.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Settings } from './content/schema/index.ts';
import type { Locale } from './content/schema/text.ts';
import type { SiteView } from './content/view.ts';
import { localize, type Localized } from './content/localize.ts';
import { routeTable, type RouteTable } from './content/routes.ts';

export type SiteContextValue = {
  locale: Locale;
  settings: Localized<Settings>;
  /** Both languages, for the few places that need the other one (booking URL is per language already). */
  table: RouteTable;
};

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ site, locale, children }: { site: SiteView; locale: Locale; children: ReactNode }) {
  const table = useMemo(() => routeTable(site.routes), [site.routes]);
  const settings = useMemo(() => localize(site.settings, locale), [site.settings, locale]);
  const value = useMemo(() => ({ locale, settings, table }), [locale, settings, table]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteProvider>');
  return value;
}
