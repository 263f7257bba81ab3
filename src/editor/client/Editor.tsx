// The editor: find a file, edit it in a form drawn from its schema beside the real page, see problems at their fields, save only what changed.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parse } from 'yaml';
import { dottedPath, type Problem } from '../../content/problem.ts';
import type { Edit, EditPath } from '../yaml-edit.ts';
import type { FileEntry } from '../files.ts';
import { api, type OpenFile, type Options } from './api.ts';
import { Field, fieldId, FormProvider, type Schema } from './Form.tsx';
import { words, type UiLang } from './words.ts';
import { DeleteButton, Publish } from './Publish.tsx';

type Draft = { hash: string; edits: Edit[] };
const draftKey = (file: string) => `editor-draft:${file}`;

/** Writes `value` at `path` in a copy of `data` (undefined removes the key or the item). */
function setIn(data: unknown, path: EditPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(data) ? [...data] : { ...(data as Record<string, unknown>) }) as Record<string | number, unknown>;
  if (rest.length === 0 && value === undefined) {
    if (Array.isArray(copy)) (copy as unknown[]).splice(head as number, 1);
    else delete copy[head!];
    return copy;
  }
  copy[head!] = setIn(copy[head!] ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  return copy;
}
const getIn = (data: unknown, path: EditPath): unknown => path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data);

/** Same data, whatever the order of keys: an edit typed back to what the file says is no edit. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Consecutive keystrokes in one field are one edit. */
function addEdit(edits: Edit[], edit: Edit): Edit[] {
  const last = edits.at(-1);
  if (edit.op === 'set' && last?.op === 'set' && dottedPath(last.path) === dottedPath(edit.path)) return [...edits.slice(0, -1), edit];
  return [...edits, edit];
}

type EditorWords = (typeof words)[UiLang];

