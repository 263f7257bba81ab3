// Publishing from the editor: what changed since the last commit, in plain words; then validate, build, commit the content files and push when a remote exists.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { loadSite } from '../content/site.ts';
import { formatProblem } from '../content/problem.ts';
import { formatMoney } from '../content/format.ts';
import { message, type Message } from '../content/messages.ts';
import { fileEntries, IMAGES_DIR } from './files.ts';

const run = promisify(execFile);
/** The files a marketer's publication may commit: the content and its images, nothing else. */
const CONTENT_PATHS = ['site.yaml', 'pages', IMAGES_DIR];

const git = (root: string, args: string[]) => run('git', args, { cwd: root, maxBuffer: 16 * 1024 * 1024 });

export type Change = { file: string; title: { fr: string; en: string }; lines: Message[] };

/** Content files changed, added or removed since the last commit. */
async function changedFiles(root: string): Promise<{ file: string; status: string }[]> {
  const { stdout } = await git(root, ['status', '--porcelain', '--untracked-files=all', '--', ...CONTENT_PATHS]);
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ status: line.slice(0, 2).trim(), file: line.slice(3).replace(/^"|"$/g, '') }))
    .filter(({ file }) => file.endsWith('.yaml') || file.startsWith(`${IMAGES_DIR}/`));
}

const quote = (text: string) => `« ${text.length > 70 ? `${text.slice(0, 69)}…` : text} »`;

