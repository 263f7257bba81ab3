// The hosted editor's git, run in the Worker with isomorphic-git over smart HTTP against any host: reads main, commits a proposal on its own branch, publishes a proposal on main. Only this module sees the credential.
import git from 'isomorphic-git';
import http from 'isomorphic-git/http/web';
import { memoryFs, type Snapshot } from './memory-fs.ts';
import { type Choices, type Conflict, mergeYaml } from './yaml-merge.ts';

const decoder = new TextDecoder();

export type Remote = { url: string; branch: string; token?: string; username?: string };
export type Author = { name: string; email: string };
/** A file of a proposal: its blob on main when proposed (null: new), and the proposal's (null: deleted). */
export type ProposedFile = { path: string; before: string | null; after: string | null };

/** Why git could not do what was asked, in words for the marketer; `status` is the HTTP answer it becomes. */
export class GitRefusal extends Error {
  constructor(
    readonly status: number,
    readonly words: { fr: string; en: string },
  ) {
    super(words.en);
  }
}

const DIR = '/repo';
type Fs = ReturnType<typeof memoryFs>;

/** The host's password prompt answered with the server's token; without a token, the host must be open. */
const auth = (remote: Remote) =>
  remote.token ? { onAuth: () => ({ username: remote.username || 'x-access-token', password: remote.token }) } : {};

/** Git's own words never carry the URL's credential: a URL written with one has it removed. */
const scrub = (text: string, remote: Remote) => (remote.token ? text.replaceAll(remote.token, '***') : text);

/**
 * Fresh clones kept by this isolate, one per repository, branch and depth, with the main commit they hold: a request
 * whose main has not moved starts from a copy instead of cloning again (the clone was most of each request's time).
 */
const clones = new Map<string, { main: string; files: Snapshot }>();

/** Main's commit on the host now: one small request (the refs' list), no objects. */
async function mainOnHost(remote: Remote): Promise<string | undefined> {
  const refs = await git.listServerRefs({
    http,
    url: remote.url,
    prefix: `refs/heads/${remote.branch}`,
    protocolVersion: 1,
    ...auth(remote),
  });
  return refs.find((ref) => ref.ref === `refs/heads/${remote.branch}`)?.oid;
}

/** Main's last commit (or its last `depth` commits, for history), in a repository held in memory. */
async function cloneMain(remote: Remote, depth = 1): Promise<{ fs: Fs; main: string }> {
  const key = `${remote.url}\n${remote.branch}\n${depth}`;
  const kept = clones.get(key);
  try {
    if (kept && (await mainOnHost(remote)) === kept.main) return { fs: memoryFs(kept.files), main: kept.main };
    const fs = memoryFs();
    await git.clone({
      fs,
      http,
      dir: DIR,
      url: remote.url,
      ref: remote.branch,
      singleBranch: true,
      depth,
      noCheckout: true,
      noTags: true,
      ...auth(remote),
    });
    const main = await git.resolveRef({ fs, dir: DIR, ref: `refs/remotes/origin/${remote.branch}` });
    clones.set(key, { main, files: fs.snapshot() });
    return { fs, main };
  } catch (error) {
    throw new GitRefusal(502, {
      fr: `le dépôt git est injoignable ou a refusé l’accès (${scrub(error instanceof Error ? error.message : String(error), remote)})`,
      en: `the git repository cannot be reached or refused access (${scrub(error instanceof Error ? error.message : String(error), remote)})`,
    });
  }
}

/** The blob at `path` in a commit, or null when the commit has no such file. */
async function blobAt(fs: Fs, commit: string, path: string): Promise<string | null> {
  try {
    return (await git.readBlob({ fs, dir: DIR, oid: commit, filepath: path })).oid;
  } catch {
    return null;
  }
}

/** A tree like `tree` with each path set to its blob (null: removed); folders are made and emptied folders dropped as git does. */
async function treeWith(
  fs: Fs,
  tree: string | null,
  changes: ReadonlyMap<string, string | null>,
): Promise<string | null> {
  const entries = tree ? (await git.readTree({ fs, dir: DIR, oid: tree })).tree : [];
  const byName = new Map(entries.map((entry) => [entry.path, entry]));
  const below = new Map<string, Map<string, string | null>>();
  for (const [path, blob] of changes) {
    const slash = path.indexOf('/');
    if (slash === -1) {
      if (blob === null) byName.delete(path);
      else byName.set(path, { mode: '100644', path, oid: blob, type: 'blob' });
    } else {
      const folder = path.slice(0, slash);
      if (!below.has(folder)) below.set(folder, new Map());
      below.get(folder)!.set(path.slice(slash + 1), blob);
    }
  }
  for (const [folder, inner] of below) {
    const existing = byName.get(folder);
    const sub = await treeWith(fs, existing?.type === 'tree' ? existing.oid : null, inner);
    if (sub === null) byName.delete(folder);
    else byName.set(folder, { mode: '040000', path: folder, oid: sub, type: 'tree' });
  }
  if (byName.size === 0) return null;
  return git.writeTree({ fs, dir: DIR, tree: [...byName.values()] });
}

