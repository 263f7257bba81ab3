// Types of the modules the content plugin generates (src/vite-plugin-site.ts).
declare module 'virtual:site' {
  import type { RouteView, SettingsView, SiteView } from './content/view.ts';
  import type { Locale } from './content/schema/text.ts';
  export const site: SiteView;
  export function loadRouteView(path: string): Promise<RouteView>;
  export function loadSettings(locale: Locale): Promise<SettingsView>;
}

// Development only. An ambient module cannot import a relative type, so the gallery's data is typed where it is read (src/gallery/start-gallery.tsx).
declare module 'virtual:site/gallery' {
  const gallery: unknown;
  export default gallery;
}
