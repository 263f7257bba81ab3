// The editor: find a file or a field, edit it in a form drawn from its schema beside the real page, see problems at their fields, save only what changed.
import { type MouseEvent, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { type Facts, Facts as FactsSchema } from '../../content/schema/site.ts';
import { PHONE_WIDTH } from '../../site/button-fit.ts';
import { dottedPath, formatPlace } from '../../site/problem.ts';
import { type TrailSchema, trail, trailText } from '../../site/trail.ts';
import type { Edit, EditPath } from '../contract.ts';
import { titleOf } from '../file-entries.ts';
import { fileAddress, placeOf } from './address.ts';
import { api } from './api.ts';
import { forgetDraft, readDraft, storeDraft } from './drafts.ts';
import { ElsewhereProvider } from './Elsewhere.tsx';
import { Files } from './Files.tsx';
import { Field, type FormContext, FormProvider, fieldId, labelOf, resolve, type Schema } from './Form.tsx';
import { pathOfFieldId } from './find.ts';
import { LiveBadge } from './LiveStatus.tsx';
import { latestOnly } from './latest-only.ts';
import { createdHere, followTitle, slugEdits, useNeverPublished, waitsForTitle } from './new-slug.ts';
import { PhoneCheck, type PhoneWarning } from './PhoneCheck.tsx';
import { PREVIEW_ID, Preview } from './Preview.tsx';
import { DeleteButton, Publish } from './Publish.tsx';
import { draftAddress } from './preview-address.ts';
import { showDraft } from './preview-bridge.ts';
import { useSiteFiles } from './site-files.ts';
import { checking, getIn, inGroup, initialState, reducer, type Said, saidText, shownProblems } from './state.ts';
import { type PriceProblem, sayTypedPrices } from './typed-price.ts';

import { type UiLang, words } from './words.ts';

/** A problem that is only a placeholder left to replace (« TODO: … », rule unfinished). */
const isPlaceholder = (problem: { rule?: string }) => problem.rule === 'unfinished';

/** The validator's checks of the open file's edits; a pause of 150 ms in the typing sends one (a word, not each key). */
const checks = latestOnly(
  (edited: { path: string; hash: string; edits: Edit[] }) => api.preview(edited.path, edited.hash, edited.edits),
  150,
);

/** The editor's language as last chosen in this browser: trial 14's English-speaking colleague found it French again in each new window. */
const LANGUAGE_KEY = 'editor-language';
const chosenLanguage = (): 'fr' | 'en' => {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'fr';
  } catch {
    return 'fr';
  }
};