const signature = (person: Author, at: number) => ({
  name: person.name,
  email: person.email,
  timestamp: Math.floor(at / 1000),
  timezoneOffset: 0,
});

/**
 * Pushes a branch. When the host refuses the main branch itself (branch protection, a required review or check), the
 * refusal says so in plain words with the host's own lines: the publication stays waiting, nothing is lost.
 */
async function pushRef(fs: Fs, remote: Remote, branch: string, force = false): Promise<void> {
  const said: string[] = [];
  const hostWords = (why: string) =>
    scrub([...said.map((line) => line.trim()).filter(Boolean), why].filter(Boolean).join(' / '), remote);
  let result: Awaited<ReturnType<typeof git.push>>;
  try {
    result = await git.push({
      fs,
      http,
      dir: DIR,
      ref: branch,
      remoteRef: `refs/heads/${branch}`,
      remote: 'origin',
      force,
      onMessage: (line) => void said.push(line),
      ...auth(remote),
    });
  } catch (error) {
    const why = scrub(error instanceof Error ? error.message : String(error), remote);
    if (/not a simple fast-forward|non-fast-forward|fetch first/i.test(why))
      throw new GitRefusal(409, {
        fr: `la branche ${branch} a changé entre-temps : rechargez et réessayez`,
        en: `the branch ${branch} changed meanwhile: reload and try again`,
      });
    throw refusedBy(remote, branch, hostWords(why));
  }
  const refused = result.refs[`refs/heads/${branch}`];
  if (!result.ok || (refused && !refused.ok))
    throw refusedBy(remote, branch, hostWords(refused?.error ?? result.error ?? ''));
}

/** The host refused a push to main itself (branch protection, a required review or check); `why` is the host's own words. */
export class MainProtected extends GitRefusal {
  constructor(
    readonly why: string,
    words: { fr: string; en: string },
  ) {
    super(403, words);
  }
}

/** The host's refusal of a push, in words: for main, that the host protects it and what a publisher can do now. */
function refusedBy(remote: Remote, branch: string, why: string): GitRefusal {
  if (branch !== remote.branch)
    return new GitRefusal(502, {
      fr: `le dépôt git a refusé l’envoi (${why})`,
      en: `the git repository refused the push (${why})`,
    });
  return new MainProtected(why, {
    fr: `l’hébergeur du dépôt a refusé la publication sur ${branch} : sa réponse est « ${why} ». Rien n’a été publié et la proposition reste en attente. Si ${branch} est protégée (revue ou vérifications obligatoires), publiez la branche de la proposition par une demande de fusion chez l’hébergeur, ou permettez au compte de l’éditeur d’écrire sur ${branch}.`,
    en: `the repository’s host refused the publication on ${branch}: it answered “${why}”. Nothing was published and the proposal is still waiting. If ${branch} is protected (required review or checks), publish the proposal’s branch through a pull request on the host, or allow the editor’s account to write to ${branch}.`,
  });
}

/** The files of main whose path `keep` accepts, and main's commit. */
export async function listMain(
  remote: Remote,
  keep: (path: string) => boolean,
): Promise<{ main: string; files: string[] }> {
  const { fs, main } = await cloneMain(remote);
  const files = (await git.listFiles({ fs, dir: DIR, ref: main })).filter(keep);
  return { main, files };
}

/** Main's files that `keep` accepts and the bytes of each one `read` names (the YAML: pictures are only listed), with main's commit. */
export async function mainContent(
  remote: Remote,
  keep: (path: string) => boolean,
  read: (path: string) => boolean,
): Promise<{ main: string; paths: string[]; bytes: Map<string, Uint8Array> }> {
  const { fs, main } = await cloneMain(remote);
  const paths = (await git.listFiles({ fs, dir: DIR, ref: main })).filter(keep);
  const bytes = new Map<string, Uint8Array>();
  for (const path of paths.filter(read))
    bytes.set(path, (await git.readBlob({ fs, dir: DIR, oid: main, filepath: path })).blob);
  return { main, paths, bytes };
}

