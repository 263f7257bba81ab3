// The longest task after first paint as a visitor's phone has it: traced through a bare DevTools pipe, without the Runtime domain that Playwright, Lighthouse and DevTools turn on.
// With Runtime on, V8 records a detailed stack for every Error created; React DOM creates five at start-up, and V8 then
// re-parses its whole 200 KB body on the main thread for source positions (V8.CollectSourcePositions, 39–56 ms at 4× CPU),
// a cost no visitor pays. Network is on here (it throttles the network and adds nothing of the kind).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testBrowserPath } from '../tests/e2e/browser.ts';
import { median, SLOW_PHONE } from './first-tap.ts';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { navigationId?: string; isMainFrame?: boolean } };
};
type Message = {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: { value?: TraceEvent[]; name?: string };
  result?: Record<string, string>;
};

/** `promise`, or an error after 30 s: a browser that stops answering (seen once in 40 loads) fails a load instead of hanging the benchmark. */
export function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, fail) => (timer = setTimeout(() => fail(new Error(`the browser did not answer ${what} within 30 s`)), 30_000)),
  );
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A browser driven through --remote-debugging-pipe: messages are JSON separated by NUL bytes on fds 3 (in) and 4 (out). */
export function pipeBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-quiet-'));
  // Its own process group: Debian's chromium-headless-shell is a shell script that starts the browser as its child,
  // and killing the script alone left the browser running after every benchmark.
  const browser = spawn(
    testBrowserPath,
    ['--no-sandbox', '--disable-gpu', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'], detached: true },
  );
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
    try {
      if (browser.pid !== undefined) process.kill(-browser.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  return { send, listeners, close };
}

/**
 * One load of `url` in a fresh context (cold cache) at 390 px on the slow phone: the longest main-thread task after first
 * paint, in ms, as it lasted (wall time) and as the page's thread ran it (thread time: DevTools' slowdown keeps the thread
 * busy, so it counts; the time a 2-core machine, busy with the browser's other processes, gives the thread to them,
 * which no phone would, does not). With `tap`, the menu button is clicked as soon as the page has painted.
 */
/** A blank tab of its own context, as the slow phone has it (network, CPU, a 390 px screen): where each load starts. */
export async function slowPhoneTab(browser: ReturnType<typeof pipeBrowser>) {
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  await browser.send('Network.enable', {}, sessionId);
  await browser.send(
    'Network.emulateNetworkConditions',
    {
      offline: false,
      latency: SLOW_PHONE.latency,
      downloadThroughput: SLOW_PHONE.downloadThroughput,
      uploadThroughput: SLOW_PHONE.uploadThroughput,
    },
    sessionId,
  );
  await browser.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown }, sessionId);
  await browser.send(
    'Emulation.setDeviceMetricsOverride',
    { width: 390, height: 844, deviceScaleFactor: 3, mobile: true },
    sessionId,
  );
  return { browserContextId, targetId, sessionId };
}

