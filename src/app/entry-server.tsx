// Prerender entry: one route's view to HTML, with exactly the tree the browser will hydrate.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { RouteView, SettingsView, SiteView } from '../content/view-types.ts';
import { preloadSections } from '../sections/registry.ts';
import { App } from './App.tsx';

const neverLoads = () => new Promise<never>(() => undefined);

export async function renderRoute(site: SiteView, view: RouteView, settings: SettingsView): Promise<string> {
  await preloadSections(view.sections);
  return renderToString(
    <StrictMode>
      <Router ssrPath={view.path}>
        <App site={site} initial={{ view, settings }} load={neverLoads} />
      </Router>
    </StrictMode>,
  );
}
