// Each content file's data as on disk, read once per version: the list names every file's version, so a new list (a save, a Créer) reads again only the files that changed, for the search and « Ces mots paraissent aussi ailleurs » alike.
import { parse } from 'yaml';
import type { FileEntry } from '../contract.ts';
import { api } from './api.ts';

/**
 * By file and version. Trial 14: after Créer, the search and the « ailleurs » notes each read all 31 files again, 62
 * requests queued before the new file's own, and the form waited 2 s for them.
 */
const read = new Map<string, Promise<unknown>>();

/** The file's parsed data; undefined when it cannot be read, is not UTF-8 or is not YAML. */
export function fileData(entry: FileEntry): Promise<unknown> {
  const key = `${entry.file} ${entry.version}`;
  const known = read.get(key);
  if (known) return known;
  const reading = api.file(entry.file).then((reply) => {
    if (reply.status !== 200 || reply.body.unreadable) return undefined;
    try {
      return parse(reply.body.text) as unknown;
    } catch {
      return undefined;
    }
  });
  for (const other of read.keys()) if (other.startsWith(`${entry.file} `)) read.delete(other);
  read.set(key, reading);
  return reading;
}
