// Browser entry: starts the app in short tasks (the app's modules, then React DOM, then hydration) so a slow phone is never blocked for long.
import { GALLERY_PATH } from '../content/routes.ts';
import { followChosenPlan } from '../shell/chosen-plan.ts';
import { nextTask } from './next-task.ts';
import '../styles/site.css';
// Then each section's own, in the same stylesheet: the build inlines it in every page, the dev server applies it before the first paint.
import './section-styles.ts';

// Not a top-level await: section chunks import this module's chunk, and awaiting them while it is
// still evaluating would deadlock.
async function start() {
  // Before any wait: a plan card tapped while the app starts still names its plan in the window it opens.
  followChosenPlan();
  // Three tasks, each short on a slow phone: this chunk's evaluation (the app's modules), then React DOM's own start-up
  // code, then the route and hydration (start-app.tsx). React DOM is imported only dynamically, anywhere in the app, so
  // that it runs here and not while this chunk is evaluated: together they made a task of 130–250 ms at 4× CPU.
  await nextTask();
  const renderer = await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./start-app.tsx');
  await startApp(document.getElementById('root')!, renderer);
}

// The section gallery exists only in development: in a build this branch is dead code and its chunk is never emitted.
if (import.meta.env.DEV && window.location.pathname === GALLERY_PATH) {
  void import('../gallery/start-gallery.tsx').then((gallery) => gallery.startGallery(document.getElementById('root')!));
} else {
  void start();
}
