// What the editor wrote (saved, created, uploaded, deleted) and what it published, kept in the repository's git folder: never in the work tree, and still known after the dev server restarts.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { runGit } from './publish-git.ts';

/** A file as the editor last left it: the SHA-256 of its bytes, or null when the editor deleted it. */
export type Touch = { sha256: string | null; created?: boolean; at: string };

import type { LiveWatch, Publication } from './contract.ts';

/** One publication: its commit, the files it holds, the marketer's words, and whether the remote has it. */
export type { Publication } from './contract.ts';
/** A publication sent before the last one and followed with it on the live site (« comprend aussi la publication de 9 h 44 »). */
export type Earlier = NonNullable<LiveWatch['earlier']>[number];
/**
 * `earlier`: what the follow of `last` carries, kept here so a restarted editor still follows them and names them once
 * online (trial 9: they lived in memory only); `lastLive`: when `last` was seen online (a later one then carries nothing).
 */
export type EditorRecord = {
  touched: Record<string, Touch>;
  unsent: Publication[];
  last?: Publication;
  earlier?: Earlier[];
  lastLive?: string;
};

const FILE_NAME = 'site-editor.json';
const empty = (): EditorRecord => ({ touched: {}, unsent: [] });

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** The file's SHA-256 on disk now, or null when there is none. */
export function diskSha(root: string, file: string): string | null {
  try {
    return sha256(readFileSync(resolve(root, file)));
  } catch {
    return null;
  }
}

const places = new Map<string, Promise<string | undefined>>();
/** <git dir>/site-editor.json (a linked worktree has its own git dir); undefined outside a repository. */
function placeOf(root: string): Promise<string | undefined> {
  const key = resolve(root);
  let place = places.get(key);
  if (!place) {
    place = runGit(key, ['rev-parse', '--git-path', FILE_NAME]).then(
      ({ stdout }) => resolve(key, stdout.trim()),
      () => undefined,
    );
    places.set(key, place);
    // Not a repository yet (git init may come later): ask again next time.
    void place.then((found) => found === undefined && places.delete(key));
  }
  return place;
}

export async function readRecord(root: string): Promise<EditorRecord> {
  const place = await placeOf(root);
  if (!place || !existsSync(place)) return empty();
  try {
    const value = JSON.parse(readFileSync(place, 'utf8')) as Partial<EditorRecord>;
    return {
      touched: value.touched ?? {},
      unsent: value.unsent ?? [],
      ...(value.last ? { last: value.last } : {}),
      ...(Array.isArray(value.earlier) ? { earlier: value.earlier } : {}),
      ...(typeof value.lastLive === 'string' ? { lastLive: value.lastLive } : {}),
    };
  } catch {
    // A damaged record only costs the checkmarks: every change is then listed as made outside the editor.
    return empty();
  }
}

const queues = new Map<string, Promise<unknown>>();
/** Changes the record whole, one change at a time (a save and a publication may finish together). */
export function updateRecord(root: string, change: (record: EditorRecord) => void): Promise<void> {
  const key = resolve(root);
  const next = (queues.get(key) ?? Promise.resolve()).then(async () => {
    const place = await placeOf(root);
    if (!place) return;
    const record = await readRecord(root);
    change(record);
    mkdirSync(dirname(place), { recursive: true });
    const temporary = `${place}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
    renameSync(temporary, place);
  });
  queues.set(
    key,
    next.catch(() => undefined),
  );
  return next;
}

/** Remembers that the editor just wrote `file` (relative to the content root), or deleted it when it is gone. */
export async function noteEdited(root: string, file: string, options: { created?: boolean } = {}): Promise<void> {
  const sha = diskSha(root, file);
  try {
    await updateRecord(root, (record) => {
      const created = options.created || record.touched[file]?.created;
      record.touched[file] = { sha256: sha, ...(created ? { created: true } : {}), at: new Date().toISOString() };
    });
  } catch {
    // The record helps Publier choose; a write that succeeded is never failed because of it.
  }
}
