// Hydrates the prerendered route (or renders it, in development) with the app around it.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { site } from 'virtual:site';
import { App } from './App.tsx';
import { loadRoute } from './load-route.ts';
import { nextTask } from './next-task.ts';

export async function startApp(container: HTMLElement): Promise<void> {
  const initial = await loadRoute(window.location.pathname);
  // Hydration in a task of its own: evaluating the route's modules just before is already most of a task's budget.
  await nextTask();
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
