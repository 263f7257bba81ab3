// npm run validate in the forms CI reads: GitHub annotations on the lines, JSON, a GitLab Code Quality report; exit codes 0, 1, 2.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { gitlabReport } from '../../src/cli/report-formats.ts';
import { loadSite } from '../../src/site/site.ts';
import { badCases, materialize } from '../fixtures/materialize.ts';

const run = promisify(execFile);
const validate = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/validate.ts', ...args], {
    env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: '', GITHUB_ACTIONS: '', ...env },
  }).then(
    (output) => ({ code: 0, ...output }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
const broken = () => materialize(badCases().find((badCase) => badCase.name === 'broken-page-reference')!.dir);

describe('npm run validate --format', () => {
  it('github: one ::error line per problem at its file, line and column, and the plain list too', async () => {
    const output = await validate([broken(), '--format', 'github']);
    expect(output.code).toBe(1);
    expect(output.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^::error file=pages\/home\.yaml,line=20,col=17,title=reference%3A sections\.1\.cards\.0\.action\.page::aucune page n’a l’id « pricng »; vouliez-vous dire « pricing »\?$/,
      ),
    ]);
    expect(output.stderr).toContain('pages/home.yaml:20:17  sections.1.cards.0.action.page');
  });

  it('github is the default on GitHub Actions', async () => {
    expect((await validate([broken()], { GITHUB_ACTIONS: 'true' })).stdout).toMatch(/^::error file=/);
  });

  it('json: an array of file, line, col, path, message and rule; [] and exit 0 on the real site', async () => {
    const output = await validate([broken(), '--format', 'json', '--lang', 'en']);
    expect(output.code).toBe(1);
    expect(JSON.parse(output.stdout)).toEqual([
      {
        file: 'pages/home.yaml',
        line: 20,
        col: 17,
        path: 'sections.1.cards.0.action.page',
        message: 'no page has the id "pricng"; did you mean "pricing"?',
        rule: 'reference',
      },
    ]);
    const valid = await validate(['.', '--format', 'json']);
    expect(valid.code).toBe(0);
    expect(JSON.parse(valid.stdout)).toEqual([]);
  });

  it('gitlab: writes the Code Quality report to the file named', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gl-')), 'gl-code-quality-report.json');
    const output = await validate([broken(), '--format', 'gitlab', '--output', file]);
    expect(output.code).toBe(1);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(1);
  });

  it.each(badCases().map((badCase) => [badCase.name, badCase.dir] as const))(
    'gitlab: %s gives a Code Quality report GitLab accepts',
    (_name, dir) => {
      const result = loadSite(materialize(dir));
      const report = JSON.parse(gitlabReport(result.ok ? [] : result.problems, 'fr')) as Record<string, unknown>[];
      expect(report.length).toBeGreaterThan(0);
      for (const issue of report) {
        expect(issue).toEqual({
          description: expect.any(String),
          check_name: expect.any(String),
          fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
          severity: 'major',
          location: { path: expect.any(String), lines: { begin: expect.any(Number) } },
        });
      }
      expect(new Set(report.map((issue) => issue.fingerprint)).size).toBe(report.length);
    },
  );

  it('exits 2 on wrong usage, without a stack trace', async () => {
    for (const args of [['--format', 'xml'], ['--lang', 'de'], ['--colour', 'on'], ['--format']]) {
      const output = await validate(['.', ...args]);
      expect(output.code, args.join(' ')).toBe(2);
      expect(output.stderr).toContain('usage: npm run validate');
      expect(output.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
