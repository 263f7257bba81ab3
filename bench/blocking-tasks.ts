// Which tasks make a Lighthouse run's total blocking time: Lantern's simulation replayed, each blocking task named by its biggest part.
// Lighthouse does not measure TBT on the page: it simulates a slow phone from one unthrottled trace (Lantern), multiplies
// every observed task by four, and counts what exceeds 50 ms between its simulated first paint and interactive. A figure
// alone says nothing of where it comes from, and varies from run to run; this names the tasks of each run.
import type { RunnerResult } from 'lighthouse';
// Lighthouse's own modules, not its public API (pinned in package.json): the same computations its TBT audit makes.
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { Audit } from 'lighthouse/core/audits/audit.js';

const BLOCKING_THRESHOLD_MS = 50;

type TraceEvent = { name: string; dur?: number; args?: { data?: { url?: string } } };
type CpuNode = { type: string; event: TraceEvent; childEvents: TraceEvent[] };
type Estimate = { timeInMs: number; nodeTimings: Map<CpuNode | { type: string }, { startTime: number; endTime: number; duration: number }> };
type Metric = { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

/** What a task did, in a few words: its biggest recorded part, and the script it ran, if any (e.g. `TimerFire (boot.js)`). */
function taskName(node: CpuNode): string {
  const bySize = [...node.childEvents].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
  const biggest = bySize[0];
  if (!biggest) return 'unrecorded work';
  const script = bySize.find((event) => event.args?.data?.url)?.args?.data?.url?.split('/').pop()?.replace(/-[\w-]{8}\.js$/, '.js');
  return script ? `${biggest.name} (${script})` : biggest.name;
}

/** The tasks that block in the run's simulation, each with its share of the reported TBT (the mean of Lantern's two estimates). */
export async function blockingTasks(result: RunnerResult): Promise<{ task: string; observedMs: number; blockingMs: number }[]> {
  const context = { computedCache: new Map(), settings: result.lhr.configSettings, options: {} };
  const data = Audit.makeMetricComputationDataInput(result.artifacts, context);
  const [fcp, interactive, tbt] = (await Promise.all([
    LanternFirstContentfulPaint.request(data, context),
    LanternInteractive.request(data, context),
    LanternTotalBlockingTime.request(data, context),
  ])) as Metric[];
  const shares = new Map<CpuNode, number>();
  // As Lighthouse does: the optimistic TBT runs from the pessimistic first paint to the optimistic interactive, and the reverse.
  for (const [estimate, from, to] of [
    [tbt!.optimisticEstimate, fcp!.pessimisticEstimate.timeInMs, interactive!.optimisticEstimate.timeInMs],
    [tbt!.pessimisticEstimate, fcp!.optimisticEstimate.timeInMs, interactive!.pessimisticEstimate.timeInMs],
  ] as const) {
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== 'cpu') continue;
      const clipped = Math.min(timing.endTime, to) - Math.max(timing.startTime, from);
      if (clipped <= BLOCKING_THRESHOLD_MS) continue;
      const cpu = node as CpuNode;
      shares.set(cpu, (shares.get(cpu) ?? 0) + (clipped - BLOCKING_THRESHOLD_MS) / 2);
    }
  }
  return [...shares]
    .map(([node, blockingMs]) => ({ task: taskName(node), observedMs: Math.round((node.event.dur ?? 0) / 100) / 10, blockingMs: Math.round(blockingMs) }))
    .sort((a, b) => b.blockingMs - a.blockingMs);
}
