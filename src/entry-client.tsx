// Browser entry: loads the current route, then hydrates the prerendered HTML (or renders it, in development).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { site } from 'virtual:site';
import { App } from './App.tsx';
import { loadRoute } from './load-route.ts';
import { GALLERY_PATH } from './content/routes.ts';
import './styles/site.css';

// Not a top-level await: section chunks import this module's chunk, and awaiting them while it is
// still evaluating would deadlock.
async function start() {
  const container = document.getElementById('root')!;
  const initial = await loadRoute(window.location.pathname);
  const app = (
    <StrictMode>
      <Router>
        <App site={site} initial={initial} load={loadRoute} />
      </Router>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

// The section gallery exists only in development: in a build this branch is dead code and its chunk is never emitted.
if (import.meta.env.DEV && window.location.pathname === GALLERY_PATH) {
  void import('./gallery/start-gallery.tsx').then((gallery) => gallery.startGallery(document.getElementById('root')!));
} else {
  void start();
}
