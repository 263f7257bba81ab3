// The shipped CI pipelines call scripts that exist, validate in the format each host shows on the lines, test, and deploy only main.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const npmScripts = (text: string) => [...text.matchAll(/npm (?:run ([\w:-]+)|(test)\b)/g)].map((match) => match[1] ?? match[2]!);

describe('.github/workflows/site.yml', () => {
  const text = readFileSync('.github/workflows/site.yml', 'utf8');
  const workflow = parse(text) as { on: Record<string, unknown>; jobs: Record<string, { steps: { run?: string; if?: string }[]; if?: string; needs?: string }> };
  it('calls only npm scripts that exist', () => {
    expect(npmScripts(text).length).toBeGreaterThan(1);
    for (const name of npmScripts(text)) expect(Object.keys(scripts)).toContain(name);
  });
  it('validates (annotations on GitHub), tests, and deploys only main after the checks pass', () => {
    const runs = workflow.jobs.check!.steps.map((step) => step.run ?? '');
    expect(runs).toContain('npm run validate');
    expect(runs).toContain('npm test');
    expect(workflow.jobs.deploy!.needs).toBe('check');
    expect(workflow.jobs.deploy!.if).toContain("github.ref == 'refs/heads/main'");
    expect(Object.keys(workflow.on)).toEqual(['push', 'pull_request']);
  });
});

describe('.gitlab-ci.yml', () => {
  const text = readFileSync('.gitlab-ci.yml', 'utf8');
  const pipeline = parse(text) as Record<string, { script?: string[]; artifacts?: { reports?: { codequality?: string } }; rules?: { if: string }[]; needs?: string[] }>;
  it('calls only npm scripts that exist', () => {
    for (const name of npmScripts(text)) expect(Object.keys(scripts)).toContain(name);
  });
  it('publishes a Code Quality report from validate, tests, and deploys only the default branch', () => {
    expect(pipeline.validate!.script!.join(' ')).toContain('--format gitlab --output gl-code-quality-report.json');
    expect(pipeline.validate!.artifacts!.reports!.codequality).toBe('gl-code-quality-report.json');
    expect(pipeline.test!.script!.join(' ')).toContain('npm test');
    expect(pipeline.deploy!.needs).toEqual(['test']);
    expect(pipeline.deploy!.rules![0]!.if).toContain('CI_DEFAULT_BRANCH');
  });
});
