// After a publication is sent, the editor follows the live site (its version.json) and says when it is online, when it is still not online after the limit, and when the live site does not answer; the poll stops when nothing waits.
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { LiveWatch } from '../../src/editor/contract.ts';
import * as publishing from '../../src/editor/publish.ts';
import { followLive, liveStatus, resumeFollowing, stopFollowing } from '../../src/editor/publish-live.ts';
import { type LiveSite, liveSite } from './live-site.ts';
import { type GitServer, gitHttpServer } from './publish-git-server.ts';
import { bareRemote, contentRepo, git, raisePrice } from './publish-repo.ts';

const build = publishing.productionBuild(process.cwd());
/** Quick enough for a test; the editor asks every 10 s for 15 minutes, then every minute for a day. */
const quick = { every: 200, limit: 4_000, timeout: 1_000, lateEvery: 600, lateLimit: 60_000 };
let server: GitServer;
let site: LiveSite;
const cleanup: string[] = [];
const roots: string[] = [];
const served = contentRepo().work;
const folder = mkdtempSync(join(tmpdir(), 'live-site-'));
const deploy = (commit: string | null) =>
  writeFileSync(join(folder, 'version.json'), JSON.stringify({ commit, built: new Date().toISOString() }));

beforeAll(async () => {
  server = await gitHttpServer(served);
  site = await liveSite(folder);
  process.env.SITE_LIVE_URL = site.url;
});
afterEach(() => {
  for (const root of roots.splice(0)) stopFollowing(root);
});
afterAll(async () => {
  delete process.env.SITE_LIVE_URL;
  await Promise.all([server.close(), site.close()]);
  for (const path of [served, folder, ...cleanup]) rmSync(path, { recursive: true, force: true });
});

/** The fixture site with its remote over HTTP; the live site shows what was there before. */
function repository(name: string) {
  const { root, work } = contentRepo();
  cleanup.push(root, work);
  roots.push(root);
  const remote = bareRemote(root, served, name, server.url(name));
  deploy(git(root, 'rev-parse', 'HEAD').trim());
  return { root, remote };
}

/** A line added to `file`, published alone with `words` and sent (followed for two minutes): its commit. */
async function sendChange(root: string, file: string, words: string): Promise<string> {
  appendFileSync(join(root, file), `# ${words}\n`);
  const result = await publishing.publish(root, words, build, { paths: [file], live: { ...quick, limit: 120_000 } });
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true, pushed: true });
  return git(root, 'rev-parse', 'HEAD').trim();
}

