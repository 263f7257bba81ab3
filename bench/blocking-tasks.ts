// Which tasks make a Lighthouse run's total blocking time: Lantern's simulation replayed, each blocking task named by its biggest part.
// Lighthouse does not measure TBT on the page: it simulates a slow phone from one unthrottled trace (Lantern), multiplies
// every observed task by four, and counts what exceeds 50 ms between its simulated first paint and interactive. A figure
// alone says nothing of where it comes from, and varies from run to run; this names the tasks of each run.
// A task's observed duration is wall time: on a 2-core machine shared by Lighthouse, the browser's other processes and
// the page, the page's thread is often waiting for a core (a boot.js task of 15.4 ms wall time ran 3.8 ms). The trace
// also records each task's CPU time (`tdur`); the same simulation replayed with it counts only the page's own work.
import type { RunnerResult } from 'lighthouse';
// Lighthouse's own modules, not its public API (pinned in package.json): the same computations its TBT audit makes.
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

const BLOCKING_THRESHOLD_MS = 50;

type TraceEvent = { name: string; ph?: string; dur?: number; tdur?: number; args?: { data?: { url?: string } } };
type CpuNode = { type: string; event: TraceEvent; childEvents: TraceEvent[] };
type Estimate = {
  timeInMs: number;
  nodeTimings: Map<CpuNode | { type: string }, { startTime: number; endTime: number; duration: number }>;
};
type Metric = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

/** What a task did, in a few words: its biggest recorded part, and the script it ran, if any (e.g. `TimerFire (boot.js)`). */
function taskName(node: CpuNode): string {
  const bySize = [...node.childEvents].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
  const biggest = bySize[0];
  if (!biggest) return 'unrecorded work';
  const script = bySize
    .find((event) => event.args?.data?.url)
    ?.args?.data?.url?.split('/')
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, '.js');
  return script ? `${biggest.name} (${script})` : biggest.name;
}

async function simulate(artifacts: RunnerResult['artifacts'], result: RunnerResult) {
  const context = { computedCache: new Map(), settings: result.lhr.configSettings, options: {} };
  const data = Audit.makeMetricComputationDataInput(artifacts, context);
  const [fcp, interactive, tbt] = (await Promise.all([
    LanternFirstContentfulPaint.request(data, context),
    LanternInteractive.request(data, context),
    LanternTotalBlockingTime.request(data, context),
  ])) as Metric[];
  return { fcp: fcp!, interactive: interactive!, tbt: tbt! };
}

/** The tasks that block in the run's simulation, each with its share of the reported TBT (the mean of Lantern's two
 *  estimates), its observed wall time and the CPU time the page's thread actually spent in it. */
export async function blockingTasks(
  result: RunnerResult,
): Promise<{ task: string; observedMs: number; cpuMs: number; blockingMs: number }[]> {
  const { fcp, interactive, tbt } = await simulate(result.artifacts, result);
  const shares = new Map<CpuNode, number>();
  // As Lighthouse does: the optimistic TBT runs from the pessimistic first paint to the optimistic interactive, and the reverse.
  for (const [estimate, from, to] of [
    [tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, interactive.optimisticEstimate.timeInMs],
    [tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs],
  ] as const) {
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== 'cpu') continue;
      const clipped = Math.min(timing.endTime, to) - Math.max(timing.startTime, from);
      if (clipped <= BLOCKING_THRESHOLD_MS) continue;
      const cpu = node as CpuNode;
      shares.set(cpu, (shares.get(cpu) ?? 0) + (clipped - BLOCKING_THRESHOLD_MS) / 2);
    }
  }
  const ms = (microseconds: number | undefined) => Math.round((microseconds ?? 0) / 100) / 10;
  return [...shares]
    .map(([node, blockingMs]) => ({
      task: taskName(node),
      observedMs: ms(node.event.dur),
      cpuMs: ms(node.event.tdur ?? node.event.dur),
      blockingMs: Math.round(blockingMs),
    }))
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

/** The run's TBT replayed with every task lasting its CPU time rather than its wall time: the blocking the page's own
 *  work causes, without the time the machine gave its thread to other processes. */
export async function cpuTimeBlocking(result: RunnerResult): Promise<number> {
  const artifacts = result.artifacts;
  const traceEvents = (artifacts.Trace.traceEvents as TraceEvent[]).map((event) =>
    event.ph === 'X' && event.tdur !== undefined && event.dur !== undefined && event.tdur < event.dur
      ? { ...event, dur: event.tdur }
      : event,
  );
  const { tbt } = await simulate(
    { ...artifacts, Trace: { ...artifacts.Trace, traceEvents } } as RunnerResult['artifacts'],
    result,
  );
  return Math.round(tbt.timing);
}
