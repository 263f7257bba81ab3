// The longest task after first paint as a visitor's phone has it: traced through a bare DevTools pipe, without the Runtime domain that Playwright, Lighthouse and DevTools turn on.
// With Runtime on, V8 records a detailed stack for every Error created; React DOM creates five at start-up, and V8 then
// re-parses its whole 200 KB body on the main thread for source positions (V8.CollectSourcePositions, 39–56 ms at 4× CPU),
// a cost no visitor pays. Network is on here (it throttles the network and adds nothing of the kind).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testBrowserPath } from '../tests/e2e/browser.ts';
import { SLOW_PHONE } from './first-tap.ts';

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } };
type Message = { id?: number; method?: string; params?: { value?: TraceEvent[] }; result?: Record<string, string> };

/** `promise`, or an error after 30 s: a browser that stops answering (seen once in 40 loads) fails a load instead of hanging the benchmark. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(`the browser did not answer ${what} within 30 s`)), 30_000)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A browser driven through --remote-debugging-pipe: messages are JSON separated by NUL bytes on fds 3 (in) and 4 (out). */
function pipeBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-quiet-'));
  const browser = spawn(testBrowserPath, ['--no-sandbox', '--disable-gpu', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
  const [input, output] = [browser.stdio[3] as NodeJS.WritableStream, browser.stdio[4] as NodeJS.ReadableStream];
  let lastId = 0;
  let buffer = '';
  const waiting = new Map<number, (message: Message) => void>();
  const listeners = new Set<(message: Message) => void>();
  output.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end)) as Message;
      buffer = buffer.slice(end + 1);
      if (message.id !== undefined && waiting.has(message.id)) {
        waiting.get(message.id)!(message);
        waiting.delete(message.id);
      } else for (const listener of listeners) listener(message);
    }
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    within(
      new Promise<Record<string, string>>((done) => {
        const id = ++lastId;
        waiting.set(id, (message) => done(message.result ?? {}));
        input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
      }),
      method,
    );
  const close = () => {
    browser.kill();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  return { send, listeners, close };
}

/** One load of `url` in a fresh context (cold cache) at 390 px on the slow phone; the longest main-thread task after first paint, in ms. */
async function longestTaskAfterPaint(browser: ReturnType<typeof pipeBrowser>, url: string): Promise<number> {
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  await browser.send('Network.enable', {}, sessionId);
  await browser.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_PHONE.latency, downloadThroughput: SLOW_PHONE.downloadThroughput, uploadThroughput: SLOW_PHONE.uploadThroughput }, sessionId);
  await browser.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown }, sessionId);
  await browser.send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 3, mobile: true }, sessionId);
  const events: TraceEvent[] = [];
  let finished = () => {};
  const complete = new Promise<void>((done) => (finished = done));
  const listener = (message: Message) => {
    if (message.method === 'Tracing.dataCollected') events.push(...(message.params?.value ?? []));
    if (message.method === 'Tracing.tracingComplete') finished();
  };
  browser.listeners.add(listener);
  await browser.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading'] }, transferMode: 'ReportEvents' });
  await browser.send('Page.navigate', { url }, sessionId);
  // Long enough for the page, its app and the hydration at 4× CPU on this network (the app is bound at about 2 s).
  await new Promise((done) => setTimeout(done, 6000));
  await browser.send('Tracing.end');
  await within(complete, 'Tracing.tracingComplete');
  browser.listeners.delete(listener);
  await browser.send('Target.disposeBrowserContext', { browserContextId });
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const main = events.find((event) => event.name === 'thread_name' && event.pid === paint?.pid && event.args?.name === 'CrRendererMain');
  if (!paint || !main) return -1;
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && event.ts >= paint.ts);
  return Math.round(Math.max(0, ...tasks.map((task) => (task.dur ?? 0) / 1000)));
}

/** Per route: the longest task after first paint over `runs` loads (median and worst). */
export async function quietLongestTasks(origin: string, paths: string[], runs = 5) {
  const browser = pipeBrowser();
  try {
    // A first load sets the browser up (fonts, processes) and is not counted: a phone's browser is already running.
    await longestTaskAfterPaint(browser, `${origin}${paths[0]}`);
    const rows: { path: string; medianMs: number; worstMs: number; runs: string }[] = [];
    for (const path of paths) {
      const longest: number[] = [];
      for (let run = 0; run < runs; run++) {
        // A load the browser stopped answering is loaded again, once.
        longest.push(await longestTaskAfterPaint(browser, `${origin}${path}`).catch(() => longestTaskAfterPaint(browser, `${origin}${path}`)));
      }
      const sorted = [...longest].sort((a, b) => a - b);
      rows.push({ path, medianMs: sorted[Math.floor(sorted.length / 2)]!, worstMs: sorted.at(-1)!, runs: longest.join(' ') });
    }
    return rows;
  } finally {
    browser.close();
  }
}