async function until(root: string, done: (watch: LiveWatch) => boolean, within = 10_000): Promise<LiveWatch> {
  const end = Date.now() + within;
  for (;;) {
    const watch = liveStatus(root);
    if (watch && done(watch)) return watch;
    if (Date.now() > end) throw new Error(`still ${JSON.stringify(watch)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a publication sent is « waiting » until the live site names its commit, then online with its pages at the live address; the poll then stops', {
  timeout: 120_000,
}, async () => {
  const { root } = repository('live.git');
  raisePrice(root);
  appendFileSync(join(root, 'pages', 'pricing.yaml'), '# revu\n');
  const result = await publishing.publish(root, 'Nouveau prix', build, {
    paths: ['site.yaml', 'pages/pricing.yaml'],
    live: quick,
  });
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true, pushed: true });
  const sentAt = Date.now();
  const commit = git(root, 'rev-parse', 'HEAD').trim();

  // The live site still shows the commit before: waiting, reachable, never “live”.
  const waiting = await until(root, (watch) => watch.reachable === true);
  expect(waiting).toMatchObject({ state: 'waiting', full: commit, liveUrl: site.url });
  expect(waiting.online).not.toBe(commit);
  await pause(600);
  expect(liveStatus(root)?.state).toBe('waiting');

  deploy(commit);
  const live = await until(root, (watch) => watch.state === 'live');
  const seconds = (Date.now() - sentAt) / 1000;
  console.log(`push → « En ligne » ${seconds.toFixed(2)} s (asked every ${quick.every} ms), ${live.requests} requests`);
  expect(live.liveAt).toBeDefined();
  expect(live.pages).toEqual([
    {
      file: 'pages/pricing.yaml',
      title: expect.anything(),
      live: { fr: `${site.url}/pricing`, en: expect.stringMatching(new RegExp(`^${site.url}/en/`)) },
    },
  ]);

  // Nothing waits any more: the live site is not asked again.
  const asked = site.requests();
  await pause(1_000);
  expect(site.requests()).toBe(asked);

  // The editor's server starts anew (the follow was in memory): the last publication sent is asked about again.
  stopFollowing(root);
  expect(liveStatus(root)).toBeNull();
  await resumeFollowing(root, quick);
  expect(await until(root, (watch) => watch.state === 'live')).toMatchObject({
    full: commit,
    since: expect.any(String),
  });
});

test('a later deploy that holds our commit (a colleague published after us) counts as online, even when this copy has not fetched it', {
  timeout: 60_000,
}, async () => {
  const { root, remote } = repository('later.git');
  git(root, 'commit', '--quiet', '--allow-empty', '-m', 'Notre publication');
  git(root, 'push', '--quiet', remote, 'HEAD:main');
  const ours = git(root, 'rev-parse', 'HEAD').trim();
  const colleague = join(served, 'later-colleague');
  git(served, 'clone', '--quiet', remote, colleague);
  git(colleague, 'commit', '--quiet', '--allow-empty', '-m', 'Après nous');
  git(colleague, 'push', '--quiet', 'origin', 'HEAD');
  const theirs = git(colleague, 'rev-parse', 'HEAD').trim();
  // And a deploy of a commit that does not hold ours (an older one) is not online.
  const older = git(root, 'rev-parse', 'HEAD~1').trim();
  for (const [name, online, expected] of [
    ['older deploy', older, 'late'],
    ['later deploy', theirs, 'live'],
  ] as const) {
    deploy(online);
    followLive(root, ours, [], { ...quick, limit: 1_500 });
    const watch = await until(root, (watch) => watch.state !== 'waiting');
    expect(watch.state, name).toBe(expected);
    expect(watch.online, name).toBe(online);
  }
});

test('« late » counts from the oldest publication still waiting, as the bar does (trial 16: 23 minutes shown, still « rien à faire »)', {
  timeout: 60_000,
}, async () => {
  const { root } = repository('late-oldest.git');
  const first = git(root, 'rev-parse', 'HEAD').trim();
  // The live site shows another version all along: neither publication is online.
  deploy(first.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')));
  const started = Date.now();
  followLive(root, first, [], quick);
  await pause(quick.limit / 2);
  appendFileSync(join(root, 'site.yaml'), '# second\n');
  git(root, 'commit', '-qam', 'second');
  const second = git(root, 'rev-parse', 'HEAD').trim();
  const sentSecond = Date.now();
  followLive(root, second, [], quick);
  const late = await until(root, (watch) => watch.state === 'late');
  expect(Date.now() - started, 'late once the first has waited the limit').toBeGreaterThanOrEqual(quick.limit);
  expect(Date.now() - sentSecond, 'not a full limit after the second').toBeLessThan(quick.limit);
  expect(late.earlier?.map((one) => one.full)).toEqual([first]);
});

test('never online within the limit: « late », asked less often, and « online » once it is; a live site that does not answer is said unreachable', {
  timeout: 60_000,
}, async () => {
  const { root } = repository('late.git');
  const ours = git(root, 'rev-parse', 'HEAD').trim();
  deploy(
    git(root, 'rev-parse', 'HEAD')
      .trim()
      .replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
  );
  const started = Date.now();
  followLive(root, ours, [], quick);
  const late = await until(root, (watch) => watch.state === 'late');
  expect(Date.now() - started).toBeGreaterThanOrEqual(quick.limit);
  expect(late.reachable).toBe(true);
  // About one question per interval: cheap; once late, one per longer interval.
  expect(late.requests).toBeLessThanOrEqual(quick.limit / quick.every + 2);
  const asked = site.requests();
  await pause(1_300);
  expect(site.requests() - asked, 'questions in 1.3 s once late').toBeLessThanOrEqual(3);
  // Online after all (trial 12: a pipeline held up 24 minutes): « online », not late for good.
  deploy(ours);
  const online = await until(root, (watch) => watch.state === 'live');
  expect(online.liveAt).toBeDefined();
  stopFollowing(root);

  // A port no one listens on.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as { port: number }).port;
  await new Promise((resolve) => closed.close(resolve));
  process.env.SITE_LIVE_URL = `http://127.0.0.1:${port}`;
  try {
    followLive(root, ours, [], quick);
    const down = await until(root, (watch) => watch.reachable === false);
    expect(down).toMatchObject({ state: 'waiting', liveUrl: `http://127.0.0.1:${port}` });
    expect(down.problem).toMatch(/fetch failed|ECONNREFUSED/);
    // Since when it has not answered: the first question left unanswered, kept while it stays down (the editor tells a
    // host's few seconds of swap from a site down for minutes by it).
    expect(down.unreachableSince, 'since the first question left unanswered').toBeDefined();
    const later = await until(root, (watch) => watch.requests >= down.requests + 2);
    expect(later.unreachableSince, 'kept while it stays down').toBe(down.unreachableSince);
    // Back up at the same address (the new version swapped in): it answers, and no « unreachable since » remains.
    const swapped = await liveSite(folder, port);
    try {
      const back = await until(root, (watch) => watch.reachable === true);
      expect(back.unreachableSince).toBeUndefined();
    } finally {
      stopFollowing(root);
      await swapped.close();
    }
  } finally {
    process.env.SITE_LIVE_URL = site.url;
  }
});

test('publications sent before the last one and not yet online survive a restart: still followed, and named once online', {
  timeout: 180_000,
}, async () => {
  const { root } = repository('restart.git');
  const patient = { ...quick, limit: 120_000 };
  const send = (file: string, words: string) => sendChange(root, file, words);
  const first = await send('pages/pricing.yaml', 'Premier envoi');
  const second = await send('pages/home.yaml', 'Deuxième envoi');
  expect(liveStatus(root)?.earlier?.map((one) => one.full)).toEqual([first]);

  // The editor restarts: the follow of the second is taken up with the first still in it.
  stopFollowing(root);
  const resumed = await resumeFollowing(root, patient);
  expect(resumed, 'after a restart').toMatchObject({ full: second, state: 'waiting' });
  expect(
    resumed?.earlier?.map((one) => [one.full, one.liveAt]),
    'after a restart',
  ).toEqual([[first, undefined]]);

  // Restarted again, nobody looked, and a third is sent: it carries both.
  stopFollowing(root);
  const third = await send('pages/blog.yaml', 'Troisième envoi');
  const carried = liveStatus(root)?.earlier?.map((one) => one.full);
  expect(carried, 'a publication sent after a restart').toEqual([first, second]);
  // Each keeps what she wrote of it, the one taken up after a restart too.
  expect(liveStatus(root)?.words).toBe('Troisième envoi');
  expect(liveStatus(root)?.earlier?.map((one) => one.words)).toEqual(['Premier envoi', 'Deuxième envoi']);

  // Online; a restart after that still names them in « En ligne ✓ ».
  deploy(third);
  const live = await until(root, (watch) => watch.state === 'live');
  // Seen online in the same look as the third (never before it: the live site held none of them until then).
  const seenWith = (one: { liveAt?: string }) =>
    one.liveAt !== undefined && Math.abs(Date.parse(one.liveAt) - Date.parse(live.liveAt ?? '')) < 1000;
  expect(live.earlier?.map(seenWith)).toEqual([true, true]);
  stopFollowing(root);
  const after = await resumeFollowing(root, patient);
  expect(after?.state, 'restarted once online').toBe('live');
  expect(
    after?.earlier?.map((one) => [one.full, seenWith(one), one.titles.length > 0]),
    'restarted once online',
  ).toEqual([
    [first, true, true],
    [second, true, true],
  ]);

  // Restarted once more, nobody looked, and a fourth is sent while the live site does not answer: the third was seen
  // online already, so it is listed online since then (never « pas encore en ligne », never asked again).
  const thirdLive = after?.liveAt;
  stopFollowing(root);
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as { port: number }).port;
  await new Promise((resolve) => closed.close(resolve));
  process.env.SITE_LIVE_URL = `http://127.0.0.1:${port}`;
  try {
    await send('pages/pricing.yaml', 'Quatrième envoi');
    expect(
      liveStatus(root)?.earlier?.map((one) => [one.full, Boolean(one.liveAt)]),
      'after one seen online',
    ).toEqual([
      [first, true],
      [second, true],
      [third, true],
    ]);
    expect(liveStatus(root)?.earlier?.[2]?.liveAt, 'online since it was seen, not since the restart').toBe(thirdLive);
  } finally {
    process.env.SITE_LIVE_URL = site.url;
  }
});

test('a publication online on its own while a later one waits gives the next estimate (trial 15: « la précédente a pris 6 min 14 s » all session)', {
  timeout: 120_000,
}, async () => {
  const { root } = repository('estimate.git');
  const send = (file: string, words: string) => sendChange(root, file, words);
  const first = await send('pages/pricing.yaml', 'Premier');
  await send('pages/home.yaml', 'Second');
  deploy(first);
  const seen = await until(root, (watch) => watch.earlier?.[0]?.liveAt !== undefined);
  const one = seen.earlier![0]!;
  expect(seen.state, 'the second still waits').toBe('waiting');
  expect(seen.previousMs).toBe(Date.parse(one.liveAt!) - Date.parse(one.since));
  stopFollowing(root);
});
