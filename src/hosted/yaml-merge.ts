// Three-way merge of a YAML content file, field by field: what a proposal changed since the version it started from is replayed on the published version with the local editor's text-first edits, so main's other changes, comments and layout stay; a field both changed differently is a conflict to choose, never overwritten silently.
import { parse } from 'yaml';
import { applyEdits, type Edit, type EditPath } from '../editor/yaml-edit.ts';

/** A field changed on both sides, differently: its value as published now (`main`) and as proposed; `base` when the proposal began. */
export type Conflict = { path: EditPath; key: string; base: unknown; main: unknown; proposal: unknown };
/** For each conflict's key, the version kept. */
export type Choices = Readonly<Record<string, 'main' | 'proposal'>>;
export type Merge = { ok: true; text: string } | { ok: false; conflicts: Conflict[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** A field's place, as the form and the validator write it (sections.2.title.en). */
export const keyOf = (path: EditPath) => path.join('.');

function valueAt(data: unknown, path: EditPath): unknown {
  let current = data;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/**
 * The smallest fields that differ between two values: maps key by key; lists item by item while they keep their
 * length (a list that grew, shrank or was reordered is one change, the whole list); anything else as a whole.
 */
function changes(
  before: unknown,
  after: unknown,
  path: EditPath = [],
): { path: EditPath; before: unknown; after: unknown }[] {
  if (same(before, after)) return [];
  if (isRecord(before) && isRecord(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      changes(before[key], after[key], [...path, key]),
    );
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, index) => changes(item, after[index], [...path, index]));
  return [{ path, before, after }];
}

/**
 * Replays on `main` what `proposal` changed since `base`. A field main left as it was takes the proposal's value; a
 * field both changed the same way stays; a field both changed differently is a conflict, unless `choices` names the
 * version to keep. The text is main's, edited only where the proposal's changes land.
 */
export function mergeYaml(base: string, main: string, proposal: string, choices: Choices = {}): Merge {
  const [baseData, mainData, proposalData] = [
    parse(base) as unknown,
    parse(main) as unknown,
    parse(proposal) as unknown,
  ];
  const edits: Edit[] = [];
  const conflicts: Conflict[] = [];
  for (const change of changes(baseData, proposalData)) {
    const now = valueAt(mainData, change.path);
    if (same(now, change.after)) continue;
    const key = keyOf(change.path);
    if (!same(now, change.before)) {
      const chosen = choices[key];
      if (chosen === undefined)
        conflicts.push({ path: change.path, key, base: change.before, main: now, proposal: change.after });
      if (chosen !== 'proposal') continue;
    }
    edits.push(
      change.after === undefined
        ? { op: 'delete', path: change.path }
        : { op: 'set', path: change.path, value: change.after },
    );
  }
  if (conflicts.length > 0) return { ok: false, conflicts };
  return { ok: true, text: applyEdits(main, edits) };
}
