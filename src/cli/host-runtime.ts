// Cloudflare Pages' own runtime (workerd, through wrangler pages dev) serving dist/ offline: what `npm start` and the end-to-end tests run on.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const wranglerBin = () => join(createRequire(import.meta.url).resolve('wrangler/package.json'), '..', 'bin', 'wrangler.js');

/** Starts the host runtime on 127.0.0.1:`port` and resolves once it answers. */
export async function startHostRuntime(dir: string, port: number, options: { quiet?: boolean } = {}): Promise<{ url: string; process: ChildProcess; stop: () => void }> {
  const state = mkdtempSync(join(tmpdir(), 'host-runtime-'));
  const child = spawn(process.execPath, [wranglerBin(), 'pages', 'dev', dir, '--port', String(port), '--ip', '127.0.0.1', '--compatibility-date', '2025-01-01', '--persist-to', state, '--log-level', options.quiet ? 'error' : 'warn'], {
    // No telemetry, no prompts; the failed fetch of Request.cf offline is harmless.
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1' },
    stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    // Its own process group, so stopping it stops workerd too (killing wrangler alone leaves workerd running).
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'exit'] as const) process.once(signal, () => { stop(); if (signal !== 'exit') process.exit(0); });
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (child.exitCode !== null) throw new Error(`the host runtime stopped at start (exit ${child.exitCode})`);
    try {
      await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
      return { url, process: child, stop };
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  stop();
  throw new Error('the host runtime did not answer within 30 s');
}
