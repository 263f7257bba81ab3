// Types of the modules the content plugin generates (src/vite-plugin-site.ts).
declare module 'virtual:site' {
  import type { RouteView, SiteView } from './content/view.ts';
  export const site: SiteView;
  export function loadRouteView(path: string): Promise<RouteView>;
}
