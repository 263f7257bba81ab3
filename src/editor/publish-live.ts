// Follows the live site after a publication was sent: the editor's server asks `${liveUrl}/version.json` every ~10 s for up to 15 minutes and says whether our commit, or a later one, is online.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { type LiveWatch, oldestWaiting, publicationOf } from './contract.ts';
import { fileEntries } from './files.ts';
import { LIMITS, runGit } from './publish-git.ts';
import { type Earlier, readRecord, updateRecord } from './publish-record.ts';

/**
 * How often the live site is asked, after how long a publication is said late, and how long one answer may take; once
 * late, how often it is still asked, and until when (a pipeline held up for half an hour still ends « En ligne ✓ »).
 */
export type LiveOptions = { every: number; limit: number; timeout: number; lateEvery: number; lateLimit: number };
export const LIVE: LiveOptions = {
  every: 10_000,
  limit: 15 * 60_000,
  timeout: 8_000,
  // Trial 16 read « peut-être refusé » up to a minute after her pages were online (asked every 60 s then).
  lateEvery: 15_000,
  lateLimit: 24 * 60 * 60_000,
};

/** What the build writes (src/cli/build.ts); anything else at that address is a site that does not say its version. */
const versionFile = z.looseObject({
  commit: z
    .string()
    .regex(/^[0-9a-f]{7,64}$/)
    .nullable(),
});

type Watch = {
  view: LiveWatch;
  full: string;
  timer?: NodeJS.Timeout;
  stopped: boolean;
  fetched: Set<string>;
  /** The first question to the live site, settled once it answered (or could not be reached). */
  first: Promise<void>;
};
const watches = new Map<string, Watch>();
/** A follow being taken up again after a restart: every tab opened meanwhile waits for the same one. */
const resuming = new Map<string, Promise<LiveWatch | null>>();
/** How long the last publication of each repository took to go online: the next one says to expect about as long. */
const took = new Map<string, number>();

