// Cloudflare Pages' own runtime (workerd, through wrangler pages dev) serving dist/ offline: what `npm start` and the end-to-end tests run on.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const wranglerBin = () =>
  join(createRequire(import.meta.url).resolve('wrangler/package.json'), '..', 'bin', 'wrangler.js');

/** Starts the host runtime on 127.0.0.1:`port` and resolves once it answers. */
export async function startHostRuntime(
  dir: string,
  port: number,
  options: { quiet?: boolean } = {},
): Promise<{ url: string; process: ChildProcess; stop: () => void }> {
  const state = mkdtempSync(join(tmpdir(), 'host-runtime-'));
  const child = spawn(
    process.execPath,
    [
      wranglerBin(),
      'pages',
      'dev',
      dir,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--compatibility-date',
      '2025-01-01',
      '--persist-to',
      state,
      '--log-level',
      options.quiet ? 'error' : 'warn',
    ],
    {
      env: {
        ...process.env,
        // No telemetry, no prompts.
        WRANGLER_SEND_METRICS: 'false',
        // The site reads nothing of Request.cf (a visitor's country, city…): with it, miniflare fetched a sample from
        // workers.cloudflare.com at every start and, offline, printed two stack traces before the site was running.
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        CI: '1',
        NO_COLOR: '1',
        // wrangler writes every debug line to a log file whatever --log-level says (120 MB per end-to-end run, which
        // piled up in ~/.config/.wrangler/logs): it goes beside the runtime's state, in the temporary directory.
        WRANGLER_LOG_PATH: join(state, 'wrangler.log'),
        // wrangler's dev inspector relays about ten DevTools messages per request from workerd to its own process and
        // logs each: 26 ms of CPU per request instead of 6, a sixth of the machine during the end-to-end tests. The
        // site runs no worker code to debug; wrangler leaves the relay off when VS Code's debugger variable is set.
        VSCODE_INSPECTOR_OPTIONS: '{}',
      },
      stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
      // Its own process group, so stopping it stops workerd too (killing wrangler alone leaves workerd running).
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    // The runtime's state and wrangler's log of this run, which would otherwise pile up in the temporary directory.
    rmSync(state, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'exit'] as const)
    process.once(signal, () => {
      stop();
      if (signal !== 'exit') process.exit(0);
    });
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
