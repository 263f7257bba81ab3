// Two builds side by side on the slow phone, loads alternated A B B A…, traced without DevTools' Runtime domain (bench/quiet-trace.ts), each served by the host's runtime. `tsx bench/compare.ts DIR_A DIR_B [path…]` prints them; `npm run bench` with BENCH_AGAINST=DIR records the home pages against another site's.
import { pathToFileURL } from 'node:url';
import { startHostRuntime } from '../src/cli/host-runtime.ts';
import { median, SLOW_PHONE } from './first-tap.ts';
import { longestTaskAfterPaint, pipeBrowser, type QuietLoad } from './quiet-trace.ts';

export type CompareRow = {
  path: string;
  build: string;
  failed: number;
  firstPaintMs: number;
  largestPaintMs: number;
  longestTaskMs: number;
  longestTaskThreadMs: number;
  firstPaintRuns: string;
  largestPaintRuns: string;
};

const figures = (all: QuietLoad[]) => {
  // A load whose trace shows no paint (the browser stopped answering) is counted apart, not as a figure.
  const loads = all.filter((load) => load.firstPaintMs >= 0);
  return {
    failed: all.length - loads.length,
    firstPaintMs: median(loads.map((load) => load.firstPaintMs)),
    largestPaintMs: median(loads.map((load) => load.largestPaintMs)),
    longestTaskMs: median(loads.map((load) => load.wallMs)),
    longestTaskThreadMs: median(loads.map((load) => load.threadMs)),
    firstPaintRuns: loads.map((load) => load.firstPaintMs).join(' '),
    largestPaintRuns: loads.map((load) => load.largestPaintMs).join(' '),
  };
};

/** `runs` loads of each path on each build, alternated so a machine that slows down weighs on both alike; medians per path and build. */
export async function compareBuilds(
  dirs: readonly [string, string],
  paths: readonly string[],
  options: { runs?: number; port?: number; names?: readonly [string, string] } = {},
): Promise<CompareRow[]> {
  const runs = options.runs ?? 8;
  const port = options.port ?? 4180;
  const names = options.names ?? ['A', 'B'];
  const servers = [
    await startHostRuntime(dirs[0], port, { quiet: true }),
    await startHostRuntime(dirs[1], port + 1, { quiet: true }),
  ];
  let browser = pipeBrowser();
  /** One load; a browser that stops answering (once in some 40 loads) is replaced, and the load made again once. */
  const load = async (url: string): Promise<QuietLoad> => {
    try {
      return await longestTaskAfterPaint(browser, url);
    } catch {
      browser.close();
      browser = pipeBrowser();
      await longestTaskAfterPaint(browser, url).catch(() => undefined);
      return longestTaskAfterPaint(browser, url);
    }
  };
  try {
    // A first load of each sets the browser up and is not counted: a phone's browser is already running.
    for (const server of servers) await load(`${server.url}${paths[0]}`);
    const rows: CompareRow[] = [];
    for (const path of paths) {
      const loads: QuietLoad[][] = [[], []];
      for (let run = 0; run < runs; run++)
        for (const side of run % 2 === 0 ? [0, 1] : [1, 0])
          loads[side]!.push(await load(`${servers[side]!.url}${path}`));
      rows.push({ path, build: names[0], ...figures(loads[0]!) }, { path, build: names[1], ...figures(loads[1]!) });
    }
    return rows;
  } finally {
    browser.close();
    for (const server of servers) server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dirA, dirB, ...given] = process.argv.slice(2);
  if (!dirA || !dirB) {
    console.error(
      'usage: tsx bench/compare.ts DIR_A DIR_B [path…]   (RUNS=8 loads per path and build; PORT=4180 and PORT+1)',
    );
    process.exit(2);
  }
  const paths = given.length > 0 ? given : ['/', '/en', '/pricing/company', '/en/blog'];
  const rows = await compareBuilds([dirA, dirB], paths, {
    runs: Number(process.env.RUNS ?? 8),
    port: Number(process.env.PORT ?? 4180),
  });
  console.log(
    `A = ${dirA}, B = ${dirB}; ${process.env.RUNS ?? 8} loads each, ${SLOW_PHONE.latency} ms, ${(SLOW_PHONE.downloadThroughput * 8) / 1e6} Mbps, ${SLOW_PHONE.cpuSlowdown}x CPU, medians`,
  );
  console.table(rows);
}
