// The editor: find a file or a field, edit it in a form drawn from its schema beside the real page, see problems at their fields, save only what changed.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parse } from 'yaml';
import { dottedPath, type Problem } from '../../content/problem.ts';
import type { Edit, EditPath } from '../yaml-edit.ts';
import type { FileEntry } from '../files.ts';
import { api, type OpenFile, type Options } from './api.ts';
import { Field, fieldId, FormProvider, labelOf, resolve, type Schema } from './Form.tsx';
import { fieldsOf, findText, phoneField, priceField, searchFields, type FoundField } from './find.ts';
import { fileAddress, placeOf } from './address.ts';
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
  // Number fields holding text that cannot be read surely (3.900): Save waits for them. A new key per opening draws the
  // form afresh, so nothing typed in one file lingers in the next.
  const [unreadNumbers, setUnreadNumbers] = useState<ReadonlySet<string>>(new Set());
  const [opening, setOpening] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  // The part of the settings shown (site.yaml is long: one of its top-level groups at a time), and the field to focus once drawn.
  const [part, setPart] = useState<string | null>(null);
  const [focusPath, setFocusPath] = useState<EditPath | null>(null);
  // Every field of the content, read when the marketer first searches (and again after a save).
  const [index, setIndex] = useState<FoundField[] | null>(null);
  const indexing = useRef(false);
  // site.yaml as saved: prices and phones shown on any page are declared there.
  const [siteData, setSiteData] = useState<unknown>(null);
  const t = words[lang];

  /** The file list and the pickers' options, read again after a file is created or saved (a new title or address). */
  const refreshFiles = useCallback(async () => {
    const { body } = await api.files();
    setFiles(body.files);
    setOptions(body.options);
    setIndex(null);
    const settings = await api.file('site.yaml');
    setSiteData(parse(settings.body.text) as unknown);
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
    const { status: code, body } = await api.file(file);
    // An address naming no content file (mistyped, or a file since deleted): said, and the editor stays usable.
    if (code === 404) {
      setOpen(null);
      return say((w) => w.noSuchFile(file));
    }
    if (code !== 200) {
      const why = errorText(body as unknown as { error?: unknown }, lang);
      return say((w) => `${w.notOpened} ${why}`);
    }
    setOpening((count) => count + 1);
    setUnreadNumbers(new Set());
    if (body.unreadable) {
      // Read-only: no form, no edits (a draft of it stays stored, untouched), the validator's words instead.
      setOpen(body);
      setData(null);
      setEdits([]);
      setConflict(null);
      setStatus(null);
      setProblems([]);
      return;
    }
    const stored = localStorage.getItem(draftKey(file));
    const draft = stored ? (JSON.parse(stored) as Draft) : null;
    setOpen(body);
    setConflict(draft && draft.hash !== body.hash ? body.text : null);
    setEdits(draft?.edits ?? []);
    if (draft && draft.edits.length > 0) say((w) => w.restored);
    else setStatus(null);
    setProblems(body.problems ?? []);
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

  /**
   * Opens a file at a field (or at its top): the settings' part that holds it is shown, the field focused once drawn.
   * `history` says whether the address bar gets a new entry (a click), is corrected (a first load) or is left (Back).
   */
  const go = useCallback(async (file: string, path: EditPath, history: 'push' | 'replace' | 'none' = 'push') => {
    if (file !== open?.file) await openFile(file);
    setPart(file === 'site.yaml' ? (typeof path[0] === 'string' ? path[0] : null) : null);
    setFocusPath(path.length > 0 ? path : null);
    const address = fileAddress(file, path);
    if (history === 'push' && `${location.pathname}${location.hash}` !== address) window.history.pushState(null, '', address);
    if (history === 'replace') window.history.replaceState(null, '', address);
  }, [open?.file, openFile]);

  // The address names the file and the field: it opens on reload, and Back and Forward walk the files and parts seen.
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    const follow = (history: 'replace' | 'none') => {
      const place = placeOf(location.pathname, location.hash);
      if (place) void goRef.current(place.file, place.path, history);
    };
    follow('replace');
    const onPop = () => follow('none');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // The field asked for is focused once its part is drawn (a text: its French box, a list item: its first tool).
  useEffect(() => {
    if (!focusPath || !schema || data === null) return;
    const element = [focusPath, [...focusPath, lang === 'fr' ? 'fr' : 'en'], [...focusPath, 'fr']].map((path) => document.getElementById(fieldId(path))).find(Boolean) ?? document.querySelector<HTMLElement>(`[data-tools="${fieldId(focusPath)}"] button`);
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
    setFocusPath(null);
  });

  // The search reads every file once, beside its schema in both languages, to find fields by label, key or text.
  useEffect(() => {
    if (query.trim().length < 2 || index !== null || indexing.current || files.length === 0) return;
    indexing.current = true;
    void (async () => {
      const kinds = ['site', 'page', 'post'] as const;
      const schemas = Object.fromEntries(await Promise.all(kinds.map(async (kind) => [kind, { fr: (await api.schema(kind, 'fr')).body as Schema, en: (await api.schema(kind, 'en')).body as Schema }] as const)));
      const found = await Promise.all(files.map(async (entry) => {
        const { body } = await api.file(entry.file);
        try {
          return fieldsOf({ file: entry.file, data: parse(body.text) as unknown, schemas: schemas[entry.kind]! });
        } catch {
          return [];
        }
      }));
      setIndex(found.flat());
      indexing.current = false;
    })();
  }, [query, index, files]);

  // Unsaved edits survive a reload of the page, and leaving asks first.
  useEffect(() => {
    if (!open || open.unreadable) return;
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

  const unreadNumber = useCallback((path: EditPath, unread: boolean) => {
    const key = dottedPath(path);
    setUnreadNumbers((current) => {
      if (current.has(key) === unread) return current;
      const next = new Set(current);
      if (unread) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

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
    unreadNumber,
  }), [schema, options, lang, problems, open?.file, change, unreadNumber]);

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
    if (code !== 200 || body.hash === undefined || body.text === undefined) {
      // Refused (a symbolic link, a server that could not be reached): said, and the edits stay to save again.
      const why = errorText(body, lang);
      return say((w) => `${w.notSaved} ${why}`);
    }
    setOpen({ ...open, hash: body.hash, text: body.text });
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

  // The settings show on every page: the preview stays on the page last seen (a price clicked there shows its change there).
  const lastPage = useRef<FileEntry['address']>(undefined);
  if (entry?.address) lastPage.current = entry.address;
  const address = entry?.address?.[previewLocale] ?? (open?.kind === 'site' ? (lastPage.current?.[previewLocale] ?? (previewLocale === 'fr' ? '/' : '/en')) : undefined);
  const filtered = files.filter((file) => `${file.title.fr} ${file.title.en} ${file.address?.fr ?? ''} ${file.file}`.toLowerCase().includes(query.toLowerCase()));
  const fieldHits = useMemo(() => (index ? searchFields(index, query) : []), [index, query]);
  const fileTitle = (file: string) => files.find((entry) => entry.file === file)?.title[lang] ?? file;
  // The settings' parts: site.yaml's top-level groups, each named by its label, with the count of its problems.
  const defs = (schema?.$defs ?? {}) as Record<string, Schema>;
  const parts = open?.kind === 'site' && schema ? Object.entries(resolve({ $ref: schema.$ref as string }, defs).properties ?? {}) : [];
  const shownPart = parts.find(([key]) => key === part)?.[0] ?? parts[0]?.[0];
  const ownProblems = problems.filter((problem) => problem.file === open?.file);

  /**
   * Clicking in the preview opens the field that holds what was clicked, wherever it is declared: a phone its entry in
   * site.yaml's contact, a price its fact in site.yaml, a text its field in the open file or in site.yaml (menus, footer).
   */
  const onPreviewClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const settings = open?.file === 'site.yaml' ? data : siteData;
    const tel = target.closest<HTMLAnchorElement>('a[href^="tel:"]')?.getAttribute('href')?.slice('tel:'.length);
    const price = target.closest('.price')?.querySelector('.price__amount')?.textContent;
    const text = target.closest('h1, h2, h3, h4, p, li, a, button, span, td, th, dt, dd, summary, strong, em, small')?.textContent?.trim() ?? '';
    const place = ((): [string, EditPath] | undefined => {
      const phone = tel !== undefined || /^[\d\s().+-]{10,}$/.test(text) ? phoneField(settings, tel, text) : undefined;
      if (phone) return ['site.yaml', phone];
      const fact = price ? priceField(settings, price, data) : undefined;
      if (fact) return ['site.yaml', fact];
      if (!text || data === null || !open) return undefined;
      const here = findText(data, text, previewLocale);
      if (here) return [open.file, here];
      // The site's frame: what the header, the footer and the windows show is declared under these groups of site.yaml.
      const region = target.closest('footer') ? 'footer' : target.closest('dialog') ? 'dialogs' : target.closest('header') ? 'navigation' : undefined;
      const shared = findText(settings, text, previewLocale, region);
      return shared ? ['site.yaml', shared] : undefined;
    })();
    if (!place) return;
    event.preventDefault();
    void go(place[0], place[1]);
  };
  const previewClick = useRef(onPreviewClick);
  previewClick.current = onPreviewClick;
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    // One listener per page the preview loads; it calls the latest handler, so it never works on stale data.
    const listen = () => {
      const inner = element.contentDocument;
      if (!inner || (inner as Document & { editorListens?: boolean }).editorListens) return;
      (inner as Document & { editorListens?: boolean }).editorListens = true;
      inner.addEventListener('click', (event) => previewClick.current(event), true);
    };
    listen();
    element.addEventListener('load', listen);
    return () => element.removeEventListener('load', listen);
  });

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
        <input id="file-search" type="search" value={query} aria-describedby="file-search-help" onChange={(event) => setQuery(event.currentTarget.value)} />
        <p className="field-help" id="file-search-help">{t.searchHelp}</p>
        <NewFile lang={lang} onCreated={async (file) => {
          await refreshFiles();
          await go(file, []);
        }} />
        <ul>
          {filtered.map((file) => (
            <li key={file.file}>
              <button type="button" aria-current={file.file === open?.file ? 'page' : undefined} onClick={() => go(file.file, [])}>
                <span lang={lang === 'fr' ? 'fr-CA' : 'en-CA'}>{file.title[lang]}</span>
                <small>{file.address?.fr ?? file.file}</small>
              </button>
            </li>
          ))}
        </ul>
        {query.trim().length >= 2 && (
          <section className="found" aria-labelledby="fields-found">
            <h2 id="fields-found">{t.fieldsFound}</h2>
            {index === null ? <p>{t.searching}</p> : fieldHits.length === 0 ? <p>{t.noFieldFound}</p> : (
              <ul>
                {fieldHits.map((hit) => (
                  <li key={`${hit.file} ${hit.key}`}>
                    <button type="button" onClick={() => go(hit.file, hit.path)}>
                      <span>{hit.labels[lang].slice(-2).join(' › ')}</span>
                      <small>{fileTitle(hit.file)} › {hit.labels[lang].slice(0, -2).join(' › ') || hit.key}</small>
                      <small className="found__value" lang={hit.path.at(-1) === 'en' ? 'en-CA' : 'fr-CA'}>{hit.value.length > 80 ? `${hit.value.slice(0, 80)}…` : hit.value}</small>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </nav>
      <main className="editor__form" aria-label={open ? entry?.title[lang] : t.title}>
        {publishing && <Publish lang={lang} onClose={() => setPublishing(false)} onDeleted={deleted} onOpen={(file) => { setPublishing(false); void openFile(file); }} />}
        {!open && !publishing && <p role="status">{status?.(t) ?? t.pick}</p>}
        {open && (
          <>
            <div className="editor__actions">
              <h2>{entry?.title[lang] ?? open.file}</h2>
              <p role="status" aria-live="polite">{status?.(t) || (unreadNumbers.size > 0 ? t.numbersToFix(unreadNumbers.size) : edits.length > 0 ? t.unsaved(edits.length) : t.noChanges)}</p>
              <button type="button" className="button" disabled={edits.length === 0 || ownProblems.length > 0 || unreadNumbers.size > 0 || open.unreadable !== undefined} onClick={save}>{t.save}</button>
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
                      <a href={fileAddress(open.file, pathFromDotted(problem.path))} onClick={(event) => { event.preventDefault(); void go(open.file, pathFromDotted(problem.path)); }}>
                        {problem.path || problem.file}
                      </a>{' '}
                      — {problem.message[lang]} ({problem.line}:{problem.col})
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {open.unreadable && (
              <div className="conflict" role="alert">
                <p>{t.readOnly}</p>
                <p>
                  <code>{open.unreadable.file}:{open.unreadable.line}:{open.unreadable.col}</code> — {open.unreadable.message[lang]}
                </p>
                <p>{t.readOnlyHow}</p>
              </div>
            )}
            {schema && data !== null && !open.unreadable && parts.length > 0 && shownPart !== undefined && (
              <>
                <nav className="parts" aria-label={t.parts}>
                  <ul>
                    {parts.map(([key, child]) => {
                      const count = ownProblems.filter((problem) => problem.path.split('.')[0] === key).length;
                      return (
                        <li key={key}>
                          <a href={fileAddress(open.file, [key])} aria-current={key === shownPart ? 'page' : undefined} onClick={(event) => { event.preventDefault(); void go(open.file, [key]); }}>
                            {labelOf(child, defs, key)}
                            {count > 0 && <span className="parts__problems"> ({t.partProblems(count)})</span>}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </nav>
                <FormProvider value={form}>
                  <Field key={opening} path={[shownPart]} value={(data as Record<string, unknown>)[shownPart]} schema={parts.find(([key]) => key === shownPart)![1]} label={labelOf(parts.find(([key]) => key === shownPart)![1], defs, shownPart)} />
                </FormProvider>
              </>
            )}
            {schema && data !== null && !open.unreadable && parts.length === 0 && (
              <FormProvider value={form}>
                <Field key={opening} path={[]} value={data} schema={{ $ref: schema.$ref as string }} label={entry?.title[lang] ?? open.file} />
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
            {/* A new frame per address: changing a frame's src adds to the window's history, and Back would walk the preview. */}
            <iframe key={address} ref={frame} title={t.preview} src={address} />
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

/** The words of an API refusal in the editor's language (a message in both, or the server's plain words). */
function errorText(body: { error?: unknown }, lang: UiLang): string {
  const error = body.error;
  if (error !== null && typeof error === 'object' && typeof (error as Record<string, unknown>)[lang] === 'string') return (error as Record<UiLang, string>)[lang];
  return typeof error === 'string' ? error : '';
}

/** sections.2.title.en → ['sections', 2, 'title', 'en']. */
function pathFromDotted(path: string): EditPath {
  return path === '' ? [] : path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
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