/** The first French text inside a value (a question, a title), looking into its fields in order. */
function firstFrench(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.fr === 'string') return record.fr;
  for (const field of Object.values(record)) {
    const found = firstFrench(field);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** An item of a list in a few words: its type and its first French text, never raw data. */
function summary(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const type = value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string' ? (value as { type: string }).type : '';
  const text = firstFrench(value);
  return [type, text === undefined ? '' : quote(text)].filter(Boolean).join(' ') || '…';
}

const show = (value: unknown, path: string[]): string => {
  if (typeof value === 'number' && path.at(-1) === 'amount') return formatMoney(value, 'fr');
  return summary(value);
};

/** The positions of `order` that stay in place when the fewest items move: a longest increasing run of it. */
function staying(order: number[]): Set<number> {
  const ends: number[] = [];
  const previous: number[] = [];
  order.forEach((value, index) => {
    let low = 0;
    let high = ends.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (order[ends[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? ends[low - 1]! : -1;
    ends[low] = index;
  });
  const kept = new Set<number>();
  for (let index = ends.at(-1) ?? -1; index !== -1; index = previous[index]!) kept.add(index);
  return kept;
}

/**
 * A list whose items were only moved, added or removed, said so item by item (“« Question » moved to position 1”),
 * rather than as a change to every position after the first one that moved. Undefined when items were also edited.
 */
function listChanges(before: unknown[], after: unknown[], where: Message): Message[] | undefined {
  const beforeKeys = before.map((item) => JSON.stringify(item));
  const afterKeys = after.map((item) => JSON.stringify(item));
  // Each item of `before` is matched once at most: a matched one is crossed out.
  const unmatched: (string | undefined)[] = [...beforeKeys];
  const origin = afterKeys.map((key) => {
    const index = unmatched.indexOf(key);
    if (index !== -1) unmatched[index] = undefined;
    return index;
  });
  const added = origin.flatMap((from, index) => (from === -1 ? [index] : []));
  const removed = unmatched.flatMap((key, index) => (key === undefined ? [] : [index]));
  // Items edited in place: each leaf is said where it changed instead.
  if (added.length > 0 && removed.length > 0) return undefined;
  const common = origin.flatMap((from, index) => (from === -1 ? [] : [index]));
  const kept = staying(common.map((index) => origin[index]!));
  const moved = common.filter((_, rank) => !kept.has(rank));
  return [
    ...removed.map((index) => message(`${where.fr} : retiré ${summary(before[index])} (n° ${index + 1})`, `${where.en}: removed ${summary(before[index])} (no. ${index + 1})`)),
    ...added.map((index) => message(`${where.fr} : ajouté ${summary(after[index])} en position ${index + 1}`, `${where.en}: added ${summary(after[index])} at position ${index + 1}`)),
    ...moved.map((index) => message(`${where.fr} : ${summary(after[index])} déplacé du n° ${origin[index]! + 1} au n° ${index + 1}`, `${where.en}: ${summary(after[index])} moved from no. ${origin[index]! + 1} to no. ${index + 1}`)),
  ];
}

/** Every leaf that differs between two versions of a file's data, as “where: before → after”. */
export function differences(before: unknown, after: unknown, path: string[] = []): Message[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const lines = listChanges(before, after, describePath(path));
    if (lines !== undefined) return lines;
  }
  if (before !== null && after !== null && typeof before === 'object' && typeof after === 'object') {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => differences((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], [...path, key]));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const where = describePath(path);
  if (before === undefined) return [message(`${where.fr} : ajouté ${show(after, path)}`, `${where.en}: added ${show(after, path)}`)];
  if (after === undefined) return [message(`${where.fr} : retiré (${show(before, path)})`, `${where.en}: removed (${show(before, path)})`)];
  return [message(`${where.fr} : ${show(before, path)} → ${show(after, path)}`, `${where.en}: ${show(before, path)} → ${show(after, path)}`)];
}

/** facts.prices.companyPlan.amount → “prix companyPlan”; sections.2.title.fr → “section 3, title (français)”. */
function describePath(path: string[]): Message {
  if (path[0] === 'facts' && path[1] === 'prices' && path[2]) {
    const rest = path.slice(3).filter((part) => part !== 'amount').join('.');
    return message(`prix ${path[2]}${rest ? `, ${rest}` : ''}`, `price ${path[2]}${rest ? `, ${rest}` : ''}`);
  }
  const last = path.at(-1);
  const parts = last === 'fr' || last === 'en' ? path.slice(0, -1) : path;
  const words = (item: string, number: string) => {
    const out: string[] = [];
    parts.forEach((part, index) => {
      if (part === 'sections' && /^\d+$/.test(parts[index + 1] ?? '')) return;
      if (/^\d+$/.test(part)) out.push(`${parts[index - 1] === 'sections' ? 'section' : number} ${Number(part) + 1}`);
      else out.push(part);
    });
    return out.join(', ') || item;
  };
  const language = last === 'fr' ? ['français', 'French'] : last === 'en' ? ['anglais', 'English'] : undefined;
  return message(`${words('fichier', 'n°')}${language ? ` (${language[0]})` : ''}`, `${words('file', 'no.')}${language ? ` (${language[1]})` : ''}`);
}

export async function pendingChanges(root: string): Promise<Change[]> {
  const titles = new Map(fileEntries(root).map((entry) => [entry.file, entry.title]));
  const changes: Change[] = [];
  for (const { file, status } of await changedFiles(root)) {
    const title = titles.get(file) ?? { fr: file, en: file };
    if (!file.endsWith('.yaml')) {
      // A picture is named by its file: that is what an article's image.src shows.
      const [fr, en] = status === 'D' ? ['Image retirée', 'Picture removed'] : status === '??' || status === 'A' ? ['Nouvelle image', 'New picture'] : ['Image remplacée', 'Picture replaced'];
      changes.push({ file, title: message(`${fr} : ${file}`, `${en}: ${file}`), lines: [message(status === 'D' ? 'retirée du site à la publication' : 'publiée avec le contenu', status === 'D' ? 'taken off the site when published' : 'published with the content')] });
      continue;
    }
    const before = status === '??' || status === 'A' ? undefined : parse((await git(root, ['show', `HEAD:${file}`])).stdout) as unknown;
    let after: unknown;
    try {
      after = status === 'D' ? undefined : (parse(readFileSync(join(root, file), 'utf8')) as unknown);
    } catch {
      after = undefined;
    }
    const lines = before === undefined ? [message('nouveau fichier', 'new file')] : after === undefined ? [message('fichier supprimé', 'file deleted')] : differences(before, after);
    changes.push({ file, title, lines: lines.length > 0 ? lines : [message('mise en forme seulement', 'layout only')] });
  }
  return changes;
}

/**
 * The real production build of `contentRoot` into `outDir`, in a process of its own: the caller may be the dev server
 * or a test runner (NODE_ENV development or test), under which Vite would build development code.
 */
export const productionBuild = (projectRoot: string) => (contentRoot: string, outDir: string) =>
  run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `const { buildSite } = await import(${JSON.stringify(join(projectRoot, 'src/cli/build.ts'))}); await buildSite(${JSON.stringify(projectRoot)}, { outDir: ${JSON.stringify(outDir)}, quiet: true, contentRoot: ${JSON.stringify(contentRoot)} });`], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });

