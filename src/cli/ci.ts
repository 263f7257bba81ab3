// `npm run ci -- BASE`: what a pipeline runs. When every file changed since the commit BASE is content (site.yaml,
// pages/, public/images/), the content gate (npm run check:content, about 2 minutes); otherwise the full suite (npm test).
// BASE `online` is the commit the live site runs (its version.json): what main's pipeline must compare with, since the
// commit before a push may never have gone online (its run failed or was cancelled by this one).
import { execFileSync, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { liveUrlOf } from '../editor/publish-live.ts';

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

/** The commit the live site runs, when it says one this history holds below HEAD; else why it cannot be compared with. */
export async function onlineCommit(
  root = process.cwd(),
  liveUrl = liveUrlOf(root),
): Promise<{ commit: string } | { reason: string }> {
  if (!liveUrl) return { reason: 'no live address (SITE_LIVE_URL, or origin in site.yaml)' };
  try {
    const response = await fetch(`${liveUrl}/version.json`, {
      headers: { 'cache-control': 'no-cache' },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return { reason: `${liveUrl}/version.json answered ${response.status}` };
    const { commit } = z
      .object({
        commit: z
          .string()
          .regex(/^[0-9a-f]{40,64}$/)
          .nullable(),
      })
      .parse(await response.json());
    if (!commit) return { reason: `${liveUrl} does not say its commit` };
    execFileSync('git', ['merge-base', '--is-ancestor', commit, 'HEAD'], { cwd: root, stdio: 'ignore' });
    return { commit };
  } catch (error) {
    return { reason: `${liveUrl}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let base = process.argv[2];
  if (base === 'online') {
    const online = await onlineCommit();
    base = 'commit' in online ? online.commit : undefined;
    console.log('commit' in online ? `Online: ${online.commit}.` : `The commit online is not known: ${online.reason}.`);
  }
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
  // The content gate re-reads with its slowest checks only the pages drawn differently from BASE's.
  const run = spawnSync('npm', gate === 'content' ? ['run', 'check:content', '--', '--since', base!] : ['test'], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
