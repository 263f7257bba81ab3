// The bad-input corpus: every broken tree fails validation at the expected FILE:LINE, the CLI says so without a stack trace, and the build leaves dist/ alone.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/cli/build.ts';
import { validateCommand } from '../../src/cli/validate-command.ts';
import { messageLocale } from '../../src/content/messages.ts';
import { formatProblem } from '../../src/site/problem.ts';
import { loadSite } from '../../src/site/site.ts';
import { badCases, materialize } from '../fixtures/materialize.ts';

const run = promisify(execFile);
const cases = badCases();

describe('bad content corpus', () => {
  it('holds at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it('the base tree the cases start from is valid', () => {
    const result = loadSite(materialize());
    expect(result.ok ? 'valid' : result.problems.map((problem) => formatProblem(problem))).toBe('valid');
  });

  describe.each(cases)('$name', ({ dir, expect: expected }) => {
    it('is reported at its file and line with an actionable message', () => {
      const result = loadSite(materialize(dir));
      expect(result.ok).toBe(false);
      const lines = result.ok ? [] : result.problems.map((problem) => formatProblem(problem, 'en'));
      for (const at of expected.at)
        expect(
          lines.some((line) => line.startsWith(`${at}:`) || line.startsWith(`${at} `) || line.startsWith(at)),
          `${at} in\n${lines.join('\n')}`,
        ).toBe(true);
      expect(lines.join('\n')).toContain(expected.includes);
      // French is the default: every message exists in French, and is not the English left untranslated.
      for (const problem of result.ok ? [] : result.problems)
        expect(problem.message.fr, problem.message.en).not.toBe(problem.message.en);
      // FILE:LINE:COL, two spaces, the path (no double space inside), two spaces, the message.
      for (const line of lines) expect(line).toMatch(/^[\w./-]+:\d+:\d+ {2}(?:\S| (?! ))+ {2}\S/);
    });
  });
});

describe('npm run validate', () => {
  // A French terminal (LANG=C.UTF-8 counts as French: the firm's working language) unless the case says otherwise.
  const environment = (lang = 'C.UTF-8') => ({ ...process.env, LANG: lang, LC_ALL: '', LC_MESSAGES: '' });
  // The command as a process, as a marketer runs it (spawned: a second each, so for what the process itself does).
  const cli = (root: string, options: { args?: string[]; lang?: string } = {}) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/validate.ts', root, ...(options.args ?? [])], {
      env: environment(options.lang),
    }).then(
      (output) => ({ code: 0, ...output }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  // Every case through the command's own code, in this process; the process around it is the same for all (below).
  it.each(cases)('$name: exits 1 and prints every problem in French, one per line, with no stack trace', (badCase) => {
    const output = validateCommand([materialize(badCase.dir)], environment());
    expect(output.code).toBe(1);
    const lines = output.stderr.split('\n').filter((line) => /^\S+:\d+:\d+ {2}/.test(line));
    expect(lines.length).toBeGreaterThan(0);
    for (const at of badCase.expect.at)
      expect(
        lines.some((line) => line.startsWith(at)),
        at,
      ).toBe(true);
    expect(output.stderr).toMatch(/\d+ problèmes? dans le contenu : rien n’a été construit\./);
    expect(output.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?$/m);
  });

  it('speaks English with --lang en or an English terminal, and French otherwise; exits 1 with no stack trace', async () => {
    const root = materialize(cases.find((badCase) => badCase.name === 'broken-page-reference')!.dir);
    for (const output of [await cli(root, { args: ['--lang', 'en'] }), await cli(root, { lang: 'en_CA.UTF-8' })]) {
      expect(output.code).toBe(1);
      expect(output.stderr).toContain('did you mean "pricing"?');
      expect(output.stderr).toContain('1 problem in the content: nothing was built.');
    }
    const french = await cli(root);
    expect(french.code).toBe(1);
    expect(french.stderr).toMatch(/^pages\/home\.yaml:20:17 {2}.*vouliez-vous dire « pricing »\?$/m);
    expect(french.stderr).toContain('1 problème dans le contenu : rien n’a été construit.');
    expect(french.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?$/m);
  });

  it('exits 2 on a wrong --lang', async () => {
    expect((await cli('.', { args: ['--lang', 'de'] })).code).toBe(2);
  });

  it('exits 0 with a one-line summary on the real site', async () => {
    const output = await cli('.');
    expect(output.code).toBe(0);
    expect(output.stdout.trim()).toMatch(/^Le contenu est valide : \d+ pages, \d+ articles?, \d+ adresses\.$/);
  });
});

describe('a failed build', () => {
  // Whatever the build refuses, validate refuses first with the same lines; every line the build prints points at a file and line.
  it.each(cases)(
    '$name: refuses with the lines validate prints and leaves the previous dist/ untouched',
    async ({ dir }) => {
      const root = materialize(dir);
      const validated = loadSite(root);
      const expected = validated.ok ? [] : validated.problems.map((problem) => formatProblem(problem, messageLocale()));
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
    },
  );
});
