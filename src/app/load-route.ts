// In the browser: a route's view plus the section components it needs, loaded before it is shown.
import { loadRouteView, loadSettings } from 'virtual:site';
import { localeOfPath, normalizePath } from '../content/routes.ts';
import { preloadSections } from '../sections/registry.ts';
import type { LoadedRoute } from '../shell/route-loader-context.tsx';

export async function loadRoute(path: string): Promise<LoadedRoute> {
  const normalized = normalizePath(path);
  const [view, settings] = await Promise.all([loadRouteView(normalized), loadSettings(localeOfPath(normalized))]);
  await preloadSections(view.sections);
  return { view, settings };
}