export function Editor() {
  const [lang, setLang] = useState<UiLang>('fr');
  const [files, setFiles] = useState<FileEntry[]>([]);
  const [options, setOptions] = useState<Options>({ pages: [], posts: [], prices: [], phones: [], icons: [] });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<OpenFile | null>(null);
  const [schema, setSchema] = useState<Schema | null>(null);
  const [data, setData] = useState<unknown>(null);
  const [edits, setEdits] = useState<Edit[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
  // What the editor last said, kept as words to look up: switching the editor's language translates it too.
  const [status, setStatus] = useState<((w: EditorWords) => string) | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [previewLocale, setPreviewLocale] = useState<'fr' | 'en'>('fr');
  // « Annuler mes modifications » asks first: a click too many must not throw away an afternoon's work.
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const t = words[lang];

  /** The file list and the pickers' options, read again after a file is created or saved (a new title or address). */
  const refreshFiles = useCallback(async () => {
    const { body } = await api.files();
    setFiles(body.files);
    setOptions(body.options);
  }, []);
  useEffect(() => void refreshFiles(), [refreshFiles]);
  /** Says something in the editor's language, whichever it is when it shows. */
  const say = (text: (w: EditorWords) => string) => setStatus(() => text);

  useEffect(() => {
    document.documentElement.lang = lang === 'fr' ? 'fr-CA' : 'en-CA';
    document.title = `${t.title} — Boréal CPA`;
  }, [lang, t.title]);

  const entry = files.find((file) => file.file === open?.file);

  const openFile = useCallback(async (file: string) => {
    const { body } = await api.file(file);
    const stored = localStorage.getItem(draftKey(file));
    const draft = stored ? (JSON.parse(stored) as Draft) : null;
    setOpen(body);
    setConflict(draft && draft.hash !== body.hash ? body.text : null);
    setEdits(draft?.edits ?? []);
    if (draft && draft.edits.length > 0) say((w) => w.restored);
    else setStatus(null);
    setProblems([]);
    // A newly opened file starts at its top, not where the last one was scrolled to.
    document.querySelector('.editor__form')?.scrollTo({ top: 0 });
    let value = parse(body.text) as unknown;
    for (const edit of draft?.edits ?? []) value = edit.op === 'set' ? setIn(value, edit.path, edit.value) : value;
    setData(draft && draft.edits.some((edit) => edit.op !== 'set') ? null : value);
    if (draft && draft.edits.length > 0) {
      const preview = await api.preview(file, draft.hash, draft.edits);
      setData(parse(preview.body.text));
      setProblems(preview.body.problems);
    }
  }, [lang]);

  useEffect(() => {
    if (!open) return;
    api.schema(open.kind, lang).then(({ body }) => setSchema(body as Schema));
  }, [open?.kind, lang, open]);

  // Unsaved edits survive a reload of the page, and leaving asks first.
  useEffect(() => {
    if (!open) return;
    if (edits.length > 0) localStorage.setItem(draftKey(open.file), JSON.stringify({ hash: open.hash, edits } satisfies Draft));
    else localStorage.removeItem(draftKey(open.file));
  }, [edits, open]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (edits.length === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [edits.length]);

  // Every change goes to the preview (the real page, drawn by the site) and comes back with the validator's problems.
  const pending = useRef(0);
  useEffect(() => {
    if (!open || edits.length === 0) return;
    const request = ++pending.current;
    const timer = setTimeout(() => {
      api.preview(open.file, open.hash, edits).then(({ status: code, body }) => {
        if (request !== pending.current) return;
        if (code !== 200) {
          const why = (body as unknown as { error?: string }).error ?? String(code);
          say((w) => `${w.notApplied} ${why}`);
          return;
        }
        setProblems(body.problems);
      });
    }, 30);
    return () => clearTimeout(timer);
  }, [edits, open, lang]);

  // Typed back to what the file says (a price changed, then changed back): nothing is left to save, and the preview shows
  // the file again.
  const original = useMemo(() => (open ? (parse(open.text) as unknown) : undefined), [open]);
  useEffect(() => {
    if (!open || edits.length === 0 || data === null || !sameValue(data, original)) return;
    setEdits([]);
    setProblems([]);
    void api.discard(open.file);
  }, [data]); // Only a change of the data can bring it back to the file's.

  const change = useCallback((edit: Edit, next: (current: unknown) => unknown) => {
    setEdits((current) => addEdit(current, edit));
    setData((current: unknown) => next(current));
  }, []);

  const form = useMemo(() => ({
    defs: ((schema?.$defs ?? {}) as Record<string, Schema>),
    options,
    lang,
    problems: new Map(
      Object.entries(
        problems
          .filter((problem) => problem.file === open?.file)
          .reduce<Record<string, Problem[]>>((byPath, problem) => ({ ...byPath, [problem.path]: [...(byPath[problem.path] ?? []), problem] }), {}),
      ),
    ),
    set: (path: EditPath, value: unknown) => change(value === undefined ? { op: 'delete', path } : { op: 'set', path, value }, (current) => setIn(current, path, value)),
    remove: (path: EditPath) => change({ op: 'delete', path }, (current) => setIn(current, path, undefined)),
    insert: (path: EditPath, index: number, value: unknown) => {
      change({ op: 'insert', path, index, value }, (current) => {
        const list = [...((getIn(current, path) as unknown[]) ?? [])];
        list.splice(index, 0, value);
        return setIn(current, path, list);
      });
      // The new item is where the marketer looks next (a section from the catalogue lands at the end of a long page).
      requestAnimationFrame(() => {
        const tools = document.querySelector<HTMLElement>(`[data-tools="${fieldId([...path, index])}"]`);
        tools?.scrollIntoView({ block: 'center' });
        tools?.querySelector<HTMLElement>('button:not(:disabled)')?.focus({ preventScroll: true });
      });
    },
    move: (path: EditPath, from: number, to: number) => {
      change({ op: 'move', path, from, to }, (current) => {
        const list = [...((getIn(current, path) as unknown[]) ?? [])];
        const [item] = list.splice(from, 1);
        list.splice(to, 0, item);
        return setIn(current, path, list);
      });
      // Keyboard users keep their place: focus follows the moved item's button.
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-tools="${fieldId([...path, to])}"] button:not(:disabled)`)?.focus());
    },
  }), [schema, options, lang, problems, open?.file, change]);

  async function save() {
    if (!open) return;
    say((w) => w.saving);
    const { status: code, body } = await api.save(open.file, open.hash, edits);
    if (code === 409) {
      setConflict(body.disk ?? '');
      setStatus(null);
      return;
    }
    if (code === 422) {
      setProblems(body.problems ?? []);
      setStatus(null);
      return;
    }
    setOpen({ ...open, hash: body.hash!, text: body.text! });
    setEdits([]);
    setProblems([]);
    say((w) => w.saved);
    // A saved title or address shows in the list, and the preview follows the address (a new article's English slug).
    await refreshFiles();
  }

  async function discard() {
    if (!open) return;
    setConfirmingDiscard(false);
    localStorage.removeItem(draftKey(open.file));
    await api.discard(open.file);
    setEdits([]);
    await openFile(open.file);
  }

  async function keepMine() {
    if (!open) return;
    const { body } = await api.file(open.file);
    setOpen(body);
    setConflict(null);
    const preview = await api.preview(open.file, body.hash, edits);
    setData(parse(preview.body.text));
    setProblems(preview.body.problems);
  }

  /** A file deleted (from its view or from Publier): its unsaved edits go with it, and the list forgets it. */
  const deleted = useCallback(async (file: string) => {
    localStorage.removeItem(draftKey(file));
    if (open?.file === file) {
      setEdits([]);
      setOpen(null);
    }
    await refreshFiles();
  }, [open?.file, refreshFiles]);

  const address = entry?.address?.[previewLocale] ?? (open?.kind === 'site' ? (previewLocale === 'fr' ? '/' : '/en') : undefined);
  const filtered = files.filter((file) => `${file.title.fr} ${file.title.en} ${file.address?.fr ?? ''} ${file.file}`.toLowerCase().includes(query.toLowerCase()));
  const ownProblems = problems.filter((problem) => problem.file === open?.file);

  // Clicking a text in the preview focuses the field that holds it.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onLoad = () => {
      element.contentDocument?.addEventListener('click', (event) => {
        const target = event.target as HTMLElement;
        const text = target.closest('h1, h2, h3, p, li, a, button, span, td, th, dt, dd')?.textContent?.trim();
        if (!text || data === null) return;
        const found = findText(data, text, previewLocale);
        if (!found) return;
        event.preventDefault();
        document.getElementById(fieldId(found))?.focus();
      }, true);
    };
    element.addEventListener('load', onLoad);
    return () => element.removeEventListener('load', onLoad);
  }, [data, previewLocale]);

  return (
    <div className="editor">
      <header className="editor__bar">
        <h1>{t.title}</h1>
        <div className="editor__bar-actions">
          <button type="button" className="small-button" aria-pressed={publishing} onClick={() => setPublishing(!publishing)}>{t.publishOpen}</button>
          <button type="button" className="small-button" lang={lang === 'fr' ? 'en' : 'fr'} onClick={() => setLang(lang === 'fr' ? 'en' : 'fr')}>{t.language}</button>
        </div>
      </header>
      <nav className="editor__files" aria-label={t.files}>
        <label htmlFor="file-search">{t.search}</label>
        <input id="file-search" type="search" value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
        <NewFile lang={lang} onCreated={async (file) => {
          await refreshFiles();
          await openFile(file);
        }} />
        <ul>
          {filtered.map((file) => (
            <li key={file.file}>
              <button type="button" aria-current={file.file === open?.file ? 'page' : undefined} onClick={() => openFile(file.file)}>
                <span lang={lang === 'fr' ? 'fr-CA' : 'en-CA'}>{file.title[lang]}</span>
                <small>{file.address?.fr ?? file.file}</small>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <main className="editor__form" aria-label={open ? entry?.title[lang] : t.title}>
        {publishing && <Publish lang={lang} onClose={() => setPublishing(false)} onDeleted={deleted} onOpen={(file) => { setPublishing(false); void openFile(file); }} />}
        {!open && !publishing && <p>{t.pick}</p>}
        {open && (
          <>
            <div className="editor__actions">
              <h2>{entry?.title[lang] ?? open.file}</h2>
              <p role="status" aria-live="polite">{status?.(t) || (edits.length > 0 ? t.unsaved(edits.length) : t.noChanges)}</p>
              <button type="button" className="button" disabled={edits.length === 0 || ownProblems.length > 0} onClick={save}>{t.save}</button>
              <button type="button" className="small-button" disabled={edits.length === 0} aria-expanded={confirmingDiscard} onClick={() => setConfirmingDiscard(true)}>{t.discard}</button>
              {open.kind !== 'site' && <DeleteButton files={[open.file]} label={t.deleteFile} question={t.deleteAsk(entry?.title[lang] ?? open.file, undefined)} lang={lang} onDeleted={deleted} />}
            </div>
            {confirmingDiscard && edits.length > 0 && <DiscardQuestion count={edits.length} t={t} onDiscard={discard} onKeep={() => setConfirmingDiscard(false)} />}
            {conflict !== null && (
              <div className="conflict" role="alert">
                <p>{t.conflict}</p>
                <button type="button" className="small-button" onClick={discard}>{t.reload}</button>
                <button type="button" className="small-button" onClick={keepMine}>{t.keepMine}</button>
                <details>
                  <summary>{t.compare}</summary>
                  <pre>{conflict}</pre>
                </details>
              </div>
            )}
            {ownProblems.length > 0 && (
              <section className="problems" aria-labelledby="problems-title">
                <h3 id="problems-title">{t.problems(ownProblems.length)}</h3>
                <ul>
                  {ownProblems.map((problem, index) => (
                    <li key={index}>
                      <a href={`#${fieldId(pathFromDotted(problem.path))}`} onClick={(event) => { event.preventDefault(); document.getElementById(fieldId(pathFromDotted(problem.path)))?.focus(); }}>
                        {problem.path || problem.file}
                      </a>{' '}
                      — {problem.message[lang]} ({problem.line}:{problem.col})
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {schema && data !== null && (
              <FormProvider value={form}>
                <Field path={[]} value={data} schema={{ $ref: schema.$ref as string }} label={entry?.title[lang] ?? open.file} />
              </FormProvider>
            )}
          </>
        )}
      </main>
      <aside className="editor__preview" aria-label={t.preview}>
        {address && (
          <>
            <div className="editor__preview-bar">
              <span>{t.previewIn}</span>
              {(['fr', 'en'] as const).map((locale) => (
                <button type="button" key={locale} className="small-button" aria-pressed={previewLocale === locale} onClick={() => setPreviewLocale(locale)}>{t[locale]}</button>
              ))}
              <code>{address}</code>
            </div>
            <iframe ref={frame} title={t.preview} src={address} />
          </>
        )}
      </aside>
    </div>
  );
}

/** Creates a page or an article from the skeleton new:page and new:post write, then opens it. */
function NewFile({ lang, onCreated }: { lang: UiLang; onCreated: (file: string) => void }) {
  const t = words[lang];
  const [kind, setKind] = useState<'page' | 'post'>('post');
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  return (
    <details className="new-file">
      <summary>{t.newFile}</summary>
      <label htmlFor="new-kind">{t.newKind}</label>
      <select id="new-kind" value={kind} onChange={(event) => setKind(event.currentTarget.value as 'page' | 'post')}>
        <option value="post">{t.newPost}</option>
        <option value="page">{t.newPage}</option>
      </select>
      <label htmlFor="new-name">{t.newAddress}</label>
      <input id="new-name" type="text" value={name} onChange={(event) => setName(event.currentTarget.value)} aria-describedby="new-error" />
      <p id="new-error" className="field-problems" role="alert">{error}</p>
      <button type="button" className="small-button" disabled={name.trim() === ''} onClick={async () => {
        const { status, body } = await api.create(kind, name.trim());
        if (status !== 200 || !body.file) return setError(body.error?.[lang] ?? String(status));
        setError('');
        setName('');
        onCreated(body.file);
      }}>{t.create}</button>
    </details>
  );
}

/** sections.2.title.en → ['sections', 2, 'title', 'en']. */
function pathFromDotted(path: string): EditPath {
  return path === '' ? [] : path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The path of the text field whose value (in the language shown) is `text`. */
function findText(data: unknown, text: string, locale: 'fr' | 'en', path: EditPath = []): EditPath | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  if (typeof record[locale] === 'string' && (record[locale] as string).trim() === text) return [...path, locale];
  for (const [key, value] of Object.entries(record)) {
    const found = findText(value, text, locale, [...path, Array.isArray(data) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}

/** Asks before throwing away unsaved edits; the safe answer has the keyboard, and Escape keeps them. */
function DiscardQuestion({ count, t, onDiscard, onKeep }: { count: number; t: EditorWords; onDiscard: () => void; onKeep: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="discard-question" role="alertdialog" aria-labelledby="discard-question" onKeyDown={(event) => event.key === 'Escape' && onKeep()}>
      <p id="discard-question">{t.discardAsk(count)}</p>
      <button type="button" className="small-button" onClick={onDiscard}>{t.discardYes}</button>
      <button ref={keep} type="button" className="small-button" onClick={onKeep}>{t.discardNo(count)}</button>
    </div>
  );
}
