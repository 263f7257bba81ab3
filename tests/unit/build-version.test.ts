// The build says which commit it was made from (dist/version.json): the editor reads it on the live site to know when a publication is online.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { productionBuild } from '../../src/editor/publish.ts';
import { materialize } from '../fixtures/materialize.ts';
import { contentRepo, git } from './publish-repo.ts';

const build = productionBuild(process.cwd());
const cleanup: string[] = [];
afterAll(() => {
  for (const folder of cleanup) rmSync(folder, { recursive: true, force: true });
});

type Version = { commit: string | null; built: string };
const versionOf = (dist: string) => JSON.parse(readFileSync(join(dist, 'version.json'), 'utf8')) as Version;

test('dist/version.json names the content repository’s HEAD and the build’s time; outside git, the commit is null', {
  timeout: 120_000,
}, async () => {
  const { root, work } = contentRepo();
  const outside = materialize();
  cleanup.push(root, work, outside);
  for (const [name, contentRoot, commit] of [
    ['in git', root, git(root, 'rev-parse', 'HEAD').trim()],
    ['outside git', outside, null],
  ] as const) {
    const dist = mkdtempSync(join(tmpdir(), 'version-dist-'));
    cleanup.push(dist);
    const started = Date.now();
    await build(contentRoot, dist);
    const version = versionOf(dist);
    expect(version.commit, name).toBe(commit);
    expect(Date.parse(version.built), name).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(version.built), name).toBeLessThanOrEqual(Date.now());
    expect(version.built, name).toBe(new Date(version.built).toISOString());
  }
});
