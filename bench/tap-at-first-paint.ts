// On the slow phone, in real time and without the DevTools Runtime domain during the load (bench/quiet-trace.ts): when
// the page first paints, when its largest paint lands, and how long after a tap at first paint the menu is on screen.
// `tsx bench/tap-at-first-paint.ts DIR…` compares built sites in one run, loads interleaved.
import { median } from './first-tap.ts';
import { menuButtonCentre, pipeBrowser, slowPhoneTab, within } from './quiet-trace.ts';

type Point = { x: number; y: number };
type Browser = ReturnType<typeof pipeBrowser>;
type Load = { fcp: number; lcp: number; tapToFrame: number; tapToPaint: number };

/**
 * Runs in the page before its own scripts. The tap's time is its pointerdown's. tapToFrame: the start of the first
 * frame in which a modal dialog is open (the frame that draws it), polled frame by frame from the tap. tapToPaint: when
 * the frame after the click was presented, by the Event Timing API (to 8 ms); a native invoker opens the dialog in the
 * click itself, so that frame shows it (the app before today opened it later: there it is only the click's own frame).
 */
const RECORD = `(() => {
  const record = { lcp: -1, down: -1, frame: -1, clickEnd: -1 };
  window.__firstTap = record;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) record.lcp = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'click' && record.clickEnd < 0) record.clickEnd = entry.startTime + entry.duration;
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const poll = (time) => {
    if (document.querySelector('dialog:modal')) record.frame = time;
    else if (time - record.down < 10000) requestAnimationFrame(poll);
  };
  addEventListener('pointerdown', (event) => {
    if (record.down >= 0) return;
    record.down = event.timeStamp;
    requestAnimationFrame(poll);
  }, true);
})()`;

async function oneLoad(browser: Browser, url: string, tap?: Point): Promise<Load> {
  const { browserContextId, sessionId } = await slowPhoneTab(browser);
  await browser.send('Page.enable', {}, sessionId);
  await browser.send('Page.setLifecycleEventsEnabled', { enabled: true }, sessionId);
  await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: RECORD }, sessionId);
  let painted = () => {};
  const firstPaint = new Promise<void>((done) => (painted = done));
  const listener = (message: { method?: string; sessionId?: string; params?: { name?: string } }) => {
    if (
      message.method === 'Page.lifecycleEvent' &&
      message.sessionId === sessionId &&
      message.params?.name === 'firstContentfulPaint'
    )
      painted();
  };
  browser.listeners.add(listener);
  await browser.send('Page.navigate', { url }, sessionId);
  await within(firstPaint, 'the first paint');
  if (tap)
    for (const type of ['mousePressed', 'mouseReleased'])
      await browser.send('Input.dispatchMouseEvent', { type, ...tap, button: 'left', clickCount: 1 }, sessionId);
  // Long enough for the page, its app and its hydration at 4× CPU on this network.
  await new Promise((done) => setTimeout(done, 6000));
  browser.listeners.delete(listener);
  // Asked once the load is over: the Runtime domain's costs can no longer count.
  const expression = `JSON.stringify({ ...window.__firstTap, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1 })`;
  const answer = (await browser.send(
    'Runtime.evaluate',
    { expression, returnByValue: true },
    sessionId,
  )) as unknown as { result: { value: string } };
  await browser.send('Target.disposeBrowserContext', { browserContextId });
  const page = JSON.parse(answer.result.value) as {
    fcp: number;
    lcp: number;
    down: number;
    frame: number;
    clickEnd: number;
  };
  const after = (time: number) => (tap && time >= 0 && page.down >= 0 ? time - page.down : Number.NaN);
  return { fcp: page.fcp, lcp: page.lcp, tapToFrame: after(page.frame), tapToPaint: after(page.clickEnd) };
}

const round = (value: number) => (Number.isNaN(value) ? null : Math.round(value));
const spread = (values: number[]) => {
  const known = values.filter((value) => !Number.isNaN(value));
  return known.length === 0
    ? 'never'
    : `${round(median(known))} (${round(Math.min(...known))}–${round(Math.max(...known))})`;
};

/**
 * Per site and path, over `runs` loads each: first paint and largest paint (loads without a tap: a tap ends the
 * largest-paint record), and the menu tapped at first paint, tap to the frame that shows it. Sites take turns, so a
 * busy moment of the machine falls on all of them.
 */
export async function tapAtFirstPaint(origins: Record<string, string>, paths: string[], runs = 8) {
  const browser = pipeBrowser();
  const first = Object.values(origins)[0]!;
  const tap = await menuButtonCentre(first, paths[0]!);
  try {
    // A first load sets the browser up (fonts, processes) and is not counted: a phone's browser is already running.
    await oneLoad(browser, `${first}${paths[0]}`);
    const loads = new Map<string, { plain: Load[]; tapped: Load[] }>();
    for (let run = 0; run < runs; run++) {
      for (const path of paths) {
        for (const [name, origin] of Object.entries(origins)) {
          const key = `${name} ${path}`;
          if (!loads.has(key)) loads.set(key, { plain: [], tapped: [] });
          loads.get(key)!.plain.push(await oneLoad(browser, `${origin}${path}`));
          loads.get(key)!.tapped.push(await oneLoad(browser, `${origin}${path}`, tap));
        }
      }
    }
    return [...loads].map(([key, { plain, tapped }]) => ({
      site: key,
      firstPaintMs: spread(plain.map((load) => load.fcp)),
      largestPaintMs: spread(plain.map((load) => load.lcp)),
      tapToFrameMs: spread(tapped.map((load) => load.tapToFrame)),
      tapToPaintMs: spread(tapped.map((load) => load.tapToPaint)),
      opened: `${tapped.filter((load) => !Number.isNaN(load.tapToFrame)).length}/${tapped.length}`,
    }));
  } finally {
    browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startHostRuntime } = await import('../src/cli/host-runtime.ts');
  const dirs = process.argv.slice(2);
  const runs = Number(process.env.RUNS ?? 8);
  const servers = await Promise.all(
    dirs.map((dir, index) => startHostRuntime(dir, Number(process.env.PORT ?? 4333) + index, { quiet: true })),
  );
  try {
    const origins = Object.fromEntries(
      dirs.map((dir, index) => [dir.split('/').filter(Boolean).pop()!, servers[index]!.url]),
    );
    console.table(await tapAtFirstPaint(origins, (process.env.PATHS ?? '/,/pricing/company').split(','), runs));
  } finally {
    for (const server of servers) server.stop();
  }
}
