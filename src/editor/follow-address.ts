// A new article's file named by its French address: while it was never published, shortening the address renames the file (trial 8: the long first title stayed its name).
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { writeRefusal } from './files.ts';
import { pendingChanges } from './publish-changes.ts';
import { noteEdited, updateRecord } from './publish-record.ts';

/** An article's address as the site accepts it (Slug): only such a name becomes a file's. */
const ADDRESS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The file `file` renamed after the French address its saved `text` gives, when it is an article never published
 * (Publier lists it as added, or holds it back as a draft) and no file has that name; undefined when it keeps its name.
 * A published article keeps its file whatever its address becomes: history and links follow the file.
 */
export async function followAddress(
  root: string,
  file: string,
  text: string,
  session: Parameters<typeof pendingChanges>[1],
): Promise<string | undefined> {
  if (!/^pages\/blog\/[^/]+\.yaml$/.test(file)) return undefined;
  let slug: unknown;
  try {
    slug = (parse(text) as { slug?: { fr?: unknown } } | null)?.slug?.fr;
  } catch {
    return undefined;
  }
  if (typeof slug !== 'string' || !ADDRESS.test(slug)) return undefined;
  const target = `pages/blog/${slug}.yaml`;
  if (target === file || existsSync(join(root, target)) || writeRefusal(root, target)) return undefined;
  const { changes, held } = await pendingChanges(root, session);
  const never =
    changes.some((change) => change.file === file && change.status === 'added') ||
    held.some((each) => each.file === file && each.draft);
  if (!never) return undefined;
  renameSync(join(root, file), join(root, target));
  // The old name was never published: Publier forgets it, and offers the new one as the editor's own creation.
  await updateRecord(root, (record) => {
    delete record.touched[file];
  });
  await noteEdited(root, target, { created: true });
  return target;
}
