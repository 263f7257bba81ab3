// Publishing from the editor: the chosen files laid over the last commit are validated and built, committed alone through a temporary index, and pushed; one publication at a time.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type Message, message } from '../content/messages.ts';
import type { Problem } from '../site/problem.ts';
import { loadSite } from '../site/site.ts';
import { contentFileAt, IMAGES_DIR, writeRefusal } from './files.ts';
import { type Change, CONTENT_PATHS, isContentFile, pendingChanges } from './publish-changes.ts';
import { LIMITS, type Limits, pushCause, pushProblem, remoteLines, runGit } from './publish-git.ts';
import { followLive, LIVE, type LiveOptions, restoreFollowing } from './publish-live.ts';
import { noteEdited, type Publication, readRecord, sha256, updateRecord } from './publish-record.ts';

export { type Change, differences, type Held, type Pending, pendingChanges } from './publish-changes.ts';
export type { Publication } from './publish-record.ts';

const run = promisify(execFile);

/**
 * The real production build of `contentRoot` into `outDir`, in a process of its own: the caller may be the dev server
 * or a test runner (NODE_ENV development or test), under which Vite would build development code.
 */
export const productionBuild = (projectRoot: string) => (contentRoot: string, outDir: string) =>
  run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { buildSite } = await import(${JSON.stringify(join(projectRoot, 'src/cli/build.ts'))}); await buildSite(${JSON.stringify(projectRoot)}, { outDir: ${JSON.stringify(outDir)}, quiet: true, contentRoot: ${JSON.stringify(contentRoot)} });`,
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );

import type { PublishResult, Removal, Sending } from './contract.ts';

export type { PublishResult, Sending } from './contract.ts';

export type Choice = { paths?: readonly string[]; limits?: Limits; live?: LiveOptions };

const queues = new Map<string, Promise<unknown>>();
const history = new Map<string, Publication[]>();
/** Runs publications of one repository one after the other, in the order they were asked for. */
function oneAtATime<T>(root: string, job: () => Promise<T>): Promise<T> {
  const key = resolve(root);
  const next = (queues.get(key) ?? Promise.resolve()).then(job);
  queues.set(
    key,
    next.catch(() => undefined),
  );
  return next;
}

/** Sends HEAD to the first remote (origin when there is one) under the network time limit; the cause of a failure named. */
async function send(root: string, limits: Limits, live: LiveOptions): Promise<Sending> {
  const remotes = (await runGit(root, ['remote'], { limit: limits.local })).stdout.split('\n').filter(Boolean);
  if (remotes.length === 0) return { remote: false };
  const remote = remotes.includes('origin') ? 'origin' : remotes[0]!;
  // A developer's own SSH command (a key of its own) is kept; batch mode is added to it.
  const ssh = await runGit(root, ['config', '--get', 'core.sshCommand'], { limit: limits.local }).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  );
  const network = { ...(ssh ? { env: { GIT_SSH_COMMAND: `${ssh} -o BatchMode=yes -o ConnectTimeout=20` } } : {}) };
  const sent = async (details?: string[]): Promise<Sending> => {
    // Sent is not online: the live site is followed until it shows this commit (or a later one).
    const { unsent } = await readRecord(root);
    const files = unsent.flatMap((publication) => publication.files);
    // Her own words name it in the list of publications (trial 15 read « 8 h 10 — Réglages du site »).
    const words = unsent.map((publication) => publication.message).join(' · ');
    const head = await runGit(root, ['rev-parse', 'HEAD'], { limit: limits.local }).then(
      ({ stdout }) => stdout.trim(),
      () => undefined,
    );
    if (head) followLive(root, head, files, live, { words });
    await updateRecord(root, (record) => {
      record.unsent = [];
      if (record.last) record.last.pushed = true;
    });
    return { remote: true, pushed: true, ...(details ? { details } : {}) };
  };
  try {
    await runGit(root, ['push', remote, 'HEAD'], { limit: limits.network, ...network });
    return await sent();
  } catch (error) {
    const details = [error instanceof Error ? error.message : String(error)];
    // A push can fail after the remote took it (a post-receive hook holding the answer past the time limit): the remote is asked.
    if (await remoteHasHead(root, remote, limits, network.env)) return await sent(details);
    const cause = pushCause(error);
    return {
      remote: true,
      pushed: false,
      pushProblem: pushProblem(cause, limits),
      remoteLines: remoteLines(error),
      details,
    };
  }
}

/**
 * Whether the remote's branch is HEAD's commit now (`git ls-remote`, never prompting, time-limited like the push); then
 * the local record of the remote branch is moved as a push would have.
 */
async function remoteHasHead(
  root: string,
  remote: string,
  limits: Limits,
  env?: Record<string, string>,
): Promise<boolean> {
  try {
    const branch = (await runGit(root, ['symbolic-ref', '--quiet', 'HEAD'], { limit: limits.local })).stdout.trim();
    const head = (await runGit(root, ['rev-parse', 'HEAD'], { limit: limits.local })).stdout.trim();
    // A listing of one ref is small: a server that has not answered it in 20 s will not.
    const listed = (
      await runGit(root, ['ls-remote', remote, branch], {
        limit: Math.min(limits.network, 20_000),
        ...(env ? { env } : {}),
      })
    ).stdout;
    const there = listed.split('\n').some((line) => line === `${head}\t${branch}`);
    if (there && branch.startsWith('refs/heads/'))
      await runGit(root, ['update-ref', `refs/remotes/${remote}/${branch.slice('refs/heads/'.length)}`, head], {
        limit: limits.local,
      }).catch(() => undefined);
    return there;
  } catch {
    return false;
  }
}

/** “Envoyer maintenant”: sends what was committed here and not sent, in the publications' queue. */
export function sendNow(
  root: string,
  limits: Limits = LIMITS,
  live: LiveOptions = LIVE,
): Promise<{ ok: true } & Sending> {
  return oneAtATime(root, async () => ({ ok: true as const, ...(await send(root, limits, live)) }));
}

/** The identity of a commit when git has none configured: the commit then says it came from the editor. */
async function identity(root: string): Promise<Record<string, string>> {
  const get = (key: string) =>
    runGit(root, ['config', '--get', key]).then(
      ({ stdout }) => stdout.trim(),
      () => '',
    );
  const [name, email] = await Promise.all([get('user.name'), get('user.email')]);
  return {
    ...(name || process.env.GIT_AUTHOR_NAME
      ? {}
      : { GIT_AUTHOR_NAME: 'Éditeur du site', GIT_COMMITTER_NAME: 'Éditeur du site' }),
    ...(email || process.env.GIT_AUTHOR_EMAIL
      ? {}
      : { GIT_AUTHOR_EMAIL: 'editeur@example.com', GIT_COMMITTER_EMAIL: 'editeur@example.com' }),
  };
}

const refusal = (
  reason: Message,
  before: Publication[],
  more: { problems?: Problem[]; details?: string[] } = {},
): PublishResult => ({ ok: false, reason, before, ...more });

/**
 * Publishes the chosen files (by default, the files the editor wrote): the last commit's content with those files laid
 * over it is validated and built; only then are exactly those files committed, and the commit pushed when there is a
 * remote. Nothing else in the work tree or the index is touched. Any refusal commits nothing and says why.
 */
export function publish(
  contentRoot: string,
  words: string,
  build: (contentRoot: string, outDir: string) => Promise<unknown>,
  choice: Choice = {},
): Promise<PublishResult> {
  const known = history.get(resolve(contentRoot))?.length ?? 0;
  return oneAtATime(contentRoot, async () => {
    const before = (history.get(resolve(contentRoot)) ?? []).slice(known);
    const result = await publishNow(contentRoot, words, build, choice, before);
    if (result.ok && !result.already)
      history.set(resolve(contentRoot), [
        ...(history.get(resolve(contentRoot)) ?? []),
        {
          commit: result.commit,
          files: result.files,
          message: words.trim(),
          at: new Date().toISOString(),
          pushed: result.pushed,
        },
      ]);
    return result;
  });
}

async function publishNow(
  root: string,
  words: string,
  build: (contentRoot: string, outDir: string) => Promise<unknown>,
  choice: Choice,
  before: Publication[],
): Promise<PublishResult> {
  const limits = choice.limits ?? LIMITS;
  const text = words.trim();
  if (text.length < 3)
    return refusal(
      message('écrivez en quelques mots ce que vous publiez', 'write in a few words what you are publishing'),
      before,
    );
  const pending = await pendingChanges(root);
  // A picture listed under the file that uses it (an article's new photo) is offered with it: a new file, never a deletion.
  const offered = new Map<string, Pick<Change, 'status'>>(
    [...pending.changes, ...pending.unused].flatMap((change) => [
      [change.file, change] as const,
      ...(change.pictures ?? []).map((picture) => [picture, { status: 'added' as const }] as const),
    ]),
  );
  const wanted = choice.paths
    ? [...new Set(choice.paths)]
    : pending.changes
        .filter((change) => change.origin === 'editor')
        .flatMap((change) => [change.file, ...(change.pictures ?? [])]);
  const notReady = pending.held.filter((held) => wanted.includes(held.file));
  if (notReady.length > 0) {
    const names = notReady.map((held) => held.file).join(', ');
    return refusal(
      message(
        `pas encore prêt à publier : ${names}. Rien n’a été publié ; décochez-le ou terminez-le.`,
        `not ready to publish yet: ${names}. Nothing was published; uncheck it or finish it.`,
      ),
      before,
      { problems: notReady.flatMap((held) => held.problems) },
    );
  }
  const earlier = new Set(before.flatMap((publication) => publication.files));
  const gone = wanted.filter((file) => !offered.has(file) && !earlier.has(file));
  if (gone.length > 0)
    return refusal(
      message(
        `plus rien à publier pour ${gone.join(', ')} : la liste a changé, vérifiez-la`,
        `nothing left to publish for ${gone.join(', ')}: the list changed, check it`,
      ),
      before,
    );
  const files = wanted.filter((file) => offered.has(file));
  if (files.length === 0) {
    const went = [...before].reverse().find((publication) => wanted.some((file) => publication.files.includes(file)));
    if (went) {
      const remote = (await runGit(root, ['remote'])).stdout.trim() !== '';
      return { ok: true, already: true, commit: went.commit, files: went.files, pushed: went.pushed, remote, before };
    }
    return refusal(
      message('rien à publier : cochez au moins une modification', 'nothing to publish: check at least one change'),
      before,
    );
  }

  const work = mkdtempSync(join(tmpdir(), 'publish-'));
  try {
    const tree = join(work, 'content');
    const env = { GIT_INDEX_FILE: join(work, 'index') };
    const head = await runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).then(
      ({ stdout }) => stdout.trim(),
      () => undefined,
    );
    // The last commit's content, checked out through an index of its own: the real index and work tree stay as they are.
    await runGit(root, head ? ['read-tree', head] : ['read-tree', '--empty'], { env });
    const listed = (await runGit(root, ['ls-files', '-z', '--', ...CONTENT_PATHS], { env })).stdout
      .split('\0')
      .filter(Boolean);
    mkdirSync(tree, { recursive: true });
    if (listed.length > 0)
      await runGit(root, ['checkout-index', '-z', '--stdin', `--prefix=${tree}/`], { env, input: listed.join('\0') });
    // The chosen files over it, as they are now; their bytes are what gets checked and committed.
    const shas = new Map<string, string | null>();
    for (const file of files) {
      const target = join(tree, file);
      if (offered.get(file)!.status === 'deleted') {
        rmSync(target, { force: true });
        shas.set(file, null);
      } else {
        const source = join(root, file);
        if (!isContentFile(file) || lstatSync(source).isSymbolicLink())
          return refusal(message(`${file} ne peut pas être publié`, `${file} cannot be published`), before);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(source, target);
        shas.set(file, sha256(readFileSync(target)));
      }
    }
    const checked = loadSite(tree, { unfinished: 'refuse' });
    if (!checked.ok)
      return refusal(
        message(
          'le contenu, tel qu’il serait publié, a des problèmes : rien n’a été publié',
          'the content, as it would be published, has problems: nothing was published',
        ),
        before,
        { problems: checked.problems },
      );
    try {
      await build(tree, join(work, 'dist'));
    } catch (error) {
      const output = (error as { stderr?: string }).stderr?.trim();
      return refusal(
        message(
          'la construction du site a échoué : rien n’a été publié',
          'building the site failed: nothing was published',
        ),
        before,
        { details: [output || (error instanceof Error ? error.message : String(error))] },
      );
    }

    let commit: string;
    try {
      const gitDir = (await runGit(root, ['rev-parse', '--absolute-git-dir'])).stdout.trim();
      // Only the chosen paths are staged, from the checked copy, into the temporary index.
      await runGit(tree, ['--git-dir', gitDir, '--work-tree', tree, 'add', '--all', '--', ...files], { env });
      const treeId = (await runGit(root, ['write-tree'], { env })).stdout.trim();
      commit = (
        await runGit(root, ['commit-tree', treeId, ...(head ? ['-p', head] : []), '-F', '-'], {
          input: text,
          env: await identity(root),
        })
      ).stdout.trim();
      // Moves the branch only if no one else committed meanwhile.
      await runGit(root, ['update-ref', '-m', `publish: ${text.split('\n')[0]}`, 'HEAD', commit, head ?? '']);
    } catch (error) {
      return refusal(
        message(
          'git a refusé la publication : rien n’a été publié',
          'git refused the publication: nothing was published',
        ),
        before,
        { details: [error instanceof Error ? error.message : String(error)] },
      );
    }
    // The real index agrees with the new commit for these paths (and only these), so git status shows them clean.
    await runGit(root, ['reset', '--quiet', '--', ...files]).catch(() => undefined);
    const short = (await runGit(root, ['rev-parse', '--short', commit])).stdout.trim();
    const publication: Publication = {
      commit: short,
      files,
      message: text,
      at: new Date().toISOString(),
      pushed: false,
    };
    // The last publication's follow, dropped by a restart, is taken up before this one replaces it: this one carries it.
    await restoreFollowing(root, choice.live ?? LIVE);
    await updateRecord(root, (record) => {
      // What the editor wrote and is now published is forgotten; a file saved again meanwhile stays the editor's.
      for (const file of files) if (record.touched[file]?.sha256 === shas.get(file)) delete record.touched[file];
      record.last = publication;
      delete record.lastLive;
      record.unsent = [...record.unsent, publication];
    });
    const sending = await send(root, limits, choice.live ?? LIVE);
    if (!sending.remote) {
      await updateRecord(root, (record) => {
        record.unsent = [];
      });
      return { ok: true, commit: short, files, pushed: false, remote: false, before };
    }
    if (sending.pushed)
      return {
        ok: true,
        commit: short,
        files,
        pushed: true,
        remote: true,
        ...(sending.details ? { details: sending.details } : {}),
        before,
      };
    return {
      ok: true,
      commit: short,
      files,
      pushed: false,
      remote: true,
      pushProblem: sending.pushProblem,
      remoteLines: sending.remoteLines,
      details: sending.details,
      before,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Deletes a content file or an uploaded picture from the editor. A draft (never committed) is simply gone; a file the
 * last commit has becomes a deletion the marketer may choose to publish. site.yaml is never deleted.
 */
/** Said for a file the editor may not delete (site.yaml, anything outside the pages and the pictures). */
export const UNDELETABLE = message(
  'ce fichier ne peut pas être supprimé depuis l’éditeur',
  'this file cannot be deleted from the editor',
);

export async function removeFile(root: string, file: string): Promise<Removal> {
  const picture = file.startsWith(`${IMAGES_DIR}/`) && isContentFile(file) && !file.split('/').includes('..');
  const named = picture ? file : contentFileAt(root, file);
  if (!named || named === 'site.yaml') return { ok: false, reason: UNDELETABLE };
  const full = join(root, named);
  if (!existsSync(full) || lstatSync(full).isSymbolicLink())
    return { ok: false, reason: message('ce fichier n’existe plus', 'this file no longer exists') };
  // A folder on the way that is a link out of the content (pages/blog → elsewhere): nothing is deleted through it.
  const refused = writeRefusal(root, named);
  if (refused) return { ok: false, reason: refused };
  const tracked =
    (await runGit(root, ['ls-tree', '-z', '--name-only', 'HEAD', '--', named]).then(
      ({ stdout }) => stdout,
      () => '',
    )) !== '';
  unlinkSync(full);
  if (tracked) await noteEdited(root, named);
  else
    await updateRecord(root, (record) => {
      delete record.touched[named];
    });
  return { ok: true, draft: !tracked };
}
