// `npm run bench [-- --no-lighthouse]`: measures validation, build, in-site navigation, bytes and Lighthouse; prints a table and writes bench/results.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { buildSite } from '../src/cli/build.ts';
import { startHostRuntime } from '../src/cli/host-runtime.ts';
import { loadSite, type Site } from '../src/site/site.ts';
import { chromiumArgs, chromiumPath } from '../tests/e2e/browser.ts';
import { blockingTasks, cpuTimeBlocking } from './blocking-tasks.ts';
import { compareBuilds } from './compare.ts';
import { devUpdateTimes } from './dev-update.ts';
import { editorTimes } from './editor.ts';
import { firstTapTimes, SLOW_PHONE } from './first-tap.ts';
import { generatedSite } from './large-site.ts';
import { routeBytes } from './measure.ts';
import { menuButtonCentre, quietLongestTasks } from './quiet-trace.ts';
import { benchmarkPage } from './report.ts';

const root = resolve('.');
const withLighthouse = !process.argv.includes('--no-lighthouse');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const realSite = (): Site => {
  const result = loadSite(root);
  if (!result.ok) throw new Error('the content is invalid: run npm run validate');
  return result.site;
};

function time<T>(run: () => T): { seconds: number; value: T } {
  const started = performance.now();
  const value = run();
  return { seconds: (performance.now() - started) / 1000, value };
}

async function validation() {
  const rows: { pages: number; routes: number; seconds: number; msPerPage: number }[] = [];
  const real = realSite();
  const realTimes = [0, 1, 2, 3, 4].map(() => time(() => loadSite(root)).seconds);
  rows.push({
    pages: real.pages.length,
    routes: real.routes.length,
    seconds: round(median(realTimes), 3),
    msPerPage: round((median(realTimes) * 1000) / real.pages.length),
  });
  for (const pages of [100, 1000, 5000]) {
    const dir = generatedSite(root, pages);
    const runs = [0, 1, 2].map(() => time(() => loadSite(dir)));
    const result = runs[0]!.value;
    if (!result.ok) throw new Error(`generated site of ${pages} pages is invalid`);
    const seconds = median(runs.map((run) => run.seconds));
    rows.push({
      pages,
      routes: result.site.routes.length,
      seconds: round(seconds, 3),
      msPerPage: round((seconds * 1000) / pages),
    });
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

async function builds() {
  const out = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  const real = await buildSite(root, { outDir: join(out, 'real'), quiet: true });
  const dir = generatedSite(root, 1000);
  const large = await buildSite(root, { outDir: join(out, 'large'), quiet: true, contentRoot: dir });
  rmSync(dir, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  return [
    { site: 'real', routes: real.routes, ...real.seconds },
    { site: '1,000 pages', routes: large.routes, ...large.seconds },
  ].map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'number' && key !== 'routes' ? round(value) : value,
      ]),
    ),
  );
}

async function navigation(port: number) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx names functions with a __name helper that does not exist in the page the functions are sent to.
  await context.addInitScript('globalThis.__name = (fn) => fn');
  const page = await context.newPage();
  await page.route(/^https:\/\//, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const targets = ['/en/pricing', '/en/services', '/en/about', '/en/contact', '/en'];
  const inSite: number[] = [];
  const fullLoad: number[] = [];
  for (let round = 0; round < 3; round++) {
    await page.goto(`http://127.0.0.1:${port}/en`, { waitUntil: 'networkidle' });
    // The app hydrates as a transition, in slices: a link clicked before its own slice is a full page load.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('header nav a')].every((link) =>
        Object.keys(link).some((key) => key.startsWith('__reactProps')),
      ),
    );
    for (const target of targets) {
      const elapsed = await page.evaluate(async (href) => {
        const link = document.querySelector<HTMLAnchorElement>(`header nav a[href="${href}"]`)!;
        const before = document.querySelector('h1')?.textContent;
        const started = performance.now();
        link.click();
        await new Promise<void>((done) => {
          const check = () =>
            location.pathname === href && document.querySelector('h1')?.textContent !== before
              ? done()
              : requestAnimationFrame(check);
          requestAnimationFrame(check);
        });
        // The frame after the change is the one that paints it.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return performance.now() - started;
      }, target);
      inSite.push(elapsed);
    }
    for (const target of targets) {
      await page.goto(`http://127.0.0.1:${port}${target}`, { waitUntil: 'load' });
      const paint = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              done(entries[entries.length - 1]!.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      fullLoad.push(paint);
    }
  }
  await browser.close();
  return {
    cpuSlowdown: 4,
    inSiteMedianMs: round(median(inSite), 0),
    inSiteMaxMs: round(Math.max(...inSite), 0),
    fullLoadLcpMedianMs: round(median(fullLoad), 0),
    samples: inSite.length,
  };
}

