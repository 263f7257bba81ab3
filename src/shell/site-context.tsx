// The site-wide data every component may read: settings in the visitor's language, the locale and the route table.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type RouteTable, routeTable } from '../content/routes.ts';
import type { Locale } from '../content/schema/text.ts';
import type { SettingsView, SiteView } from '../content/view-types.ts';

export type SiteContextValue = {
  locale: Locale;
  settings: SettingsView;
  table: RouteTable;
};

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({
  site,
  settings,
  locale,
  children,
}: {
  site: SiteView;
  settings: SettingsView;
  locale: Locale;
  children: ReactNode;
}) {
  const table = useMemo(() => routeTable(site.routes), [site.routes]);
  const value = useMemo(() => ({ locale, settings, table }), [locale, settings, table]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteProvider>');
  return value;
}
