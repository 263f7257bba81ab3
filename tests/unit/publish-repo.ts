// A content repository for the publishing tests: the fixture site committed in a fresh git repository, a bare copy of it as the remote, and a price edit read from the file itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { materialize } from '../fixtures/materialize.ts';

/** git as a developer runs it in a terminal (the publication itself runs its own). */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'core.quotePath=false', ...args],
    { cwd, encoding: 'utf8', stdio: 'pipe' },
  );

/** The fixture site, committed on main in a repository of its own; `work` is a folder beside it for remotes and clones. */
export function contentRepo(): { root: string; work: string } {
  const root = materialize();
  git(root, 'init', '--quiet', '-b', 'main');
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '-m', 'Contenu de départ');
  return { root, work: mkdtempSync(join(tmpdir(), 'publish-work-')) };
}

/** A bare copy of `root` named `name` in `work` that accepts pushes over HTTP, set as root's origin at `url`. */
export function bareRemote(root: string, work: string, name: string, url: string): string {
  git(work, 'clone', '--quiet', '--bare', root, name);
  git(join(work, name), 'config', 'http.receivepack', 'true');
  git(root, 'remote', 'add', 'origin', url);
  // Fetched from the folder, not the address: a synchronous git here would block the test's own HTTP server.
  git(root, 'fetch', '--quiet', join(work, name), 'main:refs/remotes/origin/main');
  git(root, 'branch', '--quiet', '--set-upstream-to=origin/main');
  return join(work, name);
}

/** Raises the company plan's price by 400 in site.yaml; returns the amounts before and after, read from the file. */
export function raisePrice(root: string): { before: number; after: number } {
  const file = join(root, 'site.yaml');
  const text = readFileSync(file, 'utf8');
  const found = /companyPlan: \{ amount: (\d+)/.exec(text);
  if (!found) throw new Error('site.yaml has no companyPlan amount');
  const before = Number(found[1]);
  const after = before + 400;
  writeFileSync(file, text.replace(found[0], `companyPlan: { amount: ${after}`));
  return { before, after };
}
