// The editor's state and every change to it, as one pure reducer: what is open, what the marketer changed, what the server said; no React, no request.
import { parse } from 'yaml';
import type { Message } from '../../content/messages.ts';
import { dottedPath, type Problem } from '../../site/problem.ts';
import type { Edit, EditPath, FileEntry, FileKind, FormSchema, OpenFile, Options } from '../contract.ts';
import type { UiLang, words } from './words.ts';

/** What the editor says, kept as words to look up: switching the editor's language translates it too. */
export type Said =
  | { say: 'saving' | 'saved' | 'restored' | 'created' | 'restoredPublished' | 'refused' }
  | { say: 'noSuchFile'; file: string }
  | { say: 'notOpened' | 'notSaved' | 'notApplied' | 'notLoaded' | 'notRestored'; why: Message };

/** Unsaved edits kept on this computer, with the version of the file they were made on. */
export type Draft = { hash: string; edits: Edit[]; title?: { fr?: string; en?: string } };

export type EditorState = {
  lang: UiLang;
  files: FileEntry[];
  options: Options;
  /** site.yaml as saved: prices and phones shown on any page are declared there. */
  settings: unknown;
  /** The forms' JSON Schemas read so far, by kind of file and language. */
  schemas: Partial<Record<`${FileKind} ${UiLang}`, FormSchema>>;
  open: OpenFile | null;
  /** The open file's data as the form shows it, edits applied; null while none can be shown (unreadable, not YAML, a draft read back). */
  data: unknown;
  /** The open file's data as on disk (parsed once): an edit that brings the form back to it leaves nothing to save. */
  original: unknown;
  edits: Edit[];
  problems: Problem[];
  said: Said | null;
  /** The file's text on disk when it changed under the marketer's edits. */
  conflict: string | null;
  // « Annuler mes modifications » asks first: a click too many must not throw away an afternoon's work.
  confirmingDiscard: boolean;
  /** « Revenir à la version publiée » asks first, the same way. */
  confirmingRestore: boolean;
  publishing: boolean;
  /** Number fields holding text that cannot be read surely (3.900): Save waits for them. */
  unreadNumbers: ReadonlySet<string>;
  /** Counts openings: a new key per opening draws the form afresh, so nothing typed in one file lingers in the next. */
  opening: number;
  /** The part of the settings shown (site.yaml is long: one of its top-level groups at a time). */
  part: string | null;
  /** The field to focus once drawn. */
  focus: EditPath | null;
  /** The field last focused in the form, which the preview shows; `at` counts focuses (the same field again shows again). */
  follow: { path: EditPath; at: number } | null;
  /**
   * Groups just added (a photo, a question), by dotted path: their problems wait until the marketer leaves the group or
   * saves, so « + Photo » does not greet her with five errors about a file she has not chosen yet.
   */
  fresh: string[];
  /** The form's data when the problems shown were checked: a problem whose field has not changed since still holds. */
  checkedData: unknown;
  /**
   * The edits the problems were checked with (null: none checked yet). While they are not the edits now, a check is on
   * its way: the form says « Vérification… »; Save does not wait (the server checks the save itself).
   */
  checkedEdits: Edit[] | null;
};