/** Lighthouse's own advice for its variance: several runs per page, the median of each figure. */
const LIGHTHOUSE_RUNS = 3;

async function lighthouseScores(port: number, site: Site) {
  const { default: lighthouse } = await import('lighthouse');
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const debugPort = 9333;
  const browser = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await new Promise((done) => setTimeout(done, 1500));
  type Figures = {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    cls: number;
    lcpMs: number;
    tbtMs: number;
    cpuTbtMs: number;
  };
  const rows: ({ path: string; tbtRunsMs: string; cpuTbtRunsMs: string; blockedBy: string } & Figures)[] = [];
  // Every run's blocking time, task by task, summed over the routes: what to work on next.
  const blockers = new Map<string, { blockingMs: number; runs: number; observedMs: number[]; cpuMs: number[] }>();
  try {
    for (const route of site.routes) {
      const runs: Figures[] = [];
      const blockedBy: string[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const result = await lighthouse(`http://127.0.0.1:${port}${route.path}`, {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result!.lhr;
        const tasks = await blockingTasks(result!);
        blockedBy.push(
          tasks
            .map((task) => `${task.task} ${task.blockingMs} (ran ${task.cpuMs} of ${task.observedMs} ms)`)
            .join(', ') || '-',
        );
        for (const task of tasks) {
          const total = blockers.get(task.task) ?? { blockingMs: 0, runs: 0, observedMs: [], cpuMs: [] };
          total.blockingMs += task.blockingMs;
          total.runs += 1;
          total.observedMs.push(task.observedMs);
          total.cpuMs.push(task.cpuMs);
          blockers.set(task.task, total);
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          cls: round(Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? -1), 3),
          lcpMs: round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? -1), 0),
          tbtMs: round(Number(lhr.audits['total-blocking-time']?.numericValue ?? -1), 0),
          cpuTbtMs: await cpuTimeBlocking(result!),
        });
      }
      const middle = (key: keyof Figures) => median(runs.map((run) => run[key]));
      rows.push({
        path: route.path,
        performance: middle('performance'),
        accessibility: middle('accessibility'),
        bestPractices: middle('bestPractices'),
        seo: middle('seo'),
        cls: middle('cls'),
        lcpMs: middle('lcpMs'),
        tbtMs: middle('tbtMs'),
        tbtRunsMs: runs.map((run) => run.tbtMs).join(' '),
        cpuTbtMs: middle('cpuTbtMs'),
        cpuTbtRunsMs: runs.map((run) => run.cpuTbtMs).join(' '),
        blockedBy: blockedBy.join(' | '),
      });
      process.stdout.write('.');
    }
  } finally {
    const exited = new Promise((done) => browser.once('exit', done));
    browser.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  process.stdout.write('\n');
  const blocking = [...blockers]
    .map(([task, total]) => ({
      task,
      blockingMs: total.blockingMs,
      runs: total.runs,
      observedMedianMs: median(total.observedMs),
      observedMaxMs: Math.max(...total.observedMs),
      cpuMedianMs: median(total.cpuMs),
      cpuMaxMs: Math.max(...total.cpuMs),
    }))
    .sort((a, b) => b.blockingMs - a.blockingMs);
  return { rows, blocking };
}