/** A publication recorded in git (`pushProblem` when the remote could not take it), or refused with nothing committed. */
export type PublishResult = { ok: true; commit: string; pushed: boolean; pushProblem?: Message; details?: string[] } | { ok: false; reason: Message; details?: string[] };

/**
 * Validates and builds the content as it is on disk, then commits only the changed content files with the marketer's
 * message, and pushes when the repository has a remote. Any failure is explained and nothing is committed.
 */
export async function publish(contentRoot: string, words: string, build: (contentRoot: string, outDir: string) => Promise<unknown>): Promise<PublishResult> {
  const text = words.trim();
  if (text.length < 3) return { ok: false, reason: message('écrivez en quelques mots ce que vous publiez', 'write in a few words what you are publishing') };
  const files = (await changedFiles(contentRoot)).map((change) => change.file);
  if (files.length === 0) return { ok: false, reason: message('rien à publier : aucun fichier de contenu n’a changé', 'nothing to publish: no content file changed') };
  const checked = loadSite(contentRoot);
  if (!checked.ok) return { ok: false, reason: message('le contenu a des problèmes : rien n’a été publié', 'the content has problems: nothing was published'), details: checked.problems.map((problem) => formatProblem(problem)) };
  const outDir = mkdtempSync(join(tmpdir(), 'publish-check-'));
  try {
    await build(contentRoot, outDir);
  } catch (error) {
    const output = (error as { stderr?: string }).stderr?.trim();
    return { ok: false, reason: message('la construction du site a échoué : rien n’a été publié', 'building the site failed: nothing was published'), details: [output || (error instanceof Error ? error.message : String(error))] };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  try {
    await git(contentRoot, ['add', '--all', '--', ...files]);
    // The marketer may not have told git their name: the commit then says it came from the editor.
    const named = (await git(contentRoot, ['config', 'user.name']).then((result) => result.stdout.trim(), () => '')) !== '';
    const identity = named ? [] : ['-c', 'user.name=Éditeur du site', '-c', 'user.email=editeur@example.com'];
    await git(contentRoot, [...identity, 'commit', '--quiet', '-m', text, '--', ...files]);
    const commit = (await git(contentRoot, ['rev-parse', '--short', 'HEAD'])).stdout.trim();
    const remotes = (await git(contentRoot, ['remote'])).stdout.trim();
    if (remotes === '') return { ok: true, commit, pushed: false };
    try {
      await git(contentRoot, ['push', '--quiet', remotes.split('\n')[0]!, 'HEAD']);
      return { ok: true, commit, pushed: true };
    } catch (error) {
      // The publication is safe in this copy's history; what is left is the remote's business, said plainly.
      const output = error instanceof Error ? error.message : String(error);
      const behind = /rejected|non-fast-forward|fetch first/.test(output);
      const pushProblem = behind
        ? message('le dépôt distant a reçu d’autres modifications depuis votre dernière mise à jour : l’équipe technique doit les récupérer (git pull) puis envoyer votre publication (git push). Vos modifications sont en sécurité sur cet ordinateur.', 'the remote has received other changes since your last update: the technical team must fetch them (git pull), then send your publication (git push). Your changes are safe on this computer.')
        : message('l’envoi au dépôt distant a échoué (connexion ou droits d’accès) : l’équipe technique peut l’envoyer plus tard (git push). Vos modifications sont en sécurité sur cet ordinateur.', 'sending to the remote failed (connection or access rights): the technical team can send it later (git push). Your changes are safe on this computer.');
      return { ok: true, commit, pushed: false, pushProblem, details: [output] };
    }
  } catch (error) {
    return { ok: false, reason: message('git a refusé la publication : rien n’a été publié', 'git refused the publication: nothing was published'), details: [error instanceof Error ? error.message : String(error)] };
  }
}
