// Types of the modules the content plugin generates (src/vite/vite-plugin-site.ts).
// An ambient module cannot `import` a relative path, but an import() type can name one.
declare module 'virtual:site' {
  export const site: import('../content/view-types.ts').SiteView;
  export function loadRouteView(path: string): Promise<import('../site/view.ts').RouteView>;
  export function loadSettings(
    locale: import('../content/schema/text.ts').Locale,
  ): Promise<import('../content/view-types.ts').SettingsView>;
}

// Development only: the section gallery's data (src/site/gallery.ts).
declare module 'virtual:site/gallery' {
  const gallery: import('../site/gallery.ts').GalleryView;
  export default gallery;
}
