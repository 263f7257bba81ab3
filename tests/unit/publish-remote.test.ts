// Publishing when the remote has moved on: the publication is kept in this copy's git history and the marketer is told,
// in plain words, what is left for the technical team — never "try again later", which could not work.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { productionBuild, publish } from '../../src/editor/publish.ts';

const root = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'publish-remote-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });

test('a remote that moved on: published here, and the marketer is told the team must pull then push', { timeout: 120_000 }, async () => {
  const content = join(work, 'content');
  cpSync(join(root, 'site.yaml'), join(content, 'site.yaml'));
  cpSync(join(root, 'pages'), join(content, 'pages'), { recursive: true });
  git(work, 'init', '--quiet', content);
  git(content, 'add', '--all');
  git(content, 'commit', '--quiet', '-m', 'Contenu');
  git(work, 'clone', '--quiet', '--bare', content, 'remote.git');
  git(content, 'remote', 'add', 'origin', join(work, 'remote.git'));
  // A colleague publishes first.
  git(work, 'clone', '--quiet', join(work, 'remote.git'), 'colleague');
  writeFileSync(join(work, 'colleague', 'pages', 'about.yaml'), `${readFileSync(join(work, 'colleague', 'pages', 'about.yaml'), 'utf8')}\n`);
  git(join(work, 'colleague'), 'commit', '--quiet', '-am', 'Une modification de la collègue');
  git(join(work, 'colleague'), 'push', '--quiet', 'origin', 'HEAD');

  const file = join(content, 'site.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace('amount: 3500', 'amount: 3900'));
  const result = await publish(content, 'Nouveau prix entreprises', productionBuild(root));

  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  if (!result.ok) return;
  expect(result.pushed).toBe(false);
  expect(result.pushProblem?.fr).toMatch(/git pull.*git push.*en sécurité/);
  expect(result.pushProblem?.fr).not.toMatch(/réessayez/);
  expect(git(content, 'log', '-1', '--format=%s').trim()).toBe('Nouveau prix entreprises');
  expect(git(content, 'status', '--porcelain').trim()).toBe('');
});
