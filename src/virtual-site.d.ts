// Types of the modules the content plugin generates (src/vite-plugin-site.ts).
declare module 'virtual:site' {
  import type { RouteView, SettingsView, SiteView } from './content/view.ts';
  import type { Locale } from './content/schema/text.ts';
  export const site: SiteView;
  export function loadRouteView(path: string): Promise<RouteView>;
  export function loadSettings(locale: Locale): Promise<SettingsView>;
}
