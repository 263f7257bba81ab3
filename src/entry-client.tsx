// Browser entry: starts the app in short tasks (React, then the app's modules, then hydration) so a slow phone is never blocked for long.
import { GALLERY_PATH } from './content/routes.ts';
import { nextTask } from './next-task.ts';
import './styles/site.css';

// Not a top-level await: section chunks import this module's chunk, and awaiting them while it is
// still evaluating would deadlock.
async function start() {
  // Evaluating React and the app together took one task of about 80 ms on a phone four times slower than this
  // machine; apart, each stays under the 50 ms of a long task.
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./start-app.tsx');
  await startApp(document.getElementById('root')!);
}

// The section gallery exists only in development: in a build this branch is dead code and its chunk is never emitted.
if (import.meta.env.DEV && window.location.pathname === GALLERY_PATH) {
  void import('./gallery/start-gallery.tsx').then((gallery) => gallery.startGallery(document.getElementById('root')!));
} else {
  void start();
}
