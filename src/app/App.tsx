// The whole page for one route: shell around the route's sections; follows client-side navigation.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { redirectFor } from '../content/redirects.ts';
import { normalizePath } from '../content/routes.ts';
import type { RouteView, SettingsView, SiteView } from '../content/view-types.ts';
import { preloadSections } from '../sections/registry.ts';
import { applyHead } from '../shell/apply-head.ts';
import { HistoryContext } from '../shell/history-context.tsx';
import { closeDialogs } from '../shell/Modal.tsx';
import { overlayBaseOf } from '../shell/overlay-address.ts';
import { type LoadedRoute, type LoadRoute, RouteLoaderContext } from '../shell/route-loader-context.tsx';
import { Shell } from '../shell/Shell.tsx';
import { SiteProvider } from '../shell/site-context.tsx';
import { Page } from './Page.tsx';

type Props = { site: SiteView; initial: LoadedRoute; load: LoadRoute };

export function App({ site: initialSite, initial, load }: Props) {
  const [location, navigate] = useLocation();
  const [site, setSite] = useState(initialSite);
  const [{ view, settings }, setShown] = useState(initial);
  // The page on screen: the effect below runs once per new page, not for the first one (nor StrictMode's second run).
  const shownPath = useRef(view.path);
  const inAppNavigations = useRef(0);
  const canGoBack = useRef(
    () => inAppNavigations.current > 0 || document.referrer.startsWith(window.location.origin),
  ).current;

  useEffect(() => {
    const path = normalizePath(location);
    const moved = redirectFor(path);
    if (moved) {
      navigate(moved, { replace: true });
      return;
    }
    if (path === view.path) return;
    // An article opened in the blog's overlay has its own address, but the blog stays on screen under it.
    if (overlayBaseOf(window.history.state) === view.path) return;
    let current = true;
    load(path).then((next) => {
      if (current) setShown(next);
    });
    return () => {
      current = false;
    };
  }, [location, view.path, load, navigate]);

  useEffect(() => applyHead(view.head), [view.head]);

  useEffect(() => {
    if (view.path === shownPath.current) return;
    shownPath.current = view.path;
    inAppNavigations.current++;
    // A new page closes the menu or dialog it was chosen from (a link in the menu, the privacy link of the booking window).
    closeDialogs();
    // A new page: start at its top, and let screen readers start there too. The focus moves only when it is in this
    // page: the editor's preview (a frame) changes page while the marketer types beside it, and taking the focus there
    // sent their next words into the preview.
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduced ? 'instant' : 'smooth' });
    if (document.hasFocus()) document.getElementById('main')?.focus({ preventScroll: true });
  }, [view.path]);

  useEffect(() => {
    // Development only: content saved in the editor arrives here without a reload.
    if (!import.meta.hot) return;
    const onSite = (event: Event) => setSite((event as CustomEvent<SiteView>).detail);
    const onSettings = (event: Event) => {
      const next = (event as CustomEvent<SettingsView & { locale?: string }>).detail;
      setShown((shown) => (shown.view.locale === next.locale ? { ...shown, settings: next } : shown));
    };
    const onRoute = async (event: Event) => {
      const next = (event as CustomEvent<RouteView>).detail;
      // A section type new to this page (added in the editor) needs its component before it is drawn.
      await preloadSections(next.sections);
      setShown((shown) => {
        const same =
          shown.view.path === next.path ||
          (shown.view.status === 404 && next.status === 404 && shown.view.locale === next.locale);
        return same ? { ...shown, view: { ...next, path: shown.view.path } } : shown;
      });
    };
    window.addEventListener('site:update', onSite);
    window.addEventListener('site:settings-update', onSettings);
    window.addEventListener('site:route-update', onRoute);
    return () => {
      window.removeEventListener('site:update', onSite);
      window.removeEventListener('site:settings-update', onSettings);
      window.removeEventListener('site:route-update', onRoute);
    };
  }, []);

  return (
    <SiteProvider site={site} settings={settings} locale={view.locale}>
      <HistoryContext.Provider value={canGoBack}>
        <RouteLoaderContext.Provider value={load}>
          <Shell path={view.path} menu={view.menu} alternate={view.alternate} year={site.year}>
            <Page key={view.path} sections={view.sections} />
          </Shell>
        </RouteLoaderContext.Provider>
      </HistoryContext.Provider>
    </SiteProvider>
  );
}