/** A file of main as bytes, with its blob id and main's commit; undefined when main has no such file. */
export async function readMain(
  remote: Remote,
  path: string,
): Promise<{ main: string; blob: string; bytes: Uint8Array } | undefined> {
  const { fs, main } = await cloneMain(remote);
  try {
    const { oid, blob } = await git.readBlob({ fs, dir: DIR, oid: main, filepath: path });
    return { main, blob: oid, bytes: blob };
  } catch {
    return undefined;
  }
}

/**
 * Commits the given files over main's latest commit on a branch of their own, authored by `author`, and pushes it.
 * A file identical to main's is left out; nothing changed at all is refused.
 */
export async function propose(
  remote: Remote,
  branch: string,
  author: Author,
  message: string,
  files: { path: string; bytes: Uint8Array | null }[],
  at = Date.now(),
): Promise<{ base: string; head: string; files: ProposedFile[] }> {
  const { fs, main } = await cloneMain(remote);
  const changed: ProposedFile[] = [];
  for (const file of files) {
    const before = await blobAt(fs, main, file.path);
    const after = file.bytes === null ? null : await git.writeBlob({ fs, dir: DIR, blob: file.bytes });
    if (before !== after) changed.push({ path: file.path, before, after });
  }
  if (changed.length === 0)
    throw new GitRefusal(422, {
      fr: 'rien à proposer : ces fichiers sont déjà ainsi sur le site',
      en: 'nothing to propose: these files are already so on the site',
    });
  const { tree } = await git.readCommit({ fs, dir: DIR, oid: main }).then((commit) => commit.commit);
  const newTree = await treeWith(fs, tree, new Map(changed.map((file) => [file.path, file.after])));
  const head = await git.writeCommit({
    fs,
    dir: DIR,
    commit: {
      message: `${message.trim()}\n`,
      tree: newTree!,
      parent: [main],
      author: signature(author, at),
      committer: signature(author, at),
    },
  });
  await git.writeRef({ fs, dir: DIR, ref: `refs/heads/${branch}`, value: head, force: true });
  await pushRef(fs, remote, branch);
  return { base: main, head, files: changed };
}

/** The proposal's branch (its commit and the one before) fetched beside main: both versions of its files can be read. */
async function withProposal(fs: Fs, remote: Remote, branch: string): Promise<void> {
  try {
    await git.fetch({
      fs,
      http,
      dir: DIR,
      remote: 'origin',
      ref: branch,
      singleBranch: true,
      depth: 2,
      tags: false,
      ...auth(remote),
    });
  } catch {
    throw new GitRefusal(410, {
      fr: `la branche de la proposition (${branch}) n’existe plus sur le dépôt`,
      en: `the proposal’s branch (${branch}) no longer exists on the repository`,
    });
  }
}

/** Blobs by id, read from main and a proposal's branch (what it changed, before and after). */
export async function readBlobs(remote: Remote, branch: string, oids: string[]): Promise<Map<string, Uint8Array>> {
  const { fs } = await cloneMain(remote);
  await withProposal(fs, remote, branch);
  const blobs = new Map<string, Uint8Array>();
  for (const oid of oids) {
    try {
      blobs.set(oid, (await git.readBlob({ fs, dir: DIR, oid })).blob);
    } catch {
      // Gone from both (a rewritten history): shown as empty.
    }
  }
  return blobs;
}

/** Files both changed, field by field, differently: each conflict with its file, to choose a version of before publishing. */
export class MergeRefusal extends GitRefusal {
  constructor(readonly conflicts: (Conflict & { file: string })[]) {
    super(409, {
      fr: `le site publié a changé depuis cette proposition, aux mêmes endroits (${[...new Set(conflicts.map((conflict) => conflict.file))].join(', ')}) : choisissez la version à garder pour chacun, puis publiez`,
      en: `the published site changed since this proposal, in the same places (${[...new Set(conflicts.map((conflict) => conflict.file))].join(', ')}): choose the version to keep for each, then publish`,
    });
  }
}

/**
 * Publishes a proposal: its files laid over main as it is now, committed with the proposer as author and the publisher
 * as committer, pushed to main. A YAML file main changed since the proposal is merged field by field (yaml-merge.ts);
 * a field both changed differently stops everything (MergeRefusal) until `choices` (per file) names the version kept.
 * `check` sees the files as they would be published and may refuse them: nothing is pushed then.
 */
