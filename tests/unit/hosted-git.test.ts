// The hosted editor's git against a real server (git http-backend asking for a token): a proposal is a branch of its own, publishing lays it on main with the proposer as author, and a main that changed the same file refuses it, naming the file; a different file publishes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isContentFile } from '../../src/editor/publish-changes.ts';
import { GitRefusal, listMain, propose, publish, type Remote } from '../../src/hosted/git.ts';
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
    'src/app/App.tsx',
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
    'pages/a\u0001b.yaml',
    'pages/a\u007fb.yaml',
    'pages/a\u0085b.yaml',
  ])
    expect(isContentPath(path), path).toBe(false);
});