/** The live site's address: SITE_LIVE_URL when set (a host's own address), else site.yaml's origin; undefined when neither is known. */
export function liveUrlOf(root: string): string | undefined {
  const fromEnv = process.env.SITE_LIVE_URL?.trim();
  if (fromEnv) return fromEnv.replace(/\/+$/, '');
  try {
    const origin = (parse(readFileSync(join(root, 'site.yaml'), 'utf8')) as { origin?: unknown } | null)?.origin;
    return typeof origin === 'string' && /^https?:\/\//.test(origin) ? origin.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the live commit holds `full`: the same, or a later one built on it (a colleague's deploy after ours counts). */
async function holds(root: string, watch: Watch, live: string, full = watch.full): Promise<boolean> {
  if (live === full || (live.length < 40 && full.startsWith(live))) return true;
  const known = () =>
    runGit(root, ['cat-file', '-e', `${live}^{commit}`]).then(
      () => true,
      () => false,
    );
  // A commit made elsewhere is fetched once, under the network time limit, before it is judged.
  if (!(await known()) && !watch.fetched.has(live)) {
    watch.fetched.add(live);
    await runGit(root, ['fetch', '--quiet', 'origin'], { limit: LIMITS.network }).catch(() => undefined);
  }
  return runGit(root, ['merge-base', '--is-ancestor', full, live]).then(
    () => true,
    () => false,
  );
}

async function check(root: string, watch: Watch, options: LiveOptions): Promise<void> {
  if (watch.stopped) return;
  const view = watch.view;
  view.requests += 1;
  const asked = new Date().toISOString();
  try {
    // From Node, not the page: the live site need not allow the editor's origin (no CORS), and no cache answers for it.
    const response = await fetch(`${view.liveUrl}/version.json`, {
      headers: { 'cache-control': 'no-cache', accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeout),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
    const version = versionFile.parse(await response.json());
    view.reachable = true;
    delete view.problem;
    delete view.unreachableSince;
    view.online = version.commit;
    if (version.commit !== null) {
      const online = await holds(root, watch, version.commit);
      // An earlier publication not yet seen online: online with this one, or alone before it (its own deploy done first).
      let seen = false;
      for (const earlier of view.earlier ?? [])
        if (!earlier.liveAt && (await holds(root, watch, version.commit, earlier.full))) {
          earlier.liveAt = new Date().toISOString();
          seen = true;
          // Online on its own: the time it took is the next estimate (trial 15 read « la précédente a pris 6 min 14 s »
          // all session, while four publications took 15, 7, 5 and 9 minutes).
          if (!online) {
            view.previousMs = Date.parse(earlier.liveAt) - Date.parse(earlier.since);
            took.set(resolve(root), view.previousMs);
          }
        }
      if (seen && !online) keep(root, watch);
      if (online) {
        view.state = 'live';
        view.liveAt = new Date().toISOString();
        took.set(resolve(root), Date.parse(view.liveAt) - Date.parse(view.since));
        keep(root, watch);
      }
    }
  } catch (error) {
    view.reachable = false;
    // From the first question left unanswered: a timeout counts from when it was asked.
    view.unreachableSince ??= asked;
    view.problem =
      error instanceof Error
        ? `${error.name === 'TimeoutError' ? `no answer within ${options.timeout / 1000} s` : error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
        : String(error);
  }
  if (watch.stopped || view.state === 'live') return;
  const waited = Date.now() - Date.parse(oldestWaiting(view));
  // Late only on the live site's own word: an unreachable site (a laptop just woken, offline) is asked again, never judged.
  if (view.reachable && waited >= options.limit) view.state = 'late';
  // Late is said, and the live site still asked, less often: trial 12's article went online after 24 minutes while the
  // editor, which had stopped asking at 15, still said it was not.
  if (view.state === 'late' && waited >= options.lateLimit) return;
  // Unref'd: a dev server or a test run that ends is never held open by the poll.
  watch.timer = setTimeout(
    () => void check(root, watch, options),
    view.state === 'late' ? options.lateEvery : options.every,
  );
  watch.timer.unref();
}

/**
 * Writes the earlier publications this follow carries, and when it was seen online, to the editor's record: a restart
 * follows them on (trial 9).
 */
function keep(root: string, watch: Watch): void {
  const earlier = structuredClone(watch.view.earlier ?? []);
  const liveAt = watch.view.liveAt;
  void updateRecord(root, (record) => {
    // Only while it is still the follow of the record's last publication (a newer one writes its own).
    if (watches.get(resolve(root)) !== watch) return;
    if (earlier.length > 0) record.earlier = earlier;
    else delete record.earlier;
    if (liveAt && record.last && watch.full.startsWith(record.last.commit)) record.lastLive = liveAt;
  }).catch(() => undefined);
}

/** The publications listed before the latest: those online stay for half a day, eight at most. */
const KEPT = { ms: 12 * 60 * 60_000, count: 8 };

/**
 * Starts following `commit` (full id) on the live site, in place of any earlier publication of this repository (ours
 * holds it). `files` are the files it carried: their pages are linked on the live site once it is online. `words`: what
 * the marketer wrote of it. `restored`: the earlier publications the record kept for this same commit, when the follow
 * is taken up again after a restart; `liveAt`: when the record says it was seen online (nothing is asked then).
 */
export function followLive(
  root: string,
  commit: string,
  files: readonly string[],
  options: LiveOptions = LIVE,
  {
    since = new Date(),
    restored,
    liveAt,
    words,
  }: { since?: Date; restored?: readonly Earlier[]; liveAt?: string | undefined; words?: string } = {},
): LiveWatch | undefined {
  const key = resolve(root);
  // The publications sent before this one stay listed, each with its own state (trial 14: her price went online, then
  // vanished from view when she sent the next one); those not yet online are followed on with it.
  const before = watches.get(key)?.view;
  const earlier = restored ? structuredClone([...restored]) : structuredClone(before?.earlier ?? []);
  if (!restored && before) earlier.push(publicationOf(before));
  const kept = earlier.filter((one) => !one.liveAt || Date.now() - Date.parse(one.since) < KEPT.ms).slice(-KEPT.count);
  stopFollowing(root);
  const liveUrl = liveUrlOf(root);
  if (!liveUrl) return undefined;
  const entries = new Map(fileEntries(root).map((entry) => [entry.file, entry]));
  // Pages and settings by their titles; pictures go with them unnamed (a file name read as jargon, trial 15's run).
  const titles = [...new Set(files)].flatMap((file) => entries.get(file)?.title ?? []);
  const pages = [...new Set(files)].flatMap((file) => {
    const entry = entries.get(file);
    return entry?.address
      ? [
          {
            file,
            title: entry.title,
            live: { fr: `${liveUrl}${entry.address.fr}`, en: `${liveUrl}${entry.address.en}` },
          },
        ]
      : [];
  });
  const previous = took.get(key);
  const view: LiveWatch = {
    ...(previous !== undefined ? { previousMs: previous } : {}),
    commit: commit.slice(0, 7),
    full: commit,
    liveUrl,
    since: since.toISOString(),
    state: 'waiting',
    reachable: null,
    online: null,
    requests: 0,
    every: options.every,
    limit: options.limit,
    pages,
    titles,
    ...(words ? { words } : {}),
    ...(kept.length > 0 ? { earlier: kept } : {}),
    ...(liveAt ? { state: 'live' as const, liveAt } : {}),
  };
  const watch: Watch = { view, full: commit, stopped: false, fetched: new Set(), first: Promise.resolve() };
  watches.set(key, watch);
  keep(root, watch);
  // Seen online before a restart: said as it was then (asked again, it would be named as if it had just gone online).
  if (!liveAt) watch.first = check(root, watch, options);
  return view;
}

/** What the live site said last about the latest publication sent from this repository, or null when none is followed. */
export function liveStatus(root: string): LiveWatch | null {
  const watch = watches.get(resolve(root));
  return watch ? structuredClone(watch.view) : null;
}

/**
 * The last publication sent, followed again after the editor's server started anew (the follow lives in memory): asked
 * once at least, so the marketer coming back later learns whether it is online, and followed on if its time is not up.
 */
export function resumeFollowing(root: string, options: LiveOptions = LIVE): Promise<LiveWatch | null> {
  const key = resolve(root);
  let going = resuming.get(key);
  if (!going) {
    going = resume(root, options).finally(() => resuming.delete(key));
    resuming.set(key, going);
  }
  return going;
}

/**
 * The follow of the recorded last publication (with the earlier ones it carried) taken up again in memory, its first
 * question to the live site under way; the follow already in memory when there is one. Undefined when nothing was sent.
 */
async function restore(root: string, options: LiveOptions, carried = false): Promise<Watch | undefined> {
  const current = watches.get(resolve(root));
  if (current) return current;
  const record = await readRecord(root);
  const last = record.last;
  if (!last?.pushed) return undefined;
  const commit = await runGit(root, ['rev-parse', '--verify', '--quiet', `${last.commit}^{commit}`]).then(
    ({ stdout }) => stdout.trim(),
    () => undefined,
  );
  if (!commit) return undefined;
  // A publication sent meanwhile from another tab is the latest: it is the one to say.
  const meanwhile = watches.get(resolve(root));
  if (meanwhile) return meanwhile;
  followLive(root, commit, last.files, options, {
    since: new Date(last.at),
    restored: record.earlier ?? [],
    liveAt: carried ? record.lastLive : undefined,
    words: last.message,
  });
  return watches.get(resolve(root));
}

/**
 * Before a new publication replaces the record's last one: its follow is taken up again if a restart dropped it, so the
 * new follow carries it (and the ones before it) as earlier publications. The live site is not awaited.
 */
export async function restoreFollowing(root: string, options: LiveOptions = LIVE): Promise<void> {
  // Already seen online: carried as online since then, never asked again.
  await restore(root, options, true).catch(() => undefined);
}

/** Follows the recorded last publication again, answered only once the live site said where it is (no verdict before). */
async function resume(root: string, options: LiveOptions): Promise<LiveWatch | null> {
  const watch = await restore(root, options);
  if (!watch) return null;
  await watch.first;
  return liveStatus(root);
}

/**
 * The latest publication sent through this editor's server, from any tab, as the live site last said: followed again
 * after a restart, and said only once the live site answered (a tab reopened is never told a verdict it has no ground for).
 */
export async function liveNow(root: string, options: LiveOptions = LIVE): Promise<LiveWatch | null> {
  return liveStatus(root) ?? (await resumeFollowing(root, options));
}

/** Stops asking the live site (a newer publication replaces this one; tests end). */
export function stopFollowing(root: string): void {
  const watch = watches.get(resolve(root));
  if (!watch) return;
  watch.stopped = true;
  clearTimeout(watch.timer);
  watches.delete(resolve(root));
}