export async function longestTaskAfterPaint(
  browser: ReturnType<typeof pipeBrowser>,
  url: string,
  tap?: Point,
): Promise<QuietLoad> {
  const { browserContextId, sessionId } = await slowPhoneTab(browser);
  const events: TraceEvent[] = [];
  let finished = () => {};
  const complete = new Promise<void>((done) => (finished = done));
  let painted = () => {};
  const firstPaint = new Promise<void>((done) => (painted = done));
  const listener = (message: Message) => {
    if (message.method === 'Tracing.dataCollected') events.push(...(message.params?.value ?? []));
    if (message.method === 'Tracing.tracingComplete') finished();
    if (
      message.method === 'Page.lifecycleEvent' &&
      message.sessionId === sessionId &&
      message.params?.name === 'firstContentfulPaint'
    )
      painted();
  };
  browser.listeners.add(listener);
  if (tap) {
    // The Page domain tells when the page has painted; it adds nothing to the page's own work.
    await browser.send('Page.enable', {}, sessionId);
    await browser.send('Page.setLifecycleEventsEnabled', { enabled: true }, sessionId);
  }
  await browser.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'loading',
        'blink.user_timing',
      ],
    },
    transferMode: 'ReportEvents',
  });
  await browser.send('Page.navigate', { url }, sessionId);
  if (tap) {
    await within(firstPaint, 'the first paint');
    for (const type of ['mousePressed', 'mouseReleased'])
      await browser.send('Input.dispatchMouseEvent', { type, ...tap, button: 'left', clickCount: 1 }, sessionId);
  }
  // Long enough for the page, its app and the hydration at 4× CPU on this network (the app is bound at about 2 s).
  await new Promise((done) => setTimeout(done, 6000));
  await browser.send('Tracing.end');
  await within(complete, 'Tracing.tracingComplete');
  browser.listeners.delete(listener);
  // Asked once the trace is over: the Runtime domain's costs (see the top of this file) can no longer count.
  const opened =
    tap !== undefined &&
    (
      (await browser.send(
        'Runtime.evaluate',
        { expression: `!!document.querySelector('dialog[open]')`, returnByValue: true },
        sessionId,
      )) as unknown as { result: { value: boolean } }
    ).result.value;
  await browser.send('Target.disposeBrowserContext', { browserContextId });
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const main = events.find(
    (event) => event.name === 'thread_name' && event.pid === paint?.pid && event.args?.name === 'CrRendererMain',
  );
  if (!paint || !main) return { wallMs: -1, threadMs: -1, opened, firstPaintMs: -1, largestPaintMs: -1 };
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === main.pid &&
      event.tid === main.tid &&
      event.ts >= paint.ts,
  );
  // Paints in real time from the navigation's start, as the visitor waits for them.
  const navigation = paint.args?.data?.navigationId;
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.navigationId === navigation,
  );
  const largest = events
    .filter(
      (event) => event.name === 'largestContentfulPaint::Candidate' && event.args?.data?.navigationId === navigation,
    )
    .at(-1);
  const sinceStart = (event: TraceEvent | undefined) =>
    start && event ? Math.round((event.ts - start.ts) / 1000) : -1;
  return {
    firstPaintMs: sinceStart(paint),
    largestPaintMs: sinceStart(largest),
    wallMs: Math.round(Math.max(0, ...tasks.map((task) => (task.dur ?? 0) / 1000))),
    threadMs: Math.round(Math.max(0, ...tasks.map((task) => (task.tdur ?? task.dur ?? 0) / 1000))),
    opened,
  };
}

type Point = { x: number; y: number };
export type QuietLoad = {
  wallMs: number;
  threadMs: number;
  opened: boolean;
  firstPaintMs: number;
  largestPaintMs: number;
};

/** Per route: the longest task after first paint over `runs` loads (median and worst), in wall time and in thread time. */
export async function quietLongestTasks(
  origin: string,
  paths: string[],
  { runs = 5, tap }: { runs?: number; tap?: Point } = {},
) {
  const browser = pipeBrowser();
  try {
    // A first load sets the browser up (fonts, processes) and is not counted: a phone's browser is already running.
    await longestTaskAfterPaint(browser, `${origin}${paths[0]}`);
    const rows: {
      path: string;
      firstPaintMs: number;
      largestPaintMs: number;
      medianMs: number;
      worstMs: number;
      runs: string;
      threadMedianMs: number;
      threadWorstMs: number;
      threadRuns: string;
      opened?: string;
    }[] = [];
    for (const path of paths) {
      const loads: QuietLoad[] = [];
      for (let run = 0; run < runs; run++) {
        // A load the browser stopped answering is loaded again, once.
        loads.push(
          await longestTaskAfterPaint(browser, `${origin}${path}`, tap).catch(() =>
            longestTaskAfterPaint(browser, `${origin}${path}`, tap),
          ),
        );
      }
      const wall = loads.map((load) => load.wallMs);
      const thread = loads.map((load) => load.threadMs);
      rows.push({
        path,
        firstPaintMs: median(loads.map((load) => load.firstPaintMs)),
        largestPaintMs: median(loads.map((load) => load.largestPaintMs)),
        medianMs: median(wall),
        worstMs: Math.max(...wall),
        runs: wall.join(' '),
        threadMedianMs: median(thread),
        threadWorstMs: Math.max(...thread),
        threadRuns: thread.join(' '),
        ...(tap ? { opened: `${loads.filter((load) => load.opened).length}/${runs}` } : {}),
      });
    }
    return rows;
  } finally {
    browser.close();
  }
}

/** Where a visitor taps to open the menu at 390 px: the centre of the menu button, read in a separate browser. */
export async function menuButtonCentre(origin: string, path: string): Promise<Point> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${origin}${path}`);
    const box = (await page.locator('[data-menu-button]').boundingBox())!;
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  } finally {
    await browser.close();
  }
}
