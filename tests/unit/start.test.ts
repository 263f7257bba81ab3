// `npm start` on a machine without internet says the site is running, and nothing else: no warning, no stack trace.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

it('prints only where the site runs, whether or not the machine reaches the internet', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'start-output-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
  const port = await freePort();
  // As a person starts it: the test runner's NODE_ENV=test would keep the runtime from fetching Request.cf at all.
  const { NODE_ENV: _test, ...environment } = process.env;
  // Its own process group, so the test stops start.ts and, through its signal handler, the runtime it started.
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli/start.ts', '--dist', dist], {
    env: { ...environment, PORT: String(port) },
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no "Site running" within 25 s:\n${output}`)), 25_000);
      child.stdout.on('data', () => {
        if (!output.includes('Site running')) return;
        clearTimeout(timer);
        done();
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`npm start stopped (exit ${code}):\n${output}`));
      });
    });
    // Whatever the runtime would print late about its start.
    await new Promise((done) => setTimeout(done, 500));
    expect(output.trim()).toBe(
      `Site running at http://127.0.0.1:${port} on the host's runtime (French: /  English: /en)`,
    );
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(dist, { recursive: true, force: true });
  }
});
