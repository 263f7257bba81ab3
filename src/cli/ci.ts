// `npm run ci -- BASE`: what a pipeline runs. When every file changed since the commit BASE is content (site.yaml,
// pages/, public/images/), the content gate (npm run check:content, about 2 minutes); otherwise the full suite (npm test).
import { execFileSync, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const CONTENT = /^(site\.yaml|pages\/.+|public\/images\/.+)$/;

/** The gate a change needs: `content` when it touches content only, `full` for anything else (or when unknown). */
export function gateFor(changed: readonly string[] | undefined): 'content' | 'full' {
  return changed !== undefined && changed.length > 0 && changed.every((path) => CONTENT.test(path))
    ? 'content'
    : 'full';
}

/** The files changed between BASE and HEAD, or undefined when BASE is not a commit here (a new branch, a shallow clone). */
export function changedSince(base: string | undefined, cwd = process.cwd()): string[] | undefined {
  if (!base || /^0+$/.test(base)) return undefined;
  try {
    const out = execFileSync('git', ['-c', 'core.quotePath=false', 'diff', '--name-only', '-z', `${base}...HEAD`], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.argv[2];
  const changed = changedSince(base);
  const gate = gateFor(changed);
  console.log(
    changed === undefined
      ? `No comparison with ${base || '(no base given)'}: the full suite runs.`
      : gate === 'content'
        ? `${changed.length} content file(s) changed since ${base}: the content gate runs (npm run check:content).`
        : `Changes outside the content since ${base} (${changed
            .filter((path) => !CONTENT.test(path))
            .slice(0, 5)
            .join(', ')}): the full suite runs (npm test).`,
  );
  const run = spawnSync('npm', gate === 'content' ? ['run', 'check:content'] : ['test'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
