// The hosted editor's git against a real server (git http-backend asking for a token): a proposal is a branch of its own, publishing lays it on main with the proposer as author, and a main that changed the same file refuses it, naming the file; a different file publishes.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isContentFile } from '../../src/editor/publish-changes.ts';
import { GitRefusal, listMain, MergeRefusal, propose, publish, type Remote, readMain } from '../../src/hosted/git.ts';
import { isContentPath } from '../../src/hosted/rules.ts';
import { type GitServer, gitHttpServer } from './publish-git-server.ts';
import { contentRepo, git } from './publish-repo.ts';

const TOKEN = 'the-server-token';
let server: GitServer;
let served: string;
let root: string;
const marie = { name: 'Marie Tremblay', email: 'marie@example.com' };
const luc = { name: 'Luc Gagnon', email: 'luc@example.com' };
const bytes = (text: string) => new TextEncoder().encode(text);

beforeAll(async () => {
  served = mkdtempSync(join(tmpdir(), 'hosted-git-'));
  root = contentRepo().root;
  server = await gitHttpServer(served);
  server.credential = { username: 'x-access-token', password: TOKEN };
});
afterAll(async () => {
  await server.close();
  rmSync(served, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

/** A fresh bare copy of the fixture content on the server. */
function remote(name: string): { remote: Remote; bare: string } {
  execFileSync('git', ['clone', '--quiet', '--bare', root, name], { cwd: served });
  const bare = join(served, name);
  git(bare, 'config', 'http.receivepack', 'true');
  return { remote: { url: server.url(name), branch: 'main', token: TOKEN }, bare };
}

/** main changed by someone else, straight on the bare repository. */
function commitOnMain(bare: string, file: string, text: string) {
  const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], {
    cwd: bare,
    input: text,
    encoding: 'utf8',
  }).trim();
  const index = join(served, `index-${Date.now()}`);
  const env = { ...process.env, GIT_INDEX_FILE: index };
  execFileSync('git', ['read-tree', 'main'], { cwd: bare, env });
  execFileSync('git', ['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], { cwd: bare, env });
  const tree = execFileSync('git', ['write-tree'], { cwd: bare, env, encoding: 'utf8' }).trim();
  const commit = execFileSync(
    'git',
    [
      '-c',
      'user.name=Autre',
      '-c',
      'user.email=autre@example.com',
      'commit-tree',
      tree,
      '-p',
      'main',
      '-m',
      'ailleurs',
    ],
    { cwd: bare, encoding: 'utf8' },
  ).trim();
  git(bare, 'update-ref', 'refs/heads/main', commit);
}

const show = (bare: string, ref: string, file: string) => git(bare, 'show', `${ref}:${file}`);

test('without the token the repository is not read; with it, main’s content files are listed', async () => {
  const { remote: withToken } = remote('list.git');
  await expect(listMain({ ...withToken, token: 'wrong' }, isContentPath)).rejects.toBeInstanceOf(GitRefusal);
  const { files } = await listMain(withToken, isContentPath);
  expect(files).toContain('site.yaml');
  expect(files.every(isContentPath)).toBe(true);
});

test('a proposal is a commit by its author on its own branch; published, main gets one commit with the proposer as author and the publisher as committer', async () => {
  const { remote: target, bare } = remote('propose.git');
  const site = show(bare, 'main', 'site.yaml');
  const raised = site.replace(
    /companyPlan: \{ amount: (\d+)/,
    (_, amount: string) => `companyPlan: { amount: ${Number(amount) + 400}`,
  );
  const mainBefore = git(bare, 'rev-parse', 'main').trim();
  const made = await propose(target, 'proposals/p1/1', marie, 'Prix entreprise', [
    { path: 'site.yaml', bytes: bytes(raised) },
  ]);
  expect(git(bare, 'rev-parse', 'main').trim(), 'main untouched by a proposal').toBe(mainBefore);
  expect(git(bare, 'log', '-1', '--format=%ae %s', 'proposals/p1/1').trim()).toBe('marie@example.com Prix entreprise');
  const done = await publish(
    target,
    { branch: 'proposals/p1/1', message: 'Prix entreprise', files: made.files },
    marie,
    luc,
  );
  expect(done.already).toBe(false);
  expect(git(bare, 'log', '--format=%ae %ce', `${mainBefore}..main`).trim().split('\n')).toEqual([
    'marie@example.com luc@example.com',
  ]);
  expect(show(bare, 'main', 'site.yaml')).toBe(raised);
});

test('main changed the same file since the proposal: publishing is refused, naming it, and main stays as it is; a different file publishes', async () => {
  const { remote: target, bare } = remote('conflict.git');
  const page = git(bare, 'ls-tree', '--name-only', 'main', 'pages/')
    .split('\n')
    .find((file) => file.endsWith('.yaml'))!;
  const about = show(bare, 'main', page);
  const site = show(bare, 'main', 'site.yaml');
  const made = await propose(target, 'proposals/p1/2', marie, 'Page À propos', [
    { path: page, bytes: bytes(`${about}# proposé\n`) },
  ]);
  commitOnMain(bare, page, `${about}# publié ailleurs\n`);
  const moved = git(bare, 'rev-parse', 'main').trim();
  const refused = await publish(
    target,
    { branch: 'proposals/p1/2', message: 'Page À propos', files: made.files },
    marie,
    luc,
  ).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(GitRefusal);
  expect((refused as GitRefusal).status).toBe(409);
  expect((refused as GitRefusal).words.fr).toContain(page);
  expect(git(bare, 'rev-parse', 'main').trim(), 'main untouched').toBe(moved);

  // Someone else changed that page; this proposal changes site.yaml only: it goes over their commit.
  const other = await propose(target, 'proposals/p1/3', marie, 'Réglages', [
    { path: 'site.yaml', bytes: bytes(`${site}# réglé\n`) },
  ]);
  commitOnMain(bare, page, `${about}# encore ailleurs\n`);
  await publish(target, { branch: 'proposals/p1/3', message: 'Réglages', files: other.files }, marie, luc);
  expect(show(bare, 'main', 'site.yaml')).toBe(`${site}# réglé\n`);
  expect(show(bare, 'main', page), 'the other person’s change kept').toBe(`${about}# encore ailleurs\n`);
});

test('the paths a proposal may change are the local editor’s content files, and nothing that climbs out of them', () => {
  const paths = [
    'site.yaml',
    'pages/home.yaml',
    'pages/blog/tax-reform.yaml',
    'public/images/photo.webp',
    'public/images/team/a.jpg',
    'pages/.hidden.yaml',
    'pages/home.yaml~',
    'pages/blog/deep/x.yaml',
    'src/App.tsx',
    'package.json',
    '.github/workflows/deploy.yml',
    'public/_headers',
    'public/images/notes.txt',
    'README.md',
  ];
  for (const path of paths) expect(isContentPath(path), path).toBe(isContentFile(path));
  for (const path of [
    'pages/../src/x.yaml',
    'public/images/../../index.html',
    'public/images/../x.png',
    '/site.yaml',
    'pages//home.yaml',
    'pages/./home.yaml',
    'pages/a\nb.yaml',
  ])
    expect(isContentPath(path), path).toBe(false);
});

test('two people, one file: different fields both publish, merged on main with its comments; the same field changed twice is refused naming both versions until one is chosen', async () => {
  const { remote: target, bare } = remote('merge.git');
  const site = show(bare, 'main', 'site.yaml');
  const price = site.replace(/companyPlan: \{ amount: (\d+)/, 'companyPlan: { amount: 3900');
  const phone = site.replace(/display: 514 555-0100/, 'display: 514 555-0199');
  const first = await propose(target, 'proposals/a/1', marie, 'Prix', [{ path: 'site.yaml', bytes: bytes(price) }]);
  const second = await propose(target, 'proposals/b/1', luc, 'Téléphone', [{ path: 'site.yaml', bytes: bytes(phone) }]);
  await publish(target, { branch: 'proposals/a/1', message: 'Prix', files: first.files }, marie, luc);
  const done = await publish(target, { branch: 'proposals/b/1', message: 'Téléphone', files: second.files }, luc, luc);
  expect(done.merged).toEqual(['site.yaml']);
  const now = show(bare, 'main', 'site.yaml');
  expect(now).toContain('companyPlan: { amount: 3900');
  expect(now).toContain('display: 514 555-0199');
  const comments = (text: string) => text.split('\n').filter((line) => line.trim().startsWith('#'));
  expect(comments(now)).toEqual(comments(site));

  // Both raise the same price, differently: refused with both versions, main untouched; then published with the choice.
  const third = await propose(target, 'proposals/b/2', luc, 'Prix encore', [
    { path: 'site.yaml', bytes: bytes(now.replace(/companyPlan: \{ amount: (\d+)/, 'companyPlan: { amount: 4100')) },
  ]);
  const fourth = await propose(target, 'proposals/a/2', marie, 'Prix autre', [
    { path: 'site.yaml', bytes: bytes(now.replace(/companyPlan: \{ amount: (\d+)/, 'companyPlan: { amount: 4200')) },
  ]);
  await publish(target, { branch: 'proposals/a/2', message: 'Prix autre', files: fourth.files }, marie, luc);
  const before = git(bare, 'rev-parse', 'main').trim();
  const refused = await publish(
    target,
    { branch: 'proposals/b/2', message: 'Prix encore', files: third.files },
    luc,
    luc,
  ).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(MergeRefusal);
  expect((refused as MergeRefusal).conflicts).toEqual([
    {
      file: 'site.yaml',
      path: ['facts', 'prices', 'companyPlan', 'amount'],
      key: 'facts.prices.companyPlan.amount',
      base: 3900,
      main: 4200,
      proposal: 4100,
    },
  ]);
  expect(git(bare, 'rev-parse', 'main').trim(), 'main untouched').toBe(before);
  await publish(target, { branch: 'proposals/b/2', message: 'Prix encore', files: third.files }, luc, luc, {
    choices: { 'site.yaml': { 'facts.prices.companyPlan.amount': 'proposal' } },
  });
  expect(show(bare, 'main', 'site.yaml')).toContain('companyPlan: { amount: 4100');
  expect(show(bare, 'main', 'site.yaml'), 'the other fields as main had them').toContain('display: 514 555-0199');
});

test('a host that protects main (a pre-receive hook refusing it): the proposal’s branch goes, the publication is refused in plain words with the host’s own, and main stays as it was', async () => {
  const { remote: target, bare } = remote('protected.git');
  writeFileSync(
    join(bare, 'hooks/pre-receive'),
    '#!/bin/sh\nwhile read old new ref; do\n  if [ "$ref" = "refs/heads/main" ]; then echo "main est protégée : passez par une demande de fusion" >&2; exit 1; fi\ndone\n',
  );
  chmodSync(join(bare, 'hooks/pre-receive'), 0o755);
  const site = show(bare, 'main', 'site.yaml');
  const made = await propose(target, 'proposals/p1/9', marie, 'Prix', [
    { path: 'site.yaml', bytes: bytes(`${site}# protégé\n`) },
  ]);
  const before = git(bare, 'rev-parse', 'main').trim();
  const refused = await publish(
    target,
    { branch: 'proposals/p1/9', message: 'Prix', files: made.files },
    marie,
    luc,
  ).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(GitRefusal);
  const words = (refused as GitRefusal).words;
  expect((refused as GitRefusal).status).toBe(403);
  expect(words.fr).toContain('l’hébergeur du dépôt a refusé la publication sur main');
  expect(words.fr, 'the host’s own words').toContain('main est protégée : passez par une demande de fusion');
  expect(words.fr).toContain('la proposition reste en attente');
  expect(words.en).toContain('refused the publication on main');
  expect(git(bare, 'rev-parse', 'main').trim(), 'main untouched').toBe(before);
});

test('a clone is kept between requests while main stays where it is: the next read asks the host for its refs only, and a main moved meanwhile is always read anew', async () => {
  const { remote: target, bare } = remote('kept.git');
  // Every request to the git server counted on its way, by what it asks for.
  const asked: string[] = [];
  const counting = createServer((incoming, answer) => {
    asked.push(`${incoming.method} ${new URL(incoming.url ?? '/', 'http://x').pathname.split('/').pop()}`);
    const upstream = new URL(target.url);
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    incoming.pipe(out);
  });
  await new Promise<void>((done) => counting.listen(0, '127.0.0.1', done));
  const through = {
    ...target,
    url: `http://127.0.0.1:${(counting.address() as AddressInfo).port}${new URL(target.url).pathname}`,
  };
  try {
    const first = await readMain(through, 'site.yaml');
    const clones = () => asked.filter((line) => line === 'POST git-upload-pack').length;
    expect(clones(), 'the first read clones').toBe(1);
    const again = await readMain(through, 'site.yaml');
    expect(clones(), 'the second read, main unchanged, does not clone again').toBe(1);
    expect(again?.main).toBe(first?.main);

    commitOnMain(bare, 'site.yaml', 'facts: {}\n# changé ailleurs\n');
    const moved = await readMain(through, 'site.yaml');
    expect(clones(), 'main moved: cloned anew').toBe(2);
    expect(new TextDecoder().decode(moved?.bytes)).toBe('facts: {}\n# changé ailleurs\n');
    expect(moved?.main).toBe(git(bare, 'rev-parse', 'main').trim());
    // The kept copy is never written through: a proposal made from it leaves the next read as main has it.
    await propose(through, 'proposals/p9/1', marie, 'Essai', [{ path: 'site.yaml', bytes: bytes('facts: {}\n') }]);
    expect(new TextDecoder().decode((await readMain(through, 'site.yaml'))?.bytes)).toBe(
      'facts: {}\n# changé ailleurs\n',
    );
  } finally {
    await new Promise((done) => counting.close(done));
  }
});
