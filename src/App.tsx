// The whole page for one route: shell around the route's sections; follows client-side navigation.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { RouteView, SiteView } from './content/view.ts';
import { normalizePath } from './content/routes.ts';
import { SiteProvider } from './site-context.tsx';
import { Page } from './Page.tsx';
import { Shell } from './shell/Shell.tsx';
import { applyHead } from './shell/apply-head.ts';

export type LoadRoute = (path: string) => Promise<RouteView>;

type Props = { site: SiteView; initial: RouteView; load: LoadRoute };

export function App({ site: initialSite, initial, load }: Props) {
  const [location] = useLocation();
  const [site, setSite] = useState(initialSite);
  const [view, setView] = useState(initial);

  useEffect(() => {
    const path = normalizePath(location);
    if (path === view.path) return;
    let current = true;
    load(path).then((next) => {
      if (current) setView(next);
    });
    return () => {
      current = false;
    };
  }, [location, view.path, load]);

  useEffect(() => applyHead(view.head), [view.head]);

  useEffect(() => {
    // Development only: content saved in the editor arrives here without a reload.
    if (!import.meta.hot) return;
    const onSite = (event: Event) => setSite((event as CustomEvent<SiteView>).detail);
    const onRoute = (event: Event) => {
      const next = (event as CustomEvent<RouteView>).detail;
      setView((shown) => (shown.path === next.path || (shown.status === 404 && next.status === 404 && shown.locale === next.locale) ? { ...next, path: shown.path } : shown));
    };
    window.addEventListener('site:update', onSite);
    window.addEventListener('site:route-update', onRoute);
    return () => {
      window.removeEventListener('site:update', onSite);
      window.removeEventListener('site:route-update', onRoute);
    };
  }, []);

  return (
    <SiteProvider site={site} locale={view.locale}>
      <Shell path={view.path} alternate={view.alternate} year={site.year}>
        <Page key={view.path} sections={view.sections} />
      </Shell>
    </SiteProvider>
  );
}
