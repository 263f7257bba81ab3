// The shipped CI pipelines call scripts that exist, validate in the format each host shows on the lines, choose the
// content gate or the full suite by the paths a change touches, and deploy only main.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { changedSince, gateFor } from '../../src/cli/ci.ts';

describe('the gate a change needs', () => {
  it('is the content gate for content only, the full suite for anything else or when the base is unknown', () => {
    const cases: [string[] | undefined, 'content' | 'full'][] = [
      [['site.yaml'], 'content'],
      [
        ['pages/pricing-company.yaml', 'pages/blog/nouvel-article.yaml', 'public/images/bureau-1a2b3c4d.webp'],
        'content',
      ],
      [['pages/été.yaml'], 'content'],
      [['site.yaml', 'src/site/load.ts'], 'full'],
      [['public/boot.js'], 'full'],
      [['package-lock.json'], 'full'],
      [['tests/fixtures/site/site.yaml'], 'full'],
      [['.github/workflows/site.yml'], 'full'],
      [[], 'full'],
      [undefined, 'full'],
    ];
    for (const [changed, gate] of cases) expect(gateFor(changed), JSON.stringify(changed)).toBe(gate);
  });

  it('reads the changed paths from git, Unicode names included, and knows when it cannot', () => {
    const repo = mkdtempSync(join(tmpdir(), 'ci-gate-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
        cwd: repo,
        encoding: 'utf8',
      }).trim();
    const write = (file: string) => {
      mkdirSync(dirname(join(repo, file)), { recursive: true });
      writeFileSync(join(repo, file), file);
    };
    try {
      git('init', '-q');
      write('site.yaml');
      git('add', '.');
      git('commit', '-qm', 'one');
      const base = git('rev-parse', 'HEAD');
      write('pages/été.yaml');
      write('public/images/photo.webp');
      git('add', '.');
      git('commit', '-qm', 'two');
      expect(changedSince(base, repo)?.sort()).toEqual(['pages/été.yaml', 'public/images/photo.webp']);
      expect(changedSince('0000000000000000000000000000000000000000', repo)).toBeUndefined();
      expect(changedSince('not-a-commit', repo)).toBeUndefined();
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const npmScripts = (text: string) =>
  [...text.matchAll(/npm (?:run ([\w:-]+)|(test)\b)/g)].map((match) => match[1] ?? match[2]!);

describe('.github/workflows/site.yml', () => {
  const text = readFileSync('.github/workflows/site.yml', 'utf8');
  const workflow = parse(text) as {
    on: Record<string, unknown>;
    jobs: Record<string, { steps: { run?: string; if?: string }[]; if?: string; needs?: string }>;
  };
  it('calls only npm scripts that exist', () => {
    expect(npmScripts(text).length).toBeGreaterThan(1);
    for (const name of npmScripts(text)) expect(Object.keys(scripts)).toContain(name);
  });
  it('validates (annotations on GitHub), tests, and deploys only main after the checks pass', () => {
    const runs = workflow.jobs.check!.steps.map((step) => step.run ?? '');
    expect(runs).toContain('npm run validate');
    expect(runs.some((run) => run.startsWith('npm run ci -- '))).toBe(true);
    expect(workflow.jobs.deploy!.needs).toBe('check');
    expect(workflow.jobs.deploy!.if).toContain("github.ref == 'refs/heads/main'");
    expect(Object.keys(workflow.on)).toEqual(['push', 'pull_request']);
  });
});

describe('.gitlab-ci.yml', () => {
  const text = readFileSync('.gitlab-ci.yml', 'utf8');
  const pipeline = parse(text) as Record<
    string,
    {
      script?: string[];
      artifacts?: { reports?: { codequality?: string } };
      rules?: { if: string }[];
      needs?: string[];
    }
  >;
  it('calls only npm scripts that exist', () => {
    for (const name of npmScripts(text)) expect(Object.keys(scripts)).toContain(name);
  });
  it('publishes a Code Quality report from validate, tests, and deploys only the default branch', () => {
    expect(pipeline.validate!.script!.join(' ')).toContain('--format gitlab --output gl-code-quality-report.json');
    expect(pipeline.validate!.artifacts!.reports!.codequality).toBe('gl-code-quality-report.json');
    expect(pipeline.test!.script!.join(' ')).toContain('npm run ci -- ');
    expect(pipeline.deploy!.needs).toEqual(['test']);
    expect(pipeline.deploy!.rules![0]!.if).toContain('CI_DEFAULT_BRANCH');
  });
});
