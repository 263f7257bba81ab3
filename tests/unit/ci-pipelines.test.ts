// The shipped CI pipelines call scripts that exist, validate in the format each host shows on the lines, choose the
// content gate or the full suite by the paths a change touches, and deploy only main.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { changedSince, gateFor, onlineCommit } from '../../src/cli/ci.ts';

/** git in a test's repository, with an author of its own. */
const gitIn =
  (repo: string) =>
  (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();

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
    const git = gitIn(repo);
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

describe('the commit online, what main compares with', () => {
  it('is the live site’s version.json commit when this history holds it below HEAD; else the reason, and the full suite', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'ci-online-'));
    const git = gitIn(repo);
    let answer: unknown = {};
    const server = createServer((request, response) => {
      if (request.url !== '/version.json') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const live = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      git('init', '-q');
      writeFileSync(join(repo, 'site.yaml'), 'one');
      git('add', '.');
      git('commit', '-qm', 'online');
      const online = git('rev-parse', 'HEAD');
      writeFileSync(join(repo, 'site.yaml'), 'two');
      git('commit', '-qam', 'after it');
      answer = { commit: online, built: '2026-11-27T10:00:00Z' };
      expect(await onlineCommit(repo, live)).toEqual({ commit: online });
      answer = { commit: 'f'.repeat(40) };
      expect(await onlineCommit(repo, live)).toHaveProperty('reason');
      answer = { commit: null };
      expect(await onlineCommit(repo, live)).toEqual({ reason: `${live} does not say its commit` });
      expect(await onlineCommit(repo, undefined)).toHaveProperty('reason');
      server.close();
      expect(await onlineCommit(repo, live)).toHaveProperty('reason');
    } finally {
      server.close();
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
    // On main, with the commit online: the one before the push may never have passed.
    expect(runs.find((run) => run.startsWith('npm run ci -- '))).toContain("|| 'online'");
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
    expect(pipeline.test!.script!.join(' ')).toMatch(/npm run ci -- "\$\{CI_MERGE_REQUEST_DIFF_BASE_SHA:-online\}"/);
    expect(pipeline.deploy!.needs).toEqual(['test']);
    expect(pipeline.deploy!.rules![0]!.if).toContain('CI_DEFAULT_BRANCH');
  });
});
