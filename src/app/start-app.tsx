// Hydrates the prerendered route (or renders it, in development) with the app around it.

import { site } from 'virtual:site';
import { StrictMode, startTransition } from 'react';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { loadRoute } from './load-route.ts';
import { nextTask } from './next-task.ts';

/** `renderer` is react-dom/client, imported by the entry in a task of its own (entry-client.tsx). */
export async function startApp(container: HTMLElement, renderer: typeof import('react-dom/client')): Promise<void> {
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
  // As a transition, hydration is cut into slices of a few milliseconds with the browser free in between (React yields);
  // hydrated at once, a price page made a task of 55 ms at 4× CPU. A tap meanwhile opens its dialog without the app (native invokers), or hydrates its
  // own section first.
  if (container.firstElementChild) startTransition(() => void renderer.hydrateRoot(container, app));
  else renderer.createRoot(container).render(app);
}