export type Action =
  | { type: 'language'; lang: UiLang }
  | { type: 'filesLoaded'; files: FileEntry[]; options: Options }
  /** A file just created, listed before the whole list is read again. */
  | { type: 'fileAdded'; entry: FileEntry }
  | { type: 'settingsLoaded'; text: string }
  | { type: 'schemaLoaded'; kind: FileKind; lang: UiLang; schema: FormSchema }
  | { type: 'say'; said: Said | null }
  | { type: 'opened'; file: OpenFile; draft: Draft | null }
  | { type: 'notFound'; file: string }
  /** The server's reading of the open file with edits (a draft restored, or mine kept over a new version). */
  | { type: 'draftRead'; file: string; text: string; problems: Problem[] }
  /** The validator's answer for `edits`: an answer for edits since changed is an older check's, and ignored. */
  | { type: 'checked'; file: string; edits: Edit[]; problems: Problem[] }
  /** The check of `edits` got no answer (said); Save is not held for it (the save is checked again anyway). */
  | { type: 'checkFailed'; file: string; edits: Edit[]; why: Message }
  | { type: 'edit'; edit: Edit }
  | { type: 'numberRead'; path: EditPath; unread: boolean }
  | { type: 'show'; part: string | null; focus: EditPath | null }
  | { type: 'focused' }
  | { type: 'follow'; path: EditPath }
  /** The focus went outside a group just added: its problems show from now on. */
  | { type: 'left'; group: string }
  /** Save was clicked: every problem shows, the groups just added included. */
  | { type: 'saving' }
  | { type: 'saved'; file: string; hash: string; text: string; changedSincePublication?: true }
  | { type: 'conflict'; file: string; disk: string }
  | { type: 'refused'; file: string; problems: Problem[] }
  | { type: 'askDiscard' }
  | { type: 'askRestore' }
  | { type: 'keepEdits' }
  | { type: 'discarded' }
  /** « Garder mes modifications »: the file as it is now on disk, the edits kept over it. */
  | { type: 'reopened'; file: OpenFile }
  | { type: 'publishing'; open: boolean }
  | { type: 'deleted'; file: string };

export const initialState: EditorState = {
  lang: 'fr',
  files: [],
  options: { pages: [], posts: [], prices: [], phones: [], people: [], categories: [], icons: [] },
  settings: null,
  schemas: {},
  open: null,
  data: null,
  original: null,
  edits: [],
  problems: [],
  said: null,
  conflict: null,
  confirmingDiscard: false,
  confirmingRestore: false,
  publishing: false,
  unreadNumbers: new Set(),
  opening: 0,
  part: null,
  focus: null,
  follow: null,
  fresh: [],
  checkedData: null,
  checkedEdits: null,
};

/** A file's data, or null when its text is not YAML (its problem, from the server, says where). */
const readYaml = (text: string): unknown => {
  try {
    return parse(text) as unknown;
  } catch {
    return null;
  }
};

/** Writes `value` at `path` in a copy of `data` (undefined removes the key or the item). */
export function setIn(data: unknown, path: EditPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(data)
    ? [...data]
    : { ...(data as Record<string, unknown>) };
  if (rest.length === 0 && value === undefined) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else delete copy[head];
    return copy;
  }
  const node = (copy as Record<string | number, unknown>)[head] ?? (typeof rest[0] === 'number' ? [] : {});
  (copy as Record<string | number, unknown>)[head] = setIn(node, rest, value);
  return copy;
}
export const getIn = (data: unknown, path: EditPath): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data);

/** Same data, whatever the order of keys: an edit typed back to what the file says is no edit. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * Consecutive keystrokes in one field are one edit, and consecutive moves of one item one move; so are those of a field and of the one it fills as it goes (a new
 * article's title and its address): two sets of other, unrelated fields commute, so the earlier one is replaced.
 */
export function addEdit(edits: Edit[], edit: Edit): Edit[] {
  const last = edits.at(-1);
  // One item moved on (« Monter » twice) is one change, counted once; moved back where it was, no change at all.
  if (
    edit.op === 'move' &&
    last?.op === 'move' &&
    dottedPath(last.path) === dottedPath(edit.path) &&
    last.to === edit.from
  )
    return last.from === edit.to ? edits.slice(0, -1) : [...edits.slice(0, -1), { ...last, to: edit.to }];
  if (edit.op === 'set' && last?.op === 'set' && dottedPath(last.path) === dottedPath(edit.path))
    return [...edits.slice(0, -1), edit];
  const before = edits.at(-2);
  if (
    edit.op === 'set' &&
    last?.op === 'set' &&
    before?.op === 'set' &&
    dottedPath(before.path) === dottedPath(edit.path)
  ) {
    const [key, other] = [dottedPath(edit.path), dottedPath(last.path)];
    if (!inGroup(key, other) && !inGroup(other, key)) return [...edits.slice(0, -2), last, edit];
  }
  return [...edits, edit];
}

