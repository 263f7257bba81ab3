// `tsx bench/compare.ts DIR_A DIR_B [path…]`: two builds on the slow phone, loads alternated A B B A…, traced without DevTools' Runtime domain (bench/quiet-trace.ts), each served by the host's runtime.
import { startHostRuntime } from '../src/cli/host-runtime.ts';
import { median, SLOW_PHONE } from './first-tap.ts';
import { longestTaskAfterPaint, pipeBrowser, type QuietLoad } from './quiet-trace.ts';

const [dirA, dirB, ...given] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error(
    'usage: tsx bench/compare.ts DIR_A DIR_B [path…]   (RUNS=8 loads per path and build; PORT=4180 and PORT+1)',
  );
  process.exit(2);
}
const paths = given.length > 0 ? given : ['/', '/en', '/pricing/company', '/en/blog'];
const runs = Number(process.env.RUNS ?? 8);
const port = Number(process.env.PORT ?? 4180);
const servers = [
  await startHostRuntime(dirA, port, { quiet: true }),
  await startHostRuntime(dirB, port + 1, { quiet: true }),
];
let browser = pipeBrowser();
/** One load; a browser that stops answering (once in some 40 loads) is replaced, and the load made again once. */
async function load(url: string): Promise<QuietLoad> {
  try {
    return await longestTaskAfterPaint(browser, url);
  } catch {
    browser.close();
    browser = pipeBrowser();
    await longestTaskAfterPaint(browser, url).catch(() => undefined);
    return longestTaskAfterPaint(browser, url);
  }
}
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
    longestTaskRuns: loads.map((load) => load.wallMs).join(' '),
  };
};
try {
  // A first load of each sets the browser up and is not counted: a phone's browser is already running.
  for (const server of servers) await load(`${server.url}${paths[0]}`);
  const rows = [];
  for (const path of paths) {
    const loads: QuietLoad[][] = [[], []];
    for (let run = 0; run < runs; run++) {
      // Alternated, so a machine that slows down during the run weighs on both builds alike.
      for (const side of run % 2 === 0 ? [0, 1] : [1, 0]) loads[side]!.push(await load(`${servers[side]!.url}${path}`));
    }
    rows.push({ path, build: 'A', ...figures(loads[0]!) }, { path, build: 'B', ...figures(loads[1]!) });
  }
  console.log(
    `A = ${dirA}, B = ${dirB}; ${runs} loads each, ${SLOW_PHONE.latency} ms, ${(SLOW_PHONE.downloadThroughput * 8) / 1e6} Mbps, ${SLOW_PHONE.cpuSlowdown}x CPU, medians`,
  );
  console.table(rows);
} finally {
  browser.close();
  for (const server of servers) server.stop();
}