export async function publish(
  remote: Remote,
  proposal: { branch: string; message: string; files: ProposedFile[] },
  author: Author,
  committer: Author,
  options: {
    at?: number;
    choices?: Readonly<Record<string, Choices>>;
    check?: (files: ReadonlyMap<string, Uint8Array | null>) => Promise<void>;
    /** Where the commit waits when the host refuses main (branch protection): pushed there instead, for a pull request. */
    waitOn?: string;
  } = {},
): Promise<{ commit: string; already: boolean; merged: string[]; waiting?: { branch: string; why: string } }> {
  const at = options.at ?? Date.now();
  const { fs, main } = await cloneMain(remote);
  await withProposal(fs, remote, proposal.branch);
  const text = async (oid: string | null) =>
    oid === null ? '' : decoder.decode((await git.readBlob({ fs, dir: DIR, oid })).blob);
  const changes = new Map<string, string | null>();
  const published = new Map<string, Uint8Array | null>();
  const refused: string[] = [];
  const conflicts: (Conflict & { file: string })[] = [];
  const merged: string[] = [];
  for (const file of proposal.files) {
    const now = await blobAt(fs, main, file.path);
    if (now === file.after) continue;
    if (now === file.before) {
      changes.set(file.path, file.after);
      published.set(
        file.path,
        file.after === null ? null : (await git.readBlob({ fs, dir: DIR, oid: file.after })).blob,
      );
      continue;
    }
    // Both changed this file: two YAML texts merge field by field; a picture, or a file added or removed on one side, cannot.
    if (!file.path.endsWith('.yaml') || now === null || file.before === null || file.after === null) {
      refused.push(file.path);
      continue;
    }
    const result = mergeYaml(
      await text(file.before),
      await text(now),
      await text(file.after),
      options.choices?.[file.path],
    );
    if (!result.ok) {
      conflicts.push(...result.conflicts.map((conflict) => ({ ...conflict, file: file.path })));
      continue;
    }
    // A proposal that changed only comments or layout has no field to replay: merged, it would vanish without a word.
    if (result.text === (await text(now))) {
      refused.push(file.path);
      continue;
    }
    const bytes = new TextEncoder().encode(result.text);
    changes.set(file.path, await git.writeBlob({ fs, dir: DIR, blob: bytes }));
    published.set(file.path, bytes);
    merged.push(file.path);
  }
  if (refused.length > 0)
    throw new GitRefusal(409, {
      fr: `le site publié a changé depuis cette proposition, dans ${refused.join(', ')} : rien n’a été publié. Renvoyez-la pour qu’elle soit refaite sur la version actuelle.`,
      en: `the published site changed since this proposal, in ${refused.join(', ')}: nothing was published. Send it back so it is redone on the current version.`,
    });
  if (conflicts.length > 0) throw new MergeRefusal(conflicts);
  if (changes.size === 0) return { commit: main, already: true, merged };
  await options.check?.(published);
  const { tree } = (await git.readCommit({ fs, dir: DIR, oid: main })).commit;
  const newTree = await treeWith(fs, tree, changes);
  const commit = await git.writeCommit({
    fs,
    dir: DIR,
    commit: {
      message: `${proposal.message.trim()}\n`,
      tree: newTree!,
      parent: [main],
      author: signature(author, at),
      committer: signature(committer, at),
    },
  });
  await git.writeRef({ fs, dir: DIR, ref: `refs/heads/${remote.branch}`, value: commit, force: true });
  try {
    await pushRef(fs, remote, remote.branch);
  } catch (error) {
    if (!(error instanceof MainProtected) || !options.waitOn) throw error;
    // The same commit on a branch of its own, replaced if an earlier try left one: a request to merge shows it as is.
    await git.writeRef({ fs, dir: DIR, ref: `refs/heads/${options.waitOn}`, value: commit, force: true });
    await pushRef(fs, remote, options.waitOn, true);
    return { commit, already: false, merged, waiting: { branch: options.waitOn, why: error.why } };
  }
  return { commit, already: false, merged };
}

/** How far back a file's history goes: main's last commits fetched for it. */
export const HISTORY_DEPTH = 200;
export type Version = { commit: string; name: string; email: string; at: string; message: string };