/**
 * The edits without a field's value set back to what the file says while other edits wait (trial 9: an item moved, then a
 * typed price put back by its one-click fix, counted « 2 modifications »): dropped when the data comes out the same without it.
 */
export function withoutUndone(edits: Edit[], edit: Edit, original: unknown, data: unknown): Edit[] {
  if (edit.op !== 'set' || original === null) return edits;
  const key = dottedPath(edit.path);
  const field = (other: Edit) => other.op === 'set' && dottedPath(other.path) === key;
  // Every setting of the field, or (an item moved between them, its path naming another) only the last one.
  const last = edits.at(-1);
  const tries = [edits.filter((other) => !field(other)), last && field(last) ? edits.slice(0, -1) : edits];
  return (
    tries.find((fewer) => fewer.length < edits.length && sameValue(fewer.reduce(applyEdit, original), data)) ?? edits
  );
}

/** The data once an edit is made, as the YAML editor will make it in the file. */
export function applyEdit(data: unknown, edit: Edit): unknown {
  if (edit.op === 'set') return setIn(data, edit.path, edit.value);
  if (edit.op === 'delete') return setIn(data, edit.path, undefined);
  const list = [...((getIn(data, edit.path) as unknown[] | undefined) ?? [])];
  if (edit.op === 'insert') list.splice(edit.index, 0, edit.value);
  else list.splice(edit.to, 0, ...list.splice(edit.from, 1));
  return setIn(data, edit.path, list);
}

/** Whether a dotted path is the group's own or one of its fields'. */
export const inGroup = (path: string, group: string) =>
  path === group || path.startsWith(`${group}.`) || path.startsWith(`${group}[`);

/**
 * The problems the form shows: a group just added keeps its own to itself until it is left or saved, and a problem of the
 * open file whose field changed since it was checked hides at once (trial 6: « remplacez TODO » under a box she had
 * filled, for the ten seconds a check took); the next check says whether it still holds.
 */
export const shownProblems = (
  state: Pick<EditorState, 'problems' | 'fresh' | 'open' | 'data' | 'checkedData'>,
): Problem[] =>
  state.problems.filter(
    (problem) =>
      !state.fresh.some((group) => inGroup(problem.path, group)) &&
      (problem.file !== state.open?.file ||
        state.data === null ||
        sameValue(getIn(state.data, pathOf(problem.path)), getIn(state.checkedData, pathOf(problem.path)))),
  );

/** Whether a check of the latest edits is on its way: its answer is the only one the form will show. */
export const checking = (state: Pick<EditorState, 'edits' | 'checkedEdits'>): boolean =>
  state.edits.length > 0 && state.checkedEdits !== state.edits;

/** sections.2.title.en → ['sections', 2, 'title', 'en']. */
const pathOf = (path: string): EditPath =>
  path === '' ? [] : path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** A group an edit adds: a new item of a list, or a group of fields set where there was nothing (« + Photo »). */
function addedGroup(data: unknown, edit: Edit): string | undefined {
  if (edit.op === 'insert') return dottedPath([...edit.path, edit.index]);
  if (
    edit.op === 'set' &&
    edit.value !== null &&
    typeof edit.value === 'object' &&
    getIn(data, edit.path) === undefined
  )
    return dottedPath(edit.path);
  return undefined;
}

/**
 * The problems a new check gives, and those of the last check that still hold. A file that fails its own schema (a photo
 * without its size yet) is not checked any further by the validator, so its typed amounts and links go unsaid for a
 * moment: a problem of those checks whose field has not changed since is kept, never dropped while it holds.
 */
