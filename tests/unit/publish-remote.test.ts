// Publishing to a real remote (git's own http-backend): the publication is kept in this copy's history whatever the remote does, the marketer is told the real cause in plain words, nothing ever waits for a prompt, and a later “Envoyer maintenant” sends it.
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as publishing from '../../src/editor/publish.ts';
import { type GitServer, gitHttpServer } from './publish-git-server.ts';
import { bareRemote, contentRepo, git, raisePrice } from './publish-repo.ts';

const build = publishing.productionBuild(process.cwd());
let server: GitServer;
const cleanup: string[] = [];
const served = contentRepo().work;
beforeAll(async () => {
  server = await gitHttpServer(served);
});
afterAll(async () => {
  await server.close();
  for (const folder of [served, ...cleanup]) rmSync(folder, { recursive: true, force: true });
});

/** The fixture site with its remote served over HTTP, and its price raised: one change to publish. */
function repository(name: string) {
  const { root, work } = contentRepo();
  cleanup.push(root, work);
  const remote = bareRemote(root, served, name, server.url(name));
  const price = raisePrice(root);
  return { root, remote, price };
}

const head = (cwd: string) => git(cwd, 'rev-parse', 'HEAD').trim();

test('a remote that moved on: published here, and the marketer is told the team must pull first', {
  timeout: 120_000,
}, async () => {
  const { root, remote } = repository('moved.git');
  // A colleague publishes first.
  const colleague = join(served, 'colleague');
  git(served, 'clone', '--quiet', remote, colleague);
  writeFileSync(
    join(colleague, 'pages', 'home.yaml'),
    `${readFileSync(join(colleague, 'pages', 'home.yaml'), 'utf8')}\n`,
  );
  git(colleague, 'commit', '--quiet', '-am', 'Une modification de la collègue');
  git(colleague, 'push', '--quiet', 'origin', 'HEAD');

  const result = await publishing.publish(root, 'Nouveau prix entreprises', build, { paths: ['site.yaml'] });

  expect(result, JSON.stringify(result)).toMatchObject({ ok: true, pushed: false });
  if (!result.ok) return;
  expect(result.pushProblem?.fr).toMatch(/d’autres modifications.*git pull/);
  expect(result.pushProblem?.fr).not.toMatch(/réessayez/);
  expect(git(root, 'log', '-1', '--format=%s').trim()).toBe('Nouveau prix entreprises');
  expect(git(root, 'status', '--porcelain').trim()).toBe('');
});

test('a remote that asks for a password: an answer within seconds (never a wait for a user name), the cause named, committed here, and “Envoyer maintenant” sends it once access is given', {
  timeout: 60_000,
}, async () => {
  const { root, remote, price } = repository('private.git');
  // A prompt no one answers, as a terminal waiting for a user name would be: any git that asks hangs.
  const asker = join(served, 'ask.sh');
  writeFileSync(asker, '#!/bin/sh\nsleep 300\n');
  chmodSync(asker, 0o755);
  const saved = process.env.GIT_ASKPASS;
  process.env.GIT_ASKPASS = asker;
  server.mode = 'password';
  const started = Date.now();
  let result: publishing.PublishResult;
  try {
    result = await publishing.publish(root, 'Nouveau prix', build, { paths: ['site.yaml'] });
  } finally {
    server.mode = 'open';
    if (saved === undefined) delete process.env.GIT_ASKPASS;
    else process.env.GIT_ASKPASS = saved;
  }
  expect(Date.now() - started).toBeLessThan(30_000);
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true, pushed: false });
  if (!result.ok) return;
  expect(result.pushProblem?.fr).toMatch(/identification/);
  expect(result.pushProblem?.en).toMatch(/credentials/);
  expect(result.pushProblem?.fr).not.toMatch(/git pull/);
  expect(result.details?.join('\n')).toMatch(/Username|terminal prompts disabled|401/);
  // Committed here, said so, and listed as not sent yet.
  expect(git(root, 'log', '-1', '--format=%s').trim()).toBe('Nouveau prix');
  const pending = await publishing.pendingChanges(root);
  expect(pending.unsent.map((publication) => publication.commit)).toEqual([result.commit]);
  // Access given: sent, and nothing is left unsent.
  const sent = await publishing.sendNow(root);
  expect(sent, JSON.stringify(sent)).toMatchObject({ ok: true, pushed: true });
  expect(git(remote, 'show', 'main:site.yaml')).toContain(`amount: ${price.after}`);
  expect((await publishing.pendingChanges(root)).unsent).toEqual([]);
});

test('a push refused by a server hook is said to be refused by the server, with its own words — not “pull first”', {
  timeout: 120_000,
}, async () => {
  const { root, remote } = repository('guarded.git');
  mkdirSync(join(remote, 'hooks'), { recursive: true });
  writeFileSync(
    join(remote, 'hooks', 'pre-receive'),
    '#!/bin/sh\necho "La branche main est protégée : passez par une demande de fusion." >&2\nexit 1\n',
  );
  chmodSync(join(remote, 'hooks', 'pre-receive'), 0o755);
  const before = head(remote);

  const result = await publishing.publish(root, 'Nouveau prix', build, { paths: ['site.yaml'] });

  expect(result, JSON.stringify(result)).toMatchObject({ ok: true, pushed: false });
  if (!result.ok) return;
  expect(result.pushProblem?.fr).toMatch(/a refusé la publication/);
  expect(result.pushProblem?.fr).not.toMatch(/git pull|d’autres modifications/);
  expect(result.remoteLines).toContain('La branche main est protégée : passez par une demande de fusion.');
  expect(head(remote)).toBe(before);
});

test('an unreachable remote and one that never answers: each named, the second stopped at its time limit', {
  timeout: 120_000,
}, async () => {
  // A port nobody listens on, and a server that takes the connection and says nothing.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as { port: number }).port;
  await new Promise((resolve) => closed.close(resolve));
  for (const [name, url, expected, mode] of [
    ['unreachable', `http://127.0.0.1:${port}/nothing.git`, /injoignable/, 'open'],
    ['silent', server.url('silent.git'), /n’a pas répondu en 3 secondes/, 'silent'],
  ] as const) {
    const { root } = repository(`${name}.git`);
    git(root, 'remote', 'set-url', 'origin', url);
    server.mode = mode;
    const started = Date.now();
    const result = await publishing.publish(root, 'Nouveau prix', build, {
      paths: ['site.yaml'],
      limits: { local: 10_000, network: 3_000 },
    });
    server.mode = 'open';
    expect(result, name).toMatchObject({ ok: true, pushed: false });
    if (!result.ok) continue;
    expect(result.pushProblem?.fr, name).toMatch(expected);
    expect(Date.now() - started, name).toBeLessThan(40_000);
  }
});