/** The commits of main that changed `path`, newest first (within main's last HISTORY_DEPTH commits). */
export async function fileHistory(remote: Remote, path: string, limit = 30): Promise<Version[]> {
  const { fs, main } = await cloneMain(remote, HISTORY_DEPTH);
  let entries: Awaited<ReturnType<typeof git.log>>;
  try {
    entries = await git.log({ fs, dir: DIR, ref: main, filepath: path, depth: HISTORY_DEPTH });
  } catch {
    return [];
  }
  return entries.slice(0, limit).map((entry) => ({
    commit: entry.oid,
    name: entry.commit.author.name,
    email: entry.commit.author.email,
    at: new Date(entry.commit.author.timestamp * 1000).toISOString(),
    message: entry.commit.message.trim(),
  }));
}

/**
 * Whether main's commit `online` (the live site's) holds `commit`: the same, or later on main's recent history (a
 * colleague's or a developer's deploy after ours counts). False when either is not in main's last HISTORY_DEPTH commits.
 */
export async function holds(remote: Remote, online: string, commit: string): Promise<boolean> {
  if (online === commit) return true;
  const { fs } = await cloneMain(remote, HISTORY_DEPTH);
  try {
    return await git.isDescendent({ fs, dir: DIR, oid: online, ancestor: commit, depth: HISTORY_DEPTH });
  } catch {
    return false;
  }
}

/** A file's bytes as a commit of main's recent history has them; undefined when it had no such file. */
export async function readAt(remote: Remote, commit: string, path: string): Promise<Uint8Array | undefined> {
  const { fs } = await cloneMain(remote, HISTORY_DEPTH);
  try {
    return (await git.readBlob({ fs, dir: DIR, oid: commit, filepath: path })).blob;
  } catch {
    return undefined;
  }
}

/**
 * Undoes a commit of main with a new commit by `committer`: each file it changed goes back to its version before it.
 * Refused, naming the files, when main changed one of them since (undoing would lose that later change).
 */
export async function revert(
  remote: Remote,
  commit: string,
  message: string,
  committer: Author,
  at = Date.now(),
): Promise<{ commit: string; files: string[] }> {
  const { fs, main } = await cloneMain(remote, HISTORY_DEPTH);
  let parent: string | undefined;
  try {
    parent = (await git.readCommit({ fs, dir: DIR, oid: commit })).commit.parent[0];
  } catch {
    parent = undefined;
  }
  if (!parent)
    throw new GitRefusal(410, {
      fr: 'cette publication est trop ancienne pour être annulée ici',
      en: 'this publication is too old to be undone here',
    });
  const changed = new Map<string, string | null>();
  const later: string[] = [];
  await git.walk({
    fs,
    dir: DIR,
    trees: [git.TREE({ ref: parent }), git.TREE({ ref: commit })],
    map: async (path, [before, after]) => {
      if (path === '.') return true;
      const [beforeType, afterType] = [await before?.type(), await after?.type()];
      if (beforeType === 'tree' || afterType === 'tree') return true;
      const [a, b] = [before ? await before.oid() : null, after ? await after.oid() : null];
      if (a !== b) changed.set(path, a);
      return true;
    },
  });
  const changes = new Map<string, string | null>();
  for (const [path, previous] of changed) {
    const now = await blobAt(fs, main, path);
    const made = await blobAt(fs, commit, path);
    if (now === previous) continue;
    if (now !== made) later.push(path);
    else changes.set(path, previous);
  }
  if (later.length > 0)
    throw new GitRefusal(409, {
      fr: `${later.join(', ')} a changé depuis cette publication : l’annuler effacerait ce changement plus récent. Rien n’a été changé; rétablissez plutôt une version depuis l’historique du fichier.`,
      en: `${later.join(', ')} changed since this publication: undoing it would erase that later change. Nothing was changed; restore a version from the file’s history instead.`,
    });
  if (changes.size === 0)
    throw new GitRefusal(409, { fr: 'cette publication est déjà annulée', en: 'this publication is already undone' });
  const { tree } = (await git.readCommit({ fs, dir: DIR, oid: main })).commit;
  const newTree = await treeWith(fs, tree, changes);
  const made = await git.writeCommit({
    fs,
    dir: DIR,
    commit: {
      message: `${message.trim()}\n`,
      tree: newTree!,
      parent: [main],
      author: signature(committer, at),
      committer: signature(committer, at),
    },
  });
  await git.writeRef({ fs, dir: DIR, ref: `refs/heads/${remote.branch}`, value: made, force: true });
  await pushRef(fs, remote, remote.branch);
  return { commit: made, files: [...changes.keys()] };
}
