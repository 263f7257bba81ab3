// Vitest's global set-up: one temporary folder for the whole run, where the tests' site copies go, removed at the end
// (vitest ends its workers without their exit handlers: one run left 484 copies in /tmp).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'site-tests-'));
  process.env.SITE_TESTS_TMP = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