const cores = (await import('node:os')).cpus().length;
const results: Record<string, unknown> = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cores} cores, Node ${process.version}`,
};

console.log('Validation…');
results.validation = await validation();
console.table(results.validation);

console.log('Clean builds (validate + client + prerender)…');
results.build = await builds();
console.table(results.build);

console.log('Dev server, 1,000 pages: a YAML file saved → its page redrawn…');
results.devUpdate = await devUpdateTimes(root);
console.table([results.devUpdate]);

results.editor = await editorTimes(root);
console.table([results.editor]);

await buildSite(root, { quiet: true });
const site = realSite();
const bytes = site.routes.map((route) => ({ path: route.path, ...routeBytes(join(root, 'dist'), route.path) }));
results.bytes = bytes;
console.log('Gzip bytes per route (JavaScript before interaction, HTML):');
console.table({
  js: { min: Math.min(...bytes.map((row) => row.js)), max: Math.max(...bytes.map((row) => row.js)) },
  html: { min: Math.min(...bytes.map((row) => row.html)), max: Math.max(...bytes.map((row) => row.html)) },
});

const port = 4190;
const server = await startHostRuntime(join(root, 'dist'), port, { quiet: true });
try {
  console.log('In-site navigation (Chromium, 4x CPU slowdown)…');
  results.navigation = await navigation(port);
  console.table([results.navigation]);
  console.log(
    `The first second on a slow phone (${SLOW_PHONE.latency} ms, ${(SLOW_PHONE.downloadThroughput * 8) / 1e6} Mbps, ${SLOW_PHONE.cpuSlowdown}x CPU): the menu tapped at first paint…`,
  );
  results.firstTap = await firstTapTimes(`http://127.0.0.1:${port}`);
  console.table(results.firstTap);
  console.log(
    'The longest task after first paint on the same phone, traced without the DevTools Runtime domain (what a visitor gets; see bench/quiet-trace.ts)…',
  );
  results.quietLongestTask = await quietLongestTasks(`http://127.0.0.1:${port}`, [
    '/',
    '/en',
    '/pricing/company',
    '/en/blog',
  ]);
  console.table(results.quietLongestTask);
  console.log('The same, with the menu tapped at first paint (a native invoker: it opens before the app has started)…');
  results.quietFirstTap = await quietLongestTasks(`http://127.0.0.1:${port}`, ['/', '/pricing/company'], {
    tap: await menuButtonCentre(`http://127.0.0.1:${port}`, '/'),
  });
  console.table(results.quietFirstTap);
  const against = process.env.BENCH_AGAINST;
  if (against) {
    // Another site's build (docs/performance.md says how the Starlight starter is built): both home pages, same phone, same run.
    console.log(`The home page against ${against}, alternated, same phone…`);
    const rows = await compareBuilds([join(root, 'dist'), resolve(against)], ['/'], {
      runs: 12,
      port: port + 10,
      names: ['this site', against],
    });
    const ratio = (key: 'firstPaintMs' | 'largestPaintMs') => round(rows[0]![key] / rows[1]![key]);
    results.against = [
      ...rows,
      { path: '/', build: 'ratio', firstPaintMs: ratio('firstPaintMs'), largestPaintMs: ratio('largestPaintMs') },
    ];
    console.table(results.against);
  }
  if (withLighthouse) {
    console.log(`Lighthouse 12, mobile, every route (${site.routes.length}), median of ${LIGHTHOUSE_RUNS} runs…`);
    const { rows: scores, blocking } = await lighthouseScores(port, site);
    results.lighthouse = scores;
    results.lighthouseBlocking = blocking;
    const worst = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo') =>
      Math.min(...scores.map((row) => row[key]));
    console.table({
      min: {
        performance: worst('performance'),
        accessibility: worst('accessibility'),
        bestPractices: worst('bestPractices'),
        seo: worst('seo'),
        maxCls: Math.max(...scores.map((row) => row.cls)),
        maxTbtMs: Math.max(...scores.map((row) => row.tbtMs)),
        routesWithTbt0: scores.filter((row) => row.tbtMs === 0).length,
        maxCpuTbtMs: Math.max(...scores.map((row) => row.cpuTbtMs)),
        routesWithCpuTbt0: scores.filter((row) => row.cpuTbtMs === 0).length,
      },
    });
    const below = scores.filter(
      (row) => row.performance < 100 || row.accessibility < 100 || row.bestPractices < 100 || row.seo < 100,
    );
    if (below.length > 0) console.table(below);
    console.log(
      `What the blocking time of the ${scores.length * LIGHTHOUSE_RUNS} runs is made of (Lantern's simulation replayed; each task named by its biggest recorded part):`,
    );
    console.table(blocking);
  }
} finally {
  server.stop();
}

mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
mkdirSync(join(root, 'docs'), { recursive: true });
writeFileSync(join(root, 'docs/benchmark.md'), benchmarkPage(results));
console.log('Wrote bench/results.json and docs/benchmark.md');