export function Editor() {
  const [state, dispatch] = useReducer(reducer, initialState, (first) => ({ ...first, lang: chosenLanguage() }));
  const {
    lang,
    files,
    open,
    data,
    edits,
    problems,
    said,
    conflict,
    confirmingDiscard,
    confirmingRestore,
    publishing,
    unreadNumbers,
  } = state;
  const t = words[lang];
  const say = (said: Said | null) => dispatch({ type: 'say', said });

  /** The file list and the pickers' options, read again after a file is created or saved (a new title or address). */
  const refreshFiles = useCallback(async () => {
    const list = await api.files();
    if (list.status === 'error') return dispatch({ type: 'say', said: { say: 'notLoaded', why: list.error } });
    dispatch({ type: 'filesLoaded', files: list.body.files, options: list.body.options });
    const settings = await api.file('site.yaml');
    if (settings.status === 200) dispatch({ type: 'settingsLoaded', text: settings.body.text });
  }, []);
  useEffect(() => void refreshFiles(), [refreshFiles]);

  useEffect(() => {
    document.documentElement.lang = lang === 'fr' ? 'fr-CA' : 'en-CA';
    document.title = `${t.title} — Boréal CPA`;
    try {
      localStorage.setItem(LANGUAGE_KEY, lang);
    } catch {
      // Storage refused (a private window): the choice lasts as long as the page.
    }
  }, [lang, t.title]);

  const openFile = useCallback(async (file: string) => {
    const reply = await api.file(file);
    // An address naming no content file (mistyped, or a file since deleted): said, and the editor stays usable.
    if (reply.status === 'error')
      return dispatch(
        reply.code === 404 ? { type: 'notFound', file } : { type: 'say', said: { say: 'notOpened', why: reply.error } },
      );
    // An unreadable file is read-only: a draft of it stays stored, untouched.
    const draft = reply.body.unreadable ? null : readDraft(file);
    dispatch({ type: 'opened', file: reply.body, draft });
    // A newly opened file starts at its top, not where the last one was scrolled to.
    document.querySelector('.editor__form')?.scrollTo({ top: 0 });
    if (draft && draft.edits.length > 0) {
      const preview = await api.preview(file, draft.hash, draft.edits);
      if (preview.status === 200)
        dispatch({ type: 'draftRead', file, text: preview.body.text, problems: preview.body.problems });
      else if (preview.status === 422)
        dispatch({ type: 'checked', file, edits: draft.edits, problems: preview.body.problems });
      else dispatch({ type: 'say', said: { say: 'notApplied', why: preview.error } });
    }
  }, []);

  // The form's schema, read once per kind of file and language. While the other language's is read, the form stays drawn
  // in the first: redrawn from nothing, it would lose what its fields hold unsaved (a number not yet readable).
  const wanted = open ? state.schemas[`${open.kind} ${lang}`] : undefined;
  const schema = open ? (wanted ?? state.schemas[`${open.kind} ${lang === 'fr' ? 'en' : 'fr'}`]) : undefined;
  useEffect(() => {
    if (!open || wanted) return;
    void api.schema(open.kind, lang).then((reply) => {
      if (reply.status === 200) dispatch({ type: 'schemaLoaded', kind: open.kind, lang, schema: reply.body });
    });
  }, [open, lang, wanted]);

  /**
   * Opens a file at a field (or at its top): the settings' part that holds it is shown, the field focused once drawn.
   * `history` says whether the address bar gets a new entry (a click), is corrected (a first load) or is left (Back).
   */
  const go = useCallback(
    async (file: string, asked: EditPath, history: 'push' | 'replace' | 'none' = 'push') => {
      const pending = file === open?.file ? edits : (readDraft(file)?.edits ?? []);
      if (file !== open?.file) await openFile(file);
      // Opened at its top with unsaved work, a file shows its first change (trial 9: the settings opened on « Adresse du
      // site », and she saved a price she never saw); a value set is focused, a moved item's list only shown.
      const first = asked.length === 0 ? pending[0] : undefined;
      const path = first ? first.path : asked;
      dispatch({
        type: 'show',
        part: file === 'site.yaml' && typeof path[0] === 'string' ? path[0] : null,
        focus: first && first.op !== 'set' ? null : path.length > 0 ? path : null,
      });
      const address = fileAddress(file, path);
      if (history === 'push' && `${location.pathname}${location.hash}` !== address)
        window.history.pushState(null, '', address);
      if (history === 'replace') window.history.replaceState(null, '', address);
    },
    [open?.file, edits, openFile],
  );

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
    const focus = state.focus;
    if (!focus || !schema || data === null) return;
    const element =
      [focus, [...focus, lang === 'fr' ? 'fr' : 'en'], [...focus, 'fr']]
        .map((path) => document.getElementById(fieldId(path)))
        .find(Boolean) ?? document.querySelector<HTMLElement>(`[data-tools="${fieldId(focus)}"] button`);
    if (!element) return;
    // A field of the folded « Avancé » part (a page's address) is unfolded to be seen.
    for (
      let fold = element.closest('details.advanced');
      fold;
      fold = fold.parentElement?.closest('details.advanced') ?? null
    )
      (fold as HTMLDetailsElement).open = true;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
    dispatch({ type: 'focused' });
  });

  // A group just added shows its problems once the focus goes anywhere outside it (the preview, the list, another field).
  const fresh = state.fresh;
  useEffect(() => {
    if (fresh.length === 0) return;
    const onFocus = (event: FocusEvent) => {
      for (const group of fresh) {
        const element = document.querySelector(`[data-group="${fieldId(pathFromDotted(group))}"]`);
        if (element && !(event.target instanceof Node && element.contains(event.target)))
          dispatch({ type: 'left', group });
      }
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [fresh]);

  // Unsaved edits survive a reload of the page, and leaving asks first.
  useEffect(() => {
    if (!open || open.unreadable) return;
    if (edits.length === 0) return forgetDraft(open.file);
    const title = open.kind === 'site' ? undefined : titleOf(open.kind, data);
    storeDraft(open.file, { hash: open.hash, edits, ...(title ? { title } : {}) });
  }, [edits, open, data]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (edits.length === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [edits.length]);

  // The preview shows exactly what this tab's form holds (preview-bridge.ts): its draft, or the file as saved; and, while
  // another file is open, the settings' kept draft, which every page shows (trial 8: a price changed in Réglages unsaved
  // showed on the home page but not on the company page).
  // A number typed that cannot be read (« 39OO ») shows as saved: the page before it was typed, not a number read on
  // the way (trial 12: « 39 $ »).
  useEffect(() => {
    const settings = open?.file === 'site.yaml' ? null : readDraft('site.yaml');
    const shownEdits = edits.filter((edit) => edit.op !== 'set' || !unreadNumbers.has(dottedPath(edit.path)));
    showDraft({
      open:
        open && !open.unreadable && shownEdits.length > 0
          ? { path: open.file, hash: open.hash, edits: shownEdits }
          : null,
      also:
        settings && settings.edits.length > 0
          ? [{ path: 'site.yaml', hash: settings.hash, edits: settings.edits }]
          : [],
    });
  }, [edits, open, unreadNumbers]);

  // Every change comes back with the validator's problems; edits typed back to what the file says have none to check.
  // An answer counts only for the edits it checked (state.ts): a slow older check never overwrites a newer verdict.
  // One check on its way at a time, for the latest edits only (latest-only.ts): keys typed while it runs are one check.
  useEffect(() => {
    if (!open) return;
    if (edits.length === 0) return checks.forget();
    void checks.ask({ path: open.file, hash: open.hash, edits }).then((reply) => {
      if (reply.status === 200 || reply.status === 422)
        dispatch({ type: 'checked', file: open.file, edits, problems: reply.body.problems });
      else dispatch({ type: 'checkFailed', file: open.file, edits, why: reply.error });
    });
  }, [edits, open]);
  const inFlight = checking(state);

  const defs = useMemo((): Record<string, Schema> => schema?.$defs ?? {}, [schema]);
  const settingsData = open?.file === 'site.yaml' ? data : state.settings;
  // A price typed in a sentence is said in her words, with the price's name to write instead (typed-price.ts).
  // A group just added keeps its problems to itself until it is left or saved (state.ts, shownProblems).
  const shown = useMemo(
    () => shownProblems({ problems, fresh: state.fresh, open, data, checkedData: state.checkedData }),
    [problems, state.fresh, open, data, state.checkedData],
  );
  const fileProblems = useMemo(
    () =>
      sayTypedPrices(
        // A number that cannot be read says why at its field already: not also the schema's « a number ».
        shown.filter((problem) => problem.file === open?.file && !unreadNumbers.has(problem.path)),
        data,
        settingsData,
      ),
    [shown, open?.file, data, settingsData, unreadNumbers],
  );
  // Only « TODO » texts left (a new article): a list to write, not problems to fix.
  const onlyToWrite = fileProblems.every(isPlaceholder);
  // Labels too long for a phone (PhoneCheck.tsx): warnings at their fields, shown while the field holds what was measured.
  // They do not hold Save back: measured in this browser, not the gate's, and a draft on disk publishes nothing; they say
  // the site cannot go live with them, which is the gate's verdict.
  const [phone, setPhone] = useState<{ file: string; warnings: PhoneWarning[] }>({ file: '', warnings: [] });
  const phoneProblems = useMemo(
    (): PriceProblem[] =>
      open && phone.file === open.file && data !== null
        ? phone.warnings
            .filter((warning) => getIn(data, pathFromDotted(warning.path)) === warning.value)
            .map((warning) => ({
              file: open.file,
              line: 0,
              col: 0,
              path: warning.path,
              message: warning.message,
              rule: PHONE_WIDTH,
            }))
        : [],
    [phone, open, data],
  );
  // The facts as the form holds them, once they read as facts: a price typed « 39OO » is kept in the draft as typed.
  const rawFacts = (settingsData as { facts?: unknown } | undefined)?.facts;
  const facts = useMemo((): Facts | undefined => {
    const read = FactsSchema.safeParse(rawFacts);
    return read.success ? read.data : undefined;
  }, [rawFacts]);
  // A price in a problem's place reads as its heading in the form (« Entreprise »), never by its name in site.yaml.
  const priceNames = useMemo(
    () => Object.fromEntries(state.options.prices.flatMap((price) => (price.name ? [[price.value, price.name]] : []))),
    [state.options.prices],
  );
  // Save waits for every problem of the file, those of a group just added included (held back from the form, not from
  // Save): beside it, why, in a few words.
  // A problem whose field changed since it was checked blocks nothing: Save checks again on the server anyway, so it
  // stays usable while a check runs (trial 9: Enregistrer grey 8–10 s after each edit).
  const saveBlocked = useMemo(() => {
    const own = shownProblems({ problems, fresh: [], open, data, checkedData: state.checkedData }).filter(
      (problem) => problem.file === open?.file,
    );
    const held = state.fresh.filter((group) => own.some((problem) => inGroup(problem.path, group)));
    const heldFields = new Set(
      own.filter((problem) => held.some((group) => inGroup(problem.path, group))).map((problem) => problem.path),
    );
    const added = held.map((group) =>
      trailText(schema ? trail(schema as TrailSchema, pathFromDotted(group), data, lang, priceNames) : [group], lang),
    );
    const why = added.length > 0 ? t.completeAdded(added, heldFields.size) : '';
    // Every problem in what was just added: the preview's pause names that, not a flagged field there is none of.
    return { count: own.length, why, onlyHeld: own.length > 0 && own.every((problem) => heldFields.has(problem.path)) };
  }, [problems, open, state.fresh, state.checkedData, schema, data, lang, t, priceNames]);

  // Never published: each address follows its title, and the addresses show under the titles (new-slug.ts).
  const neverPublished = useNeverPublished(open?.file, publishing);
  const unpublished = open ? (neverPublished ?? createdHere(open.file)) : false;
  const entry = files.find((file) => file.file === open?.file);
  // The page's addresses as the draft gives them (a slug being written), under its title and under each address field.
  const addresses = open && entry?.address ? draftAddress(open.kind, entry.address, data) : undefined;

  // The site's other files as on disk: a text being changed names where else the site says the words it loses.
  const site = useSiteFiles(files, lang);
  const siteSchema = site.schemas.site;
  // Stable: a number field's effects say it is read or not once per change, not each time the form's context is new
  // (its problems follow the unread numbers: a new function each time looped).
  const unreadNumber = useCallback(
    (path: EditPath, unread: boolean) => dispatch({ type: 'numberRead', path, unread }),
    [],
  );
  const form = useMemo((): FormContext => {
    const edit = (edit: Edit) => {
      dispatch({ type: 'edit', edit });
      for (const slug of slugEdits(edit, data, unpublished)) dispatch({ type: 'edit', edit: slug });
    };
    return {
      defs,
      options: state.options,
      lang,
      problems: problemsByPath([...fileProblems, ...phoneProblems]),
      set: (path, value) => edit(value === undefined ? { op: 'delete', path } : { op: 'set', path, value }),
      remove: (path) => edit({ op: 'delete', path }),
      insert: (path, index, value) => {
        edit({ op: 'insert', path, index, value });
        // The new item is where the marketer looks next (a section from the catalogue lands at the end of a long page).
        requestAnimationFrame(() => {
          const tools = document.querySelector<HTMLElement>(`[data-tools="${fieldId([...path, index])}"]`);
          tools?.scrollIntoView({ block: 'center' });
          tools?.querySelector<HTMLElement>('button:not(:disabled)')?.focus({ preventScroll: true });
        });
      },
      move: (path, from, to) => {
        edit({ op: 'move', path, from, to });
        // The preview shows the item moved, not the one now at its old place (its button may keep the focus it had).
        dispatch({ type: 'follow', path: [...path, to] });
        // Keyboard users keep their place: focus follows the moved item's button.
        requestAnimationFrame(() =>
          document
            .querySelector<HTMLElement>(`[data-tools="${fieldId([...path, to])}"] button:not(:disabled)`)
            ?.focus(),
        );
      },
      unreadNumber,
      uploadImage: api.image,
      goTo: (file, path) => void goRef.current(file, path),
      ...(facts ? { facts } : {}),
      ...(siteSchema ? { siteSchema } : {}),
      newFile: unpublished,
      addressWaitsForTitle: unpublished && waitsForTitle(data),
      ...(addresses ? { addresses } : {}),
    };
  }, [
    defs,
    state.options,
    lang,
    fileProblems,
    phoneProblems,
    facts,
    siteSchema,
    data,
    unpublished,
    addresses,
    unreadNumber,
  ]);

  async function save() {
    if (!open) return;
    const file = open.file;
    dispatch({ type: 'saving' });
    say({ say: 'saving' });
    const reply = await api.save(file, open.hash, edits);
    if (reply.status === 409) return dispatch({ type: 'conflict', file, disk: reply.body.disk });
    if (reply.status === 422) return dispatch({ type: 'refused', file, problems: reply.body.problems });
    // Refused (a symbolic link, a server that could not be reached): said, and the edits stay to save again.
    if (reply.status === 'error') return say({ say: 'notSaved', why: reply.error });
    const { hash, text, changedSincePublication } = reply.body;
    dispatch({ type: 'saved', file, hash, text, ...(changedSincePublication ? { changedSincePublication } : {}) });
    // A saved title or address shows in the list, and the preview follows the address (a new article's English slug).
    await refreshFiles();
    // A new article's file renamed after its address: nothing is left unsaved, so the tab simply opens it there.
    if (reply.body.file !== undefined && reply.body.file !== file) {
      forgetDraft(file);
      await go(reply.body.file, [], 'replace');
    }
  }

  async function discard() {
    if (!open) return;
    forgetDraft(open.file);
    dispatch({ type: 'discarded' });
    await openFile(open.file);
  }

  // Back from Publier, the open file may be published now: whether it still differs from its publication is asked again.
  const wasPublishing = useRef(false);
  useEffect(() => {
    const back = wasPublishing.current && !publishing;
    wasPublishing.current = publishing;
    if (!back || !open) return;
    void api.file(open.file).then((reply) => {
      if (reply.status === 200 && reply.body.hash === open.hash) dispatch({ type: 'reopened', file: reply.body });
    });
  }, [publishing, open]);

  /** The file as last published, written over what was saved since; then opened again as it now is. */
  async function restore() {
    if (!open) return;
    const file = open.file;
    dispatch({ type: 'keepEdits' });
    const reply = await api.restore(file, open.hash);
    if (reply.status === 409) return dispatch({ type: 'conflict', file, disk: reply.body.disk });
    if (reply.status === 422) return dispatch({ type: 'refused', file, problems: reply.body.problems });
    if (reply.status === 'error') return say({ say: 'notRestored', why: reply.error });
    await openFile(file);
    say({ say: 'restoredPublished' });
    await refreshFiles();
  }

  async function keepMine() {
    if (!open) return;
    const file = open.file;
    const reply = await api.file(file);
    if (reply.status === 'error') return say({ say: 'notOpened', why: reply.error });
    dispatch({ type: 'reopened', file: reply.body });
    const preview = await api.preview(file, reply.body.hash, edits);
    if (preview.status === 200)
      dispatch({ type: 'draftRead', file, text: preview.body.text, problems: preview.body.problems });
    else if (preview.status === 'error') say({ say: 'notApplied', why: preview.error });
  }

  /**
   * A file deleted (from its form or Publier's unused pictures): its unsaved edits go with it, the list forgets it, and
   * the open file deleted, the editor's address names it no more and the focus goes to the list of files.
   */
  const deleted = useCallback(
    async (file: string) => {
      forgetDraft(file);
      const wasOpen = file === open?.file;
      dispatch({ type: 'deleted', file });
      if (wasOpen) window.history.replaceState(null, '', fileAddress('').replace(/\/$/, ''));
      await refreshFiles();
      if (wasOpen) document.getElementById('file-search')?.focus();
    },
    [refreshFiles, open?.file],
  );

  // The list names each file as its form holds it: the open file's title as typed, another's as its stored draft has it.
  // A new list only when a title differs (each new list is searched through again).
  // Each file's kept draft read once per drawing: its title for the list, and whether unsaved work waits in it.
  const kept = files.map((file) => (file.file === open?.file ? null : readDraft(file.file)));
  const typedTitles = JSON.stringify(
    files.map((file, index) => {
      if (file.kind === 'site') return null;
      const typed = file.file === open?.file ? titleOf(file.kind, data) : kept[index]?.title;
      return typed?.fr || typed?.en ? { fr: typed.fr || file.title.fr, en: typed.en || file.title.en } : null;
    }),
  );
  // Files holding unsaved work (trial 7: back in a new window, nothing said which): marked in the list, named on the start screen.
  const draftedKey = files
    .filter((file, index) =>
      file.file === open?.file ? edits.length > 0 && !open.unreadable : (kept[index]?.edits.length ?? 0) > 0,
    )
    .map((file) => file.file)
    .join('\n');
  const drafted = useMemo(() => new Set(draftedKey ? draftedKey.split('\n') : []), [draftedKey]);
  const listed = useMemo(() => {
    const titles = JSON.parse(typedTitles) as ({ fr: string; en: string } | null)[];
    return files.map((file, index) => {
      const title = titles[index];
      return title && (title.fr !== file.title.fr || title.en !== file.title.en) ? { ...file, title } : file;
    });
  }, [files, typedTitles]);
  // The settings' parts: site.yaml's top-level groups, each named by its label, with the count of its problems.
  const parts =
    open?.kind === 'site' && schema ? Object.entries(resolve({ $ref: schema.$ref }, defs).properties ?? {}) : [];
  const shownPart = parts.find(([key]) => key === state.part)?.[0] ?? parts[0]?.[0];
  // « Créé… remplacez chaque TODO » ends with the last TODO written (trial 19 read it after writing them all).
  const status =
    said && !(said.say === 'created' && !fileProblems.some(isPlaceholder)) ? saidText(said, t, lang) : null;

  // On a phone the bar sticks to the top, one line tall (editor.css folds the state's longer words): the file's Save row
  // sticks right under it, whatever its height, instead of under an assumed one.
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty('--editor-bar', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  /** A file being created in « Créer », until it is open. */
  const [creating, setCreating] = useState<'page' | 'post' | null>(null);
  /** Where the form was when « Voir l’aperçu » was tapped (a phone, the preview under the form): « Retour » goes back there. */
  const beforePreview = useRef<number | null>(null);
  /** The field (or an item's button) last focused, which « Retour » focuses again: the link took the focus when tapped. */
  const lastField = useRef<Element | null>(null);
  const toPreview = (event: MouseEvent) => {
    event.preventDefault();
    beforePreview.current = window.scrollY;
    document.getElementById(PREVIEW_ID)?.scrollIntoView({ block: 'start' });
  };
  const backToForm = () => {
    if (beforePreview.current !== null) window.scrollTo({ top: beforePreview.current });
    else document.querySelector('.editor__form')?.scrollIntoView({ block: 'start' });
    if (lastField.current instanceof HTMLElement) lastField.current.focus({ preventScroll: true });
  };

  return (
    <div className={open || publishing ? 'editor' : 'editor editor--choosing'}>
      <header className="editor__bar" ref={bar}>
        <h1>{t.title}</h1>
        <div className="editor__bar-actions">
          <button
            type="button"
            className="small-button"
            aria-pressed={publishing}
            onClick={() => dispatch({ type: 'publishing', open: !publishing })}
          >
            {t.publishOpen}
          </button>
          <LiveBadge lang={lang} address={entry?.address} onOpen={() => dispatch({ type: 'publishing', open: true })} />
          <button
            type="button"
            className="small-button"
            lang={lang === 'fr' ? 'en' : 'fr'}
            onClick={() => dispatch({ type: 'language', lang: lang === 'fr' ? 'en' : 'fr' })}
          >
            {t.language}
          </button>
        </div>
      </header>
      <Files
        files={listed}
        stored={files}
        drafted={drafted}
        current={open?.file}
        open={open && data !== null ? { file: open.file, data } : undefined}
        lang={lang}
        onGo={(file, path) => void go(file, path)}
        onCreating={setCreating}
        onCreated={async (entry) => {
          // The file was written with the French title typed in « Créer » (the server's skeleton): nothing left to edit.
          followTitle(entry.file);
          // Listed and opened at once; the whole list (and the pickers' options) follows when the site has reloaded:
          // waiting for it held the form and the preview 1.7 s on a busy machine (trial 14: 6–9 s of « Chargement »).
          dispatch({ type: 'fileAdded', entry });
          void refreshFiles();
          await go(entry.file, []);
          say({ say: 'created' });
        }}
      />
      <main
        className="editor__form"
        aria-label={open ? entry?.title[lang] : t.title}
        onFocus={(event) => {
          // The preview shows where the field being edited is on the page; an item's buttons (Monter, Supprimer) show the
          // item (trial 8: a question moved up while the preview stayed at the page's top).
          const id = event.target.id.startsWith('field-')
            ? event.target.id
            : event.target.closest('[data-tools]')?.getAttribute('data-tools');
          const path = id?.startsWith('field-') ? pathOfFieldId(data, id, fieldId) : undefined;
          if (path) dispatch({ type: 'follow', path });
          if (path) lastField.current = event.target;
        }}
      >
        {publishing && (
          <Publish
            lang={lang}
            files={files}
            drafted={listed.filter((file) => drafted.has(file.file))}
            onClose={() => dispatch({ type: 'publishing', open: false })}
            onDeleted={deleted}
            onOpen={(file) => {
              dispatch({ type: 'publishing', open: false });
              void go(file, []);
            }}
          />
        )}
        {/* Until the list is there, nothing to choose from: said so (trial 12 read « choisissez » a second before the list). */}
        {creating && <p role="status">{t.creating(creating)}</p>}
        {!open && !publishing && !creating && (
          <p role="status">{status ?? (files.length === 0 ? t.listLoading : t.pick)}</p>
        )}
        {!open && !publishing && drafted.size > 0 && (
          <section className="editor__kept" aria-labelledby="kept-drafts">
            <p id="kept-drafts">{t.keptDrafts(drafted.size)}</p>
            <ul>
              {listed
                .filter((file) => drafted.has(file.file))
                .map((file) => (
                  <li key={file.file}>
                    <a
                      href={fileAddress(file.file)}
                      onClick={(event) => {
                        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
                        event.preventDefault();
                        void go(file.file, []);
                      }}
                    >
                      {file.title[lang]}
                    </a>
                  </li>
                ))}
            </ul>
          </section>
        )}
        {open && (
          <ElsewhereProvider
            value={{
              lang,
              file: open.file,
              original: state.original,
              data,
              files,
              ...site,
              priceNames,
              go: (file, path) => void go(file, path),
            }}
          >
            <div className="editor__actions">
              {/* The title as typed, before the first save too (a new article's « TODO » title is gone as soon as it is written). */}
              <h2>
                {(open.kind !== 'site' ? titleOf(open.kind, data)[lang] : undefined) ?? entry?.title[lang] ?? open.file}
              </h2>
              {/* While a check is on its way it says so here; Save does not wait for it (the save is checked again). */}
              <p role="status" aria-live="polite" id="save-state">
                {(inFlight && t.checking) ||
                  status ||
                  (unreadNumbers.size > 0
                    ? t.numbersToFix(unreadNumbers.size)
                    : edits.length > 0
                      ? t.unsaved(edits.length)
                      : t.noChanges)}
              </p>
              <button
                type="button"
                className="button"
                disabled={
                  edits.length === 0 || saveBlocked.count > 0 || unreadNumbers.size > 0 || open.unreadable !== undefined
                }
                aria-describedby="save-state save-why"
                onClick={save}
              >
                {t.save}
              </button>
              <p id="save-why" className="editor__save-why">
                {/* Not while saving: « Enregistrement… » beside « Corrigez d’abord… » said two things at once (trial 19). */}
                {edits.length > 0 &&
                  !inFlight &&
                  said?.say !== 'saving' &&
                  (saveBlocked.why || (fileProblems.length > 0 ? t.fixListed(fileProblems.length) : ''))}
              </p>
              <button
                type="button"
                className="small-button"
                disabled={edits.length === 0}
                aria-expanded={confirmingDiscard}
                onClick={() => dispatch({ type: 'askDiscard' })}
              >
                {t.discard}
              </button>
              {/* Saved since it was published, nothing unsaved: the saved change can be undone too (trial 17). */}
              {open.changedSincePublication && edits.length === 0 && (
                <button
                  type="button"
                  className="small-button"
                  aria-expanded={confirmingRestore}
                  onClick={() => dispatch({ type: 'askRestore' })}
                >
                  {t.restore}
                </button>
              )}
              {/* On a phone the preview is under the whole form (trial 10: 11,000 px down): one tap there, one tap back. */}
              <a className="small-button editor__to-preview" href={`#${PREVIEW_ID}`} onClick={toPreview}>
                {t.seePreview}
              </a>
            </div>
            {addresses && (
              <p className="editor__addresses">
                {t.addresses} <code lang="fr-CA">{addresses.fr}</code> ({t.inFrench}) ·{' '}
                <code lang="en-CA">{addresses.en}</code> ({t.inEnglish})
              </p>
            )}
            {confirmingDiscard && edits.length > 0 && (
              <Question
                ask={t.discardAsk(edits.length)}
                yes={t.discardYes}
                no={t.discardNo(edits.length)}
                onYes={discard}
                onNo={() => dispatch({ type: 'keepEdits' })}
              />
            )}
            {confirmingRestore && edits.length === 0 && (
              <Question
                ask={t.restoreAsk}
                yes={t.restoreYes}
                no={t.restoreNo}
                onYes={restore}
                onNo={() => dispatch({ type: 'keepEdits' })}
              />
            )}
            {conflict !== null && (
              <div className="conflict" role="alert">
                <p>{t.conflict}</p>
                <button type="button" className="small-button" onClick={discard}>
                  {t.reload}
                </button>
                <button type="button" className="small-button" onClick={keepMine}>
                  {t.keepMine}
                </button>
                <details>
                  <summary>{t.compare}</summary>
                  <pre>{conflict}</pre>
                </details>
              </div>
            )}
            {fileProblems.length > 0 && (
              // Only « TODO » texts left (a new article): texts to write, said calmly, not problems in red (trial 13
              // thought she had broken something when « 11 problèmes à corriger » opened her new article).
              <section
                className={onlyToWrite ? 'problems problems--to-write' : 'problems'}
                aria-labelledby="problems-title"
              >
                <h3 id="problems-title">
                  {onlyToWrite ? t.toWrite(fileProblems.length) : t.problems(fileProblems.length)}
                </h3>
                <ul>
                  {fileProblems.map((problem, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: messages, recomputed whole after each change and never moved one by one
                    <li key={index}>
                      <a
                        href={fileAddress(open.file, pathFromDotted(problem.path))}
                        onClick={(event) => {
                          event.preventDefault();
                          void go(open.file, pathFromDotted(problem.path));
                        }}
                      >
                        {trailText(
                          schema
                            ? trail(schema as TrailSchema, pathFromDotted(problem.path), data, lang, priceNames)
                            : [],
                          lang,
                        )}
                      </a>{' '}
                      — {problem.message[lang]}
                    </li>
                  ))}
                </ul>
                {/* Where each problem is in the file, as validate prints it: for whoever opens the file in a text editor. */}
                <details className="technical">
                  <summary>{t.technicalDetails}</summary>
                  <pre>{fileProblems.map((problem) => formatPlace(problem, lang)).join('\n')}</pre>
                </details>
              </section>
            )}
            {open.unreadable && (
              <div className="conflict" role="alert">
                <p>{t.readOnly}</p>
                <p>
                  <code>
                    {open.unreadable.file}:{open.unreadable.line}:{open.unreadable.col}
                  </code>{' '}
                  — {open.unreadable.message[lang]}
                </p>
                <p>{t.readOnlyHow}</p>
              </div>
            )}
            {schema && data !== null && !open.unreadable && parts.length > 0 && shownPart !== undefined && (
              <>
                <nav className="parts" aria-label={t.parts}>
                  <ul>
                    {parts.map(([key, child]) => {
                      const count = fileProblems.filter((problem) => problem.path.split('.')[0] === key).length;
                      return (
                        <li key={key}>
                          <a
                            href={fileAddress(open.file, [key])}
                            aria-current={key === shownPart ? 'page' : undefined}
                            onClick={(event) => {
                              event.preventDefault();
                              void go(open.file, [key]);
                            }}
                          >
                            {labelOf(child, defs, key)}
                            {count > 0 && <span className="parts__problems"> ({t.partProblems(count)})</span>}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </nav>
                <FormProvider value={form}>
                  <Field
                    key={state.opening}
                    path={[shownPart]}
                    value={(data as Record<string, unknown>)[shownPart]}
                    schema={parts.find(([key]) => key === shownPart)![1]}
                    label={labelOf(parts.find(([key]) => key === shownPart)![1], defs, shownPart)}
                  />
                </FormProvider>
              </>
            )}
            {schema && data !== null && !open.unreadable && parts.length === 0 && (
              <FormProvider value={form}>
                <Field
                  key={state.opening}
                  path={[]}
                  value={data}
                  schema={{ $ref: schema.$ref }}
                  label={entry?.title[lang] ?? open.file}
                />
              </FormProvider>
            )}
            {/* Here, at the end of its own form, apart from what edits it (trial 6: red at the top of a live page, it scared
                her), not in Publier's list (where it looked like what publishing would do). */}
            {/* Only under its form: alone while the form loads, it was all the column showed (trial 18). */}
            {open.kind !== 'site' && schema && data !== null && (
              <div className="editor__delete">
                <DeleteButton
                  files={[open.file]}
                  label={unpublished ? t.deleteNeverPublished(open.kind) : t.deleteLive(open.kind)}
                  question={
                    unpublished
                      ? t.deleteAsk(writtenTitle(titleOf(open.kind, data), lang) ?? open.file)
                      : t.deleteLiveAsk(open.kind, entry?.title[lang] ?? open.file)
                  }
                  lang={lang}
                  onDeleted={deleted}
                />
              </div>
            )}
          </ElsewhereProvider>
        )}
      </main>
      {open && !open.unreadable && (
        <PhoneCheck
          addresses={open.kind === 'site' ? undefined : entry?.address}
          data={data}
          edits={edits}
          onWarnings={(warnings) => setPhone({ file: open.file, warnings })}
        />
      )}
      <Preview
        lang={lang}
        open={open}
        entry={entry}
        data={data}
        settings={open?.file === 'site.yaml' ? data : state.settings}
        onGo={(file, path) => void go(file, path)}
        follow={state.follow}
        stale={unreadNumbers.size > 0}
        held={saveBlocked.onlyHeld ? saveBlocked.why : ''}
        creating={creating !== null}
        onBack={backToForm}
      />
    </div>
  );
}

/** A file's title as written, in the editor's language or else the other (a new article's English title is still TODO). */
function writtenTitle(title: { fr?: string; en?: string }, lang: UiLang): string | undefined {
  const written = (text: string | undefined) => (text && !/^TODO\b/.test(text) ? text : undefined);
  return written(title[lang]) ?? written(title[lang === 'fr' ? 'en' : 'fr']);
}

/** The file's problems grouped under the field they are about, in the order they came. */
function problemsByPath(problems: PriceProblem[]): Map<string, PriceProblem[]> {
  const byPath = new Map<string, PriceProblem[]>();
  for (const problem of problems) {
    const list = byPath.get(problem.path);
    if (list) list.push(problem);
    else byPath.set(problem.path, [problem]);
  }
  return byPath;
}

/** sections.2.title.en → ['sections', 2, 'title', 'en']. */
function pathFromDotted(path: string): EditPath {
  return path === '' ? [] : path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Asks before something is lost (unsaved edits, or what was saved since the last publication): the safe answer has the
 * keyboard, and Escape keeps them.
 */
function Question({
  ask,
  yes,
  no,
  onYes,
  onNo,
}: {
  ask: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      className="discard-question"
      role="alertdialog"
      aria-labelledby="discard-question"
      onKeyDown={(event) => event.key === 'Escape' && onNo()}
    >
      <p id="discard-question">{ask}</p>
      <button type="button" className="small-button" onClick={onYes}>
        {yes}
      </button>
      <button ref={keep} type="button" className="small-button" onClick={onNo}>
        {no}
      </button>
    </div>
  );
}
