// In the browser: a route's view plus the section components it needs, loaded before it is shown.
import { loadRouteView } from 'virtual:site';
import type { RouteView } from './content/view.ts';
import { normalizePath } from './content/routes.ts';
import { preloadSections } from './sections/registry.ts';

export async function loadRoute(path: string): Promise<RouteView> {
  const view = await loadRouteView(normalizePath(path));
  await preloadSections(view.sections);
  return view;
}