export function stillHolding(
  state: Pick<EditorState, 'problems' | 'data' | 'checkedData'>,
  file: string,
  problems: Problem[],
): Problem[] {
  const ownSchema = (problem: Problem) => problem.rule === 'schema' || problem.rule === 'yaml';
  if (!problems.some((problem) => problem.file === file && ownSchema(problem))) return problems;
  const key = (problem: Problem) => `${problem.file} ${problem.path} ${problem.message.en}`;
  const known = new Set(problems.map(key));
  const held = state.problems.filter((problem) => {
    if (problem.file !== file || ownSchema(problem) || known.has(key(problem))) return false;
    const path = pathOf(problem.path);
    return sameValue(getIn(state.data, path), getIn(state.checkedData, path));
  });
  return held.length === 0 ? problems : [...problems, ...held];
}

/** The open file closed (deleted, or its address names nothing): its form and edits go with it. */
const closed = (state: EditorState): EditorState => ({
  ...state,
  fresh: [],
  follow: null,
  open: null,
  data: null,
  original: null,
  edits: [],
  problems: [],
  conflict: null,
  confirmingDiscard: false,
  confirmingRestore: false,
  unreadNumbers: new Set(),
});

export function reducer(state: EditorState, action: Action): EditorState {
  const isOpen = (file: string) => state.open?.file === file;
  switch (action.type) {
    case 'language':
      return { ...state, lang: action.lang };
    case 'filesLoaded':
      return { ...state, files: action.files, options: action.options };
    case 'fileAdded':
      return { ...state, files: [...state.files.filter((each) => each.file !== action.entry.file), action.entry] };
    case 'settingsLoaded':
      return { ...state, settings: readYaml(action.text) };
    case 'schemaLoaded':
      return { ...state, schemas: { ...state.schemas, [`${action.kind} ${action.lang}`]: action.schema } };
    case 'say':
      return { ...state, said: action.said };
    case 'opened': {
      const { file, draft } = action;
      const fresh = {
        ...state,
        open: file,
        follow: null,
        fresh: [],
        opening: state.opening + 1,
        unreadNumbers: new Set<string>(),
        confirmingDiscard: false,
        confirmingRestore: false,
      };
      // Read-only: no form, no edits (a draft of it stays stored, untouched), the validator's words instead.
      if (file.unreadable)
        return { ...fresh, data: null, original: null, edits: [], conflict: null, said: null, problems: [] };
      const original = readYaml(file.text);
      const edits = draft?.edits ?? [];
      // Only values set can be laid over the file here; a draft that moves or adds items is read back by the server.
      const data = edits.some((edit) => edit.op !== 'set') ? null : edits.reduce(applyEdit, original);
      return {
        ...fresh,
        original,
        data,
        checkedData: data,
        edits,
        conflict: draft && draft.hash !== file.hash ? file.text : null,
        said: edits.length > 0 ? { say: 'restored' } : null,
        problems: file.problems ?? [],
      };
    }
    case 'notFound':
      return { ...closed(state), said: { say: 'noSuchFile', file: action.file } };
    case 'draftRead': {
      if (!isOpen(action.file)) return state;
      const data = readYaml(action.text);
      return { ...state, data, checkedData: data, checkedEdits: state.edits, problems: action.problems };
    }
    case 'checked':
      return isOpen(action.file) && action.edits === state.edits
        ? {
            ...state,
            problems: stillHolding(state, action.file, action.problems),
            checkedData: state.data,
            checkedEdits: action.edits,
          }
        : state;
    case 'checkFailed':
      return isOpen(action.file) && action.edits === state.edits
        ? { ...state, checkedEdits: action.edits, said: { say: 'notApplied', why: action.why } }
        : state;
    case 'edit': {
      if (!state.open || state.data === null) return state;
      const data = applyEdit(state.data, action.edit);
      // « Restaurées » and « Enregistré » tell of what came before: a new edit makes its count the news (trial 11: the
      // restored line stayed long after new edits).
      const said = ['restored', 'saved', 'refused'].includes(state.said?.say ?? '') ? null : state.said;
      // Typed back to what the file says (a price changed, then changed back): nothing is left to save.
      if (sameValue(data, state.original))
        return {
          ...state,
          said,
          data,
          checkedData: state.original,
          fresh: [],
          edits: [],
          problems: state.open.problems ?? [],
        };
      const added = addedGroup(state.data, action.edit);
      // Items moved or removed: the paths of groups just added no longer name them, so they are no longer held back.
      const fresh =
        action.edit.op === 'move' || action.edit.op === 'delete'
          ? []
          : added === undefined
            ? state.fresh
            : [...state.fresh, added];
      return {
        ...state,
        said,
        data,
        fresh,
        edits: withoutUndone(addEdit(state.edits, action.edit), action.edit, state.original, data),
      };
    }
    case 'numberRead': {
      const key = dottedPath(action.path);
      if (state.unreadNumbers.has(key) === action.unread) return state;
      const unreadNumbers = new Set(state.unreadNumbers);
      if (action.unread) unreadNumbers.add(key);
      else unreadNumbers.delete(key);
      return { ...state, unreadNumbers };
    }
    case 'show':
      return { ...state, part: action.part, focus: action.focus };
    case 'focused':
      return { ...state, focus: null };
    case 'follow':
      return { ...state, follow: { path: action.path, at: (state.follow?.at ?? 0) + 1 } };
    case 'left':
      return state.fresh.includes(action.group)
        ? { ...state, fresh: state.fresh.filter((group) => group !== action.group) }
        : state;
    case 'saving':
      return { ...state, fresh: [] };
    case 'saved':
      if (!state.open || !isOpen(action.file)) return state;
      // Saved means checked: the file has no problem of its own left.
      return {
        ...state,
        open: {
          ...state.open,
          hash: action.hash,
          text: action.text,
          problems: [],
          changedSincePublication: action.changedSincePublication,
        },
        original: readYaml(action.text),
        edits: [],
        problems: [],
        fresh: [],
        said: { say: 'saved' },
      };
    case 'conflict':
      return isOpen(action.file) ? { ...state, conflict: action.disk, said: null } : state;
    case 'refused':
      return isOpen(action.file)
        ? // Saved while a check was on its way: the save's own check is the verdict on the form as it is.
          // Said, not left unsaid: clicked during « Vérification… », the save found a problem (trial 19).
          {
            ...state,
            problems: action.problems,
            checkedData: state.data,
            checkedEdits: state.edits,
            said: { say: 'refused' },
          }
        : state;
    case 'askDiscard':
      return { ...state, confirmingDiscard: true };
    case 'askRestore':
      return { ...state, confirmingRestore: true };
    case 'keepEdits':
      return { ...state, confirmingDiscard: false, confirmingRestore: false };
    case 'discarded':
      return { ...state, edits: [], fresh: [], confirmingDiscard: false };
    case 'reopened':
      return isOpen(action.file.file)
        ? { ...state, open: action.file, original: readYaml(action.file.text), conflict: null }
        : state;
    case 'publishing':
      return { ...state, publishing: action.open };
    case 'deleted':
      return isOpen(action.file) ? { ...closed(state), said: null } : state;
  }
}

type EditorWords = (typeof words)[UiLang];

/** What the editor said, in its language now. */
export function saidText(said: Said, t: EditorWords, lang: UiLang): string {
  switch (said.say) {
    case 'saving':
    case 'saved':
    case 'restored':
    case 'created':
    case 'restoredPublished':
    case 'refused':
      return t[said.say];
    case 'noSuchFile':
      return t.noSuchFile(said.file);
    default:
      return `${t[said.say]} ${said.why[lang]}`;
  }
}
