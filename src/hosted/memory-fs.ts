// A file system held in memory, with the promise API isomorphic-git asks for: the Worker has no disk, and each request's copy of the repository lives only as long as the request (a snapshot of a fresh clone may be kept to start the next one from).

type Entry =
  | { kind: 'file'; data: Uint8Array; mtimeMs: number }
  | { kind: 'dir'; mtimeMs: number }
  | { kind: 'link'; target: string; mtimeMs: number };

/** An error shaped like Node's, which isomorphic-git reads by its `code`. */
function failure(code: 'ENOENT' | 'EEXIST' | 'ENOTDIR' | 'EISDIR' | 'ENOTEMPTY', path: string): Error {
  return Object.assign(new Error(`${code}: ${path}`), { code, path });
}

const normal = (path: string) =>
  `/${path
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/')}`;
const parentOf = (path: string) => normal(path.split('/').slice(0, -1).join('/'));

let inode = 1;
function stats(entry: Entry) {
  const size = entry.kind === 'file' ? entry.data.byteLength : 0;
  const mode = entry.kind === 'file' ? 0o100644 : entry.kind === 'dir' ? 0o40000 : 0o120000;
  return {
    type: entry.kind === 'link' ? 'symlink' : entry.kind,
    mode,
    size,
    ino: inode++,
    mtimeMs: entry.mtimeMs,
    ctimeMs: entry.mtimeMs,
    uid: 1,
    gid: 1,
    dev: 1,
    isFile: () => entry.kind === 'file',
    isDirectory: () => entry.kind === 'dir',
    isSymbolicLink: () => entry.kind === 'link',
  };
}

/** A copy of a file system's entries: entries are never changed in place (a write replaces one), so copying the map is enough. */
export type Snapshot = ReadonlyMap<string, Entry>;

/** An empty file system, or one starting as a copy of `from`. */
export function memoryFs(from?: Snapshot) {
  const entries = new Map<string, Entry>(from ?? [['/', { kind: 'dir', mtimeMs: Date.now() }]]);
  const get = (path: string) => {
    const entry = entries.get(normal(path));
    if (!entry) throw failure('ENOENT', path);
    return entry;
  };
  const needParent = (path: string) => {
    const parent = entries.get(parentOf(path));
    if (!parent) throw failure('ENOENT', path);
    if (parent.kind !== 'dir') throw failure('ENOTDIR', path);
  };
  const promises = {
    async readFile(path: string, options?: string | { encoding?: string }) {
      const entry = get(path);
      if (entry.kind !== 'file') throw failure('EISDIR', path);
      const encoding = typeof options === 'string' ? options : options?.encoding;
      return encoding === 'utf8' || encoding === 'utf-8' ? new TextDecoder().decode(entry.data) : entry.data;
    },
    async writeFile(path: string, data: Uint8Array | string) {
      needParent(path);
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data);
      entries.set(normal(path), { kind: 'file', data: bytes, mtimeMs: Date.now() });
    },
    async unlink(path: string) {
      const entry = get(path);
      if (entry.kind === 'dir') throw failure('EISDIR', path);
      entries.delete(normal(path));
    },
    async readdir(path: string) {
      const dir = normal(path);
      if (get(path).kind !== 'dir') throw failure('ENOTDIR', path);
      const prefix = dir === '/' ? '/' : `${dir}/`;
      return [...entries.keys()]
        .filter((key) => key !== dir && key.startsWith(prefix) && !key.slice(prefix.length).includes('/'))
        .map((key) => key.slice(prefix.length));
    },
    async mkdir(path: string) {
      if (entries.has(normal(path))) throw failure('EEXIST', path);
      needParent(path);
      entries.set(normal(path), { kind: 'dir', mtimeMs: Date.now() });
    },
    async rmdir(path: string) {
      if (get(path).kind !== 'dir') throw failure('ENOTDIR', path);
      if ((await promises.readdir(path)).length > 0) throw failure('ENOTEMPTY', path);
      entries.delete(normal(path));
    },
    async stat(path: string) {
      return stats(get(path));
    },
    async lstat(path: string) {
      return stats(get(path));
    },
    async readlink(path: string) {
      const entry = get(path);
      if (entry.kind !== 'link') throw failure('ENOENT', path);
      return entry.target;
    },
    async symlink(target: string, path: string) {
      needParent(path);
      entries.set(normal(path), { kind: 'link', target, mtimeMs: Date.now() });
    },
    async chmod() {
      // Modes are not kept: the content is plain files.
    },
  };
  return { promises, snapshot: (): Snapshot => new Map(entries) };
}
