// Renders the body of every route with the prerender bundle, sharing the work with worker threads when the site is large enough to pay for them.
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RouteView, SettingsView, SiteView } from '../content/view.ts';

export type RenderRoute = (site: SiteView, view: RouteView, settings: SettingsView) => Promise<string>;
type Shared = { site: SiteView; settings: Record<'fr' | 'en', SettingsView> };

/** Below this many pages a worker's start (loading React and the bundle again) costs more than it saves. */
export const PARALLEL_FROM = 200;
/** Routes handed out at a time: small enough that a slow thread never holds the end back long, large enough that messages stay few. */
const BATCH = 32;

/**
 * Worker code, plain JavaScript so it runs whatever loader started the build. It imports the same prerender bundle
 * and renders each batch it is sent; the output of renderToString depends only on its input, so which thread renders
 * a route changes no byte.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entry).then(({ renderRoute }) => {
  parentPort.on('message', async ({ start, views }) => {
    try {
      const bodies = [];
      for (const view of views) bodies.push(await renderRoute(workerData.shared.site, view, workerData.shared.settings[view.locale]));
      parentPort.postMessage({ start, bodies });
    } catch (error) {
      parentPort.postMessage({ start, error: String(error && error.stack || error) });
    }
  });
  parentPort.postMessage({ ready: true });
});
`;

/** The body of each view, in order. `entry` is the built prerender bundle (it exports renderRoute). */
export async function renderBodies(entry: string, shared: Shared, views: readonly RouteView[], options: { threads?: number } = {}): Promise<string[]> {
  const { renderRoute } = (await import(pathToFileURL(entry).href)) as { renderRoute: RenderRoute };
  const render = (view: RouteView) => renderRoute(shared.site, view, shared.settings[view.locale]);
  const bodies = new Array<string>(views.length);
  const workers = options.threads ?? (views.length >= PARALLEL_FROM ? availableParallelism() - 1 : 0);
  let next = 0;
  const take = () => {
    const start = next;
    next = Math.min(views.length, next + BATCH);
    return { start, end: next };
  };

  const helpers = Array.from({ length: Math.max(0, workers) }, () =>
    new Promise<void>((done, fail) => {
      const worker = new Worker(WORKER, { eval: true, execArgv: [], workerData: { entry: pathToFileURL(entry).href, shared } });
      const send = () => {
        const { start, end } = take();
        if (start === end) {
          void worker.terminate().then(() => done());
          return;
        }
        worker.postMessage({ start, views: views.slice(start, end) });
      };
      worker.on('message', (message: { ready?: true; start: number; bodies?: string[]; error?: string }) => {
        if (message.error !== undefined) {
          void worker.terminate();
          fail(new Error(`prerender worker: ${message.error}`));
          return;
        }
        message.bodies?.forEach((body, index) => (bodies[message.start + index] = body));
        send();
      });
      worker.on('error', fail);
    }),
  );

  // This thread takes batches too, yielding between them so the workers' messages get their next batch at once.
  for (let batch = take(); batch.start < batch.end; batch = take()) {
    for (let index = batch.start; index < batch.end; index++) bodies[index] = await render(views[index]!);
    await new Promise((resume) => setImmediate(resume));
  }
  await Promise.all(helpers);
  return bodies;
}
