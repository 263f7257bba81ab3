// The hosted editor's git, run in the Worker with isomorphic-git over smart HTTP against any host: reads main, commits a proposal on its own branch, publishes a proposal on main. Only this module sees the credential.
import git from 'isomorphic-git';
import http from 'isomorphic-git/http/web';
import { memoryFs } from './memory-fs.ts';

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

async function cloneMain(remote: Remote): Promise<{ fs: Fs; main: string }> {
  const fs = memoryFs();
  try {
    await git.clone({
      fs,
      http,
      dir: DIR,
      url: remote.url,
      ref: remote.branch,
      singleBranch: true,
      depth: 1,
      noCheckout: true,
      noTags: true,
      ...auth(remote),
    });
  } catch (error) {
    throw new GitRefusal(502, {
      fr: `le dépôt git est injoignable ou a refusé l’accès (${scrub(error instanceof Error ? error.message : String(error), remote)})`,
      en: `the git repository cannot be reached or refused access (${scrub(error instanceof Error ? error.message : String(error), remote)})`,
    });
  }
  const main = await git.resolveRef({ fs, dir: DIR, ref: `refs/remotes/origin/${remote.branch}` });
  return { fs, main };
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

async function pushRef(fs: Fs, remote: Remote, branch: string): Promise<void> {
  let result: Awaited<ReturnType<typeof git.push>>;
  try {
    result = await git.push({
      fs,
      http,
      dir: DIR,
      ref: branch,
      remoteRef: `refs/heads/${branch}`,
      remote: 'origin',
      ...auth(remote),
    });
  } catch (error) {
    const why = scrub(error instanceof Error ? error.message : String(error), remote);
    if (/not a simple fast-forward|non-fast-forward|fetch first|rejected/i.test(why))
      throw new GitRefusal(409, {
        fr: `la branche ${branch} a changé entre-temps : rechargez et réessayez`,
        en: `the branch ${branch} changed meanwhile: reload and try again`,
      });
    throw new GitRefusal(502, {
      fr: `le dépôt git a refusé l’envoi (${why})`,
      en: `the git repository refused the push (${why})`,
    });
  }
  if (!result.ok)
    throw new GitRefusal(502, {
      fr: `le dépôt git a refusé l’envoi (${result.error ?? ''})`,
      en: `the git repository refused the push (${result.error ?? ''})`,
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

/**
 * Publishes a proposal: its files laid over main as it is now, committed with the proposer as author and the publisher
 * as committer, pushed to main. Refused, with nothing changed, when main changed one of these files since the proposal.
 */
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

export async function publish(
  remote: Remote,
  proposal: { branch: string; message: string; files: ProposedFile[] },
  author: Author,
  committer: Author,
  at = Date.now(),
): Promise<{ commit: string; already: boolean }> {
  const { fs, main } = await cloneMain(remote);
  await withProposal(fs, remote, proposal.branch);
  const changes = new Map<string, string | null>();
  const conflicts: string[] = [];
  for (const file of proposal.files) {
    const now = await blobAt(fs, main, file.path);
    if (now === file.after) continue;
    if (now !== file.before) conflicts.push(file.path);
    else changes.set(file.path, file.after);
  }
  if (conflicts.length > 0)
    throw new GitRefusal(409, {
      fr: `le site publié a changé depuis cette proposition, dans ${conflicts.join(', ')} : rien n’a été publié. Renvoyez-la pour qu’elle soit refaite sur la version actuelle.`,
      en: `the published site changed since this proposal, in ${conflicts.join(', ')}: nothing was published. Send it back so it is redone on the current version.`,
    });
  if (changes.size === 0) return { commit: main, already: true };
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
  await pushRef(fs, remote, remote.branch);
  return { commit, already: false };
}
