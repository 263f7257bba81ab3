// `npm run bench:hosted-publish`: propose → published → site built, on this machine: this project's HEAD on a real git server, the hosted editor (workerd, local D1) raising a price through its API from signed-in pages, then the pipeline's own steps on the published commit (a fresh clone, `npm run ci -- BASE`, which picks the content gate); prints each step's seconds.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from '@playwright/test';
import { chromium } from 'playwright-core';
import { inviteLocally, startHostedEditor } from '../src/cli/hosted-runtime.ts';
import { chromiumArgs, chromiumPath } from '../tests/e2e/browser.ts';
import { fromPage, git, personPage } from '../tests/e2e/hosted-setup.ts';
import { gitHttpServer } from '../tests/unit/publish-git-server.ts';

const root = resolve(import.meta.dirname, '..');
// Ports of their own: BENCH_PORT for the editor, +1 for the content gate's site server.
const port = Number(process.env.BENCH_PORT ?? 5667);
const work = mkdtempSync(join(tmpdir(), 'hosted-publish-'));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const steps: [string, number][] = [];
const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const value = await run();
  steps.push([name, performance.now() - started]);
  console.log(`${name}: ${seconds(performance.now() - started)} s`);
  return value;
};

// This project's committed HEAD, as the content's repository, behind a real git server wanting a token.
git(work, 'clone', '--quiet', '--bare', root, 'remote.git');
git(join(work, 'remote.git'), 'config', 'http.receivepack', 'true');
// Cloned from a worktree, the bare repository's HEAD is that worktree's branch: the pipeline checks out main.
git(join(work, 'remote.git'), 'symbolic-ref', 'HEAD', 'refs/heads/main');
const server = await gitHttpServer(work);
const token = `tok-${Math.random().toString(36).slice(2)}`;
server.credential = { username: 'x-access-token', password: token };
const editor = await startHostedEditor({
  port,
  state: join(work, 'state'),
  settings: { EDITOR_GIT_URL: server.url('remote.git'), EDITOR_GIT_TOKEN: token },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const signedIn = async (email: string, name: string, role: 'editor' | 'publisher') => {
    const page = await personPage(browser as unknown as Browser);
    await page.goto(await inviteLocally(editor.state, { email, name, role }));
    await page.getByRole('button', { name: 'Créer ma clé d’accès' }).click();
    await page.getByRole('banner').getByText(name).waitFor({ timeout: 60_000 });
    return page;
  };
  const marie = await signedIn('marie@example.com', 'Marie Tremblay', 'editor');
  const luc = await signedIn('luc@example.com', 'Luc Gagnon', 'publisher');
  const bare = join(work, 'remote.git');
  const base = git(bare, 'rev-parse', 'main').trim();
  const site = git(bare, 'show', 'main:site.yaml');
  const found = /companyPlan: \{ amount: (\d+)/.exec(site);
  if (!found) throw new Error('site.yaml has no facts.prices.companyPlan amount to raise');
  const raised = site.replace(found[0], `companyPlan: { amount: ${Number(found[1]) + 100}`);
  const call = async (page: typeof marie, path: string, body: unknown) => {
    const reply = await fromPage(page, path, body);
    if (reply.status >= 300) throw new Error(`${path}: ${reply.status} ${reply.text}`);
    return JSON.parse(reply.text) as { id?: number };
  };
  const made = await timed('Proposer (POST /proposals)', () =>
    call(marie, '/proposals', { message: 'Prix entreprise', files: [{ path: 'site.yaml', text: raised }] }),
  );
  await timed('Publier (POST /proposals/publish)', () => call(luc, '/proposals/publish', { id: made.id }));
  const published = git(bare, 'rev-parse', 'main').trim();
  if (published === base) throw new Error('main did not move');

  // The pipeline on the published commit: its checkout, then `npm run ci -- BASE` (dependencies linked, not installed).
  const clone = join(work, 'pipeline');
  const address = server.url('remote.git').replace('://', `://x-access-token:${token}@`);
  // Asynchronously: the git server answers from this same process.
  await timed('Clone of the published commit (git clone --depth 2)', () =>
    promisify(execFile)('git', ['clone', '--quiet', '--depth', '2', address, clone]),
  );
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'));
  const log: string[] = [];
  const status = await timed(
    'npm run ci -- BASE (content gate: validate, build, content checks, browser checks)',
    () =>
      new Promise<number | null>((done) => {
        const child = spawn('npm', ['run', 'ci', '--', base], {
          cwd: clone,
          env: { ...process.env, E2E_PORT: String(port + 1), CI: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        });
        child.stdout.on('data', (chunk: Buffer) => {
          log.push(chunk.toString());
          // The whole suite is not what a content change runs, and too heavy for a shared machine: stop at once.
          if (/the full suite runs/.test(chunk.toString()) && child.pid !== undefined)
            process.kill(-child.pid, 'SIGKILL');
        });
        child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
        child.on('close', done);
      }),
  );
  const text = log.join('');
  const gate = /content gate runs/.test(text) ? 'content gate' : 'FULL SUITE (not the content gate)';
  const gateSteps = [...text.matchAll(/^[✓✗] (.+) \(([\d.]+) s\)$/gm)].map((match) => `${match[1]} ${match[2]} s`);
  console.log(`\nGate chosen: ${gate}; its steps: ${gateSteps.join(', ')}; exit ${status}`);
  if (status !== 0) console.log(text.slice(-3000));
  const total = steps.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\nPropose → published → site built: ${seconds(total)} s`);
  for (const [name, ms] of steps) console.log(`  ${name}: ${seconds(ms)} s`);
} finally {
  await browser.close();
  editor.stop();
  await server.close();
  rmSync(work, { recursive: true, force: true });
}
