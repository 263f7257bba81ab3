// The bad-input corpus: every broken tree fails validation at the expected FILE:LINE, the CLI says so without a stack trace, and the build leaves dist/ alone.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { badCases, materialize } from '../fixtures/materialize.ts';
import { loadSite } from '../../src/content/site.ts';
import { formatProblem } from '../../src/content/problem.ts';
import { buildSite } from '../../src/cli/build.ts';

const run = promisify(execFile);
const cases = badCases();

describe('bad content corpus', () => {
  it('holds at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it('the base tree the cases start from is valid', () => {
    const result = loadSite(materialize());
    expect(result.ok ? 'valid' : result.problems.map(formatProblem)).toBe('valid');
  });

  describe.each(cases)('$name', ({ dir, expect: expected }) => {
    it('is reported at its file and line with an actionable message', () => {
      const result = loadSite(materialize(dir));
      expect(result.ok).toBe(false);
      const lines = result.ok ? [] : result.problems.map(formatProblem);
      for (const at of expected.at) expect(lines.some((line) => line.startsWith(`${at}:`) || line.startsWith(`${at} `) || line.startsWith(at)), `${at} in\n${lines.join('\n')}`).toBe(true);
      expect(lines.join('\n')).toContain(expected.includes);
      // FILE:LINE:COL, two spaces, the path (no double space inside), two spaces, the message.
      for (const line of lines) expect(line).toMatch(/^[\w./-]+:\d+:\d+ {2}(?:\S| (?! ))+ {2}\S/);
    });
  });
});

describe('npm run validate', () => {
  const cli = (root: string) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/validate.ts', root]).then(
      (output) => ({ code: 0, ...output }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('exits 1 and prints every problem, one per line, with no stack trace', async () => {
    const results = await Promise.all(cases.map(async (badCase) => ({ badCase, output: await cli(materialize(badCase.dir)) })));
    for (const { badCase, output } of results) {
      expect(output.code, badCase.name).toBe(1);
      const lines = output.stderr.split('\n').filter((line) => /^\S+:\d+:\d+ {2}/.test(line));
      expect(lines.length, badCase.name).toBeGreaterThan(0);
      for (const at of badCase.expect.at) expect(lines.some((line) => line.startsWith(at)), `${badCase.name}: ${at}`).toBe(true);
      expect(output.stderr, badCase.name).not.toMatch(/\n\s+at .+:\d+:\d+\)?$/m);
    }
  }, 120_000);

  it('exits 0 with a one-line summary on the real site', async () => {
    const output = await cli('.');
    expect(output.code).toBe(0);
    expect(output.stdout.trim()).toMatch(/^Content is valid: \d+ pages, \d+ articles?, \d+ routes\.$/);
  });
});

describe('a failed build', () => {
  // Whatever the build refuses, validate refuses first with the same lines; every line the build prints points at a file and line.
  it.each(cases)('$name: refuses with the lines validate prints and leaves the previous dist/ untouched', async ({ dir }) => {
    const root = materialize(dir);
    const validated = loadSite(root);
    const expected = validated.ok ? [] : validated.problems.map(formatProblem);
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(join(root, 'dist/index.html'), 'previous build');
    const error = await buildSite(root, { quiet: true }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    const lines = (error as Error).message.split('\n');
    expect(lines).toEqual(expected);
    for (const line of lines) expect(line).toMatch(/^[\w./-]+:\d+:\d+ {2}/);
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('previous build');
  });
});
