// The editor's list of files: find a page by its title or address, a field by its label, key or text, or create a page or an article.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Facts } from '../../content/schema/site.ts';
import { priceNames } from '../../site/price-names.ts';
import type { EditPath, FileEntry } from '../contract.ts';
import { api } from './api.ts';
import type { Schema } from './Form.tsx';
import { fileData } from './file-data.ts';
import { amountsShown, type FoundField, fieldsOf, type PricesShown, searchFields } from './find.ts';
import { frenchSlugOf } from './new-slug.ts';
import { type UiLang, words } from './words.ts';

type Props = {
  files: FileEntry[];
  /**
   * The list as the server gave it (titles as saved): the search reads every file again only when it changes, never at
   * each key of a title being typed (trial 9: 31 files read per key of a new article's title).
   */
  stored: FileEntry[];
  /** Files with unsaved work kept on this computer: each marked in words, not by colour alone. */
  drafted: ReadonlySet<string>;
  current: string | undefined;
  lang: UiLang;
  /** The open file as its form holds it now, unsaved values included: the results show them. */
  open?: { file: string; data: unknown } | undefined;
  onGo: (file: string, path: EditPath) => void;
  /** A file Créer made, with the French title the marketer typed for it. */
  onCreated: (entry: FileEntry) => Promise<void>;
  /** The kind of file being created, from the click until it is open (or could not be); null after. */
  onCreating: (kind: 'page' | 'post' | null) => void;
};

/** The forms' schemas in both languages, read once per visit: they change only with the code. */
let schemasRead: Promise<Record<FileEntry['kind'], Record<UiLang, Schema>>> | null = null;
function schemas() {
  const one = async (kind: FileEntry['kind'], lang: UiLang): Promise<Schema> => {
    const reply = await api.schema(kind, lang);
    return reply.status === 200 ? reply.body : {};
  };
  schemasRead ??= (async () => {
    const kinds = ['site', 'page', 'post'] as const;
    return Object.fromEntries(
      await Promise.all(
        kinds.map(async (kind) => [kind, { fr: await one(kind, 'fr'), en: await one(kind, 'en') }] as const),
      ),
    ) as Record<FileEntry['kind'], Record<UiLang, Schema>>;
  })();
  return schemasRead;
}

/** What the search walks: every file's data as on disk (undefined when it cannot be read) and the forms' schemas. */
type Index = { forms: Record<FileEntry['kind'], Record<UiLang, Schema>>; read: { entry: FileEntry; data: unknown }[] };

/** Every file of the list read and parsed, with the forms' schemas. */
async function readIndex(files: FileEntry[]): Promise<Index> {
  const [forms, data] = await Promise.all([schemas(), Promise.all(files.map(fileData))]);
  return { forms, read: files.map((entry, index) => ({ entry, data: data[index] })) };
}

/** Each file's fields by its data (the same object while unchanged) and what they were walked with (prices, facts, title). */
const walked = new WeakMap<object, { with: string; fields: FoundField[] }>();

/**
 * Every field of every file as the tab holds it: the open file's values as its form has them, unsaved ones included
 * (trial 7: she typed 3900 and the results still said 3 500 $), prices and {facts} read from the settings as typed.
 * Only a file whose data, or the prices and facts it shows, changed is walked again.
 */
function fieldsNow(index: Index, open: { file: string; data: unknown } | undefined): FoundField[] {
  const read = index.read.map(({ entry, data }) =>
    open && entry.file === open.file && open.data !== null ? { entry, data: open.data } : { entry, data },
  );
  const site = read.find(({ entry }) => entry.kind === 'site')?.data as { facts?: Facts } | undefined;
  const prices: PricesShown = {
    names: priceNames(
      site?.facts?.prices ?? {},
      read.filter(({ entry }) => entry.kind !== 'site').map(({ data }) => data),
    ),
    amounts: amountsShown(site),
  };
  const facts = site?.facts;
  const shownWith = JSON.stringify([prices, facts ?? null]);
  return read.flatMap(({ entry, data }) => {
    if (data === null || typeof data !== 'object') return [];
    const key = `${shownWith} ${entry.title.fr} ${entry.title.en}`;
    const known = walked.get(data);
    if (known?.with === key) return known.fields;
    let fields: FoundField[] = [];
    try {
      fields = fieldsOf({
        file: entry.file,
        data,
        schemas: index.forms[entry.kind],
        title: entry.title,
        prices,
        ...(facts ? { facts } : {}),
      });
    } catch {
      // A shape the schema does not know: the file is listed, its fields are not.
    }
    walked.set(data, { with: key, fields });
    return fields;
  });
}

/** When the browser has nothing else to do (or after a short wait where it cannot say). */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1500 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
};

export function Files({ files, stored, drafted, current, open, lang, onGo, onCreated, onCreating }: Props) {
  const t = words[lang];
  const [query, setQuery] = useState('');
  // A result opened: the results fold away and the whole list of files comes back, the query kept to search again.
  const [folded, setFolded] = useState(false);
  // Read ahead, once per list of files, while the marketer looks around: the first search finds the index ready. A new
  // list (after a save or a creation) is read again in the background; until then the last index answers.
  const [read, setIndex] = useState<Index | null>(null);
  // Each file under its title as listed now (typed in its form, before it is saved).
  const index = useMemo(() => {
    if (!read) return null;
    const listed = new Map(files.map((entry) => [entry.file, entry]));
    return { ...read, read: read.read.map((each) => ({ ...each, entry: listed.get(each.entry.file) ?? each.entry })) };
  }, [read, files]);
  const searching = query.trim().length >= 2 && !folded;

  useEffect(() => {
    if (stored.length === 0) return;
    let current = true;
    const cancel = whenIdle(
      () =>
        void readIndex(stored).then((read) => {
          if (!current) return;
          // Walked ahead too: the first search only walks the open file again.
          fieldsNow(read, undefined);
          setIndex(read);
        }),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [stored]);

  // On a phone the results come below the list of files: they are brought into view when they arrive and as the query
  // changes (the files listed above them change too), right under the search field, which stays in sight under the bar
  // (sticky) while they scroll.
  const found = useRef<HTMLElement>(null);
  const field = useRef<HTMLDivElement>(null);
  const ready = searching && index !== null;
  useEffect(() => {
    if (!ready || query === '' || !matchMedia('(max-width: 60rem)').matches) return;
    if (!found.current || !field.current) return;
    const bar = document.querySelector('.editor__bar')?.getBoundingClientRect().bottom ?? 0;
    const off = found.current.getBoundingClientRect().top - (bar + field.current.offsetHeight);
    if (Math.abs(off) > 1) window.scrollBy({ top: off });
  }, [ready, query]);

  const filtered = folded
    ? files
    : files.filter((file) =>
        `${file.title.fr} ${file.title.en} ${file.address?.fr ?? ''} ${file.address?.en ?? ''} ${file.file}`
          .toLowerCase()
          .includes(query.toLowerCase()),
      );
  // Walked only while a search is shown: typing in the form does no search work.
  const openFile = open?.file;
  const openData = open?.data;
  const hits = useMemo(
    () =>
      index && searching
        ? searchFields(fieldsNow(index, openFile === undefined ? undefined : { file: openFile, data: openData }), query)
        : [],
    [index, searching, openFile, openData, query],
  );
  const fileTitle = (file: string) => files.find((entry) => entry.file === file)?.title[lang] ?? file;
  // The settings' fields by key: a text naming a fact says where that fact is written, and opens it there.
  const settingsFields = useMemo(() => {
    if (!index || !searching || !hits.some((hit) => hit.from)) return new Map<string, FoundField>();
    const site = fieldsNow(index, openFile === undefined ? undefined : { file: openFile, data: openData }).filter(
      (field) => field.file === 'site.yaml',
    );
    return new Map(site.map((field) => [field.key, field]));
  }, [index, searching, hits, openFile, openData]);

  return (
    <nav
      className={searching ? 'editor__files editor__files--searching' : 'editor__files'}
      aria-label={t.files}
      // Whether the content is read for searching yet: the tests wait on it rather than on a guessed delay.
      data-index={index === null ? 'reading' : 'ready'}
    >
      <div className="files__search" ref={field}>
        <label htmlFor="file-search">{t.search}</label>
        <input
          id="file-search"
          type="search"
          value={query}
          aria-describedby="file-search-help"
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setFolded(false);
          }}
          onFocus={() => setFolded(false)}
        />
        <p className="field-help" id="file-search-help">
          {t.searchHelp}
        </p>
        <p className="found__status" aria-live="polite">
          {searching && index === null ? t.searching : ''}
        </p>
      </div>
      <NewFile lang={lang} onCreated={onCreated} onCreating={onCreating} />
      <ul>
        {filtered.map((file) => (
          <li key={file.file}>
            <button
              type="button"
              aria-current={file.file === current ? 'page' : undefined}
              onClick={() => onGo(file.file, [])}
            >
              <span lang={lang === 'fr' ? 'fr-CA' : 'en-CA'}>{file.title[lang]}</span>
              {/* What it is in words where it has no address (trial 13: « site.yaml » and « pages/blog-article.yaml » meant nothing). */}
              <small>
                {file.address?.[lang] ??
                  (file.template ? t.template : file.kind === 'site' ? t.settingsNote : file.file)}
              </small>
              {drafted.has(file.file) && <small className="files__draft">{t.draftMark}</small>}
            </button>
          </li>
        ))}
      </ul>
      {searching && (
        <section className="found" aria-labelledby="fields-found" ref={found}>
          <h2 id="fields-found">{t.fieldsFound}</h2>
          {index === null ? (
            <p>{t.searching}</p>
          ) : hits.length === 0 ? (
            <p>{t.noFieldFound}</p>
          ) : (
            <ul>
              {hits.map((hit) => (
                <li key={`${hit.file} ${hit.key}`}>
                  <button
                    type="button"
                    onClick={() => {
                      setFolded(true);
                      onGo(hit.file, hit.path);
                    }}
                  >
                    <span>{hit.labels[lang].slice(-2).join(' › ')}</span>
                    <small>{[fileTitle(hit.file), ...hit.labels[lang].slice(0, -2)].join(' › ')}</small>
                    <small
                      className="found__value"
                      lang={(hit.shown ? lang : hit.path.at(-1)) === 'en' ? 'en-CA' : 'fr-CA'}
                    >
                      {shortened(hit.shown?.[lang] ?? hit.filled ?? hit.value)}
                    </small>
                  </button>
                  {hit.from?.map((fact) => {
                    const field = settingsFields.get(fact.path.join('.'));
                    if (!field) return null;
                    const where = [fileTitle('site.yaml'), ...field.labels[lang]].join(' › ');
                    return (
                      <button
                        type="button"
                        key={fact.path.join('.')}
                        className="found__from"
                        onClick={() => {
                          setFolded(true);
                          onGo(field.file, field.path);
                        }}
                      >
                        {t.comesFrom(fact.shown, where)}
                      </button>
                    );
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </nav>
  );
}

/** A long text cut for the list of results. */
const shortened = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

/** A page id or an article's slug as the site accepts it (PageId and Slug): checked here so the refusal's example is the label's. */
const ADDRESS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Creates a page or an article from the skeleton new:page and new:post write, then opens it with its French title typed.
 * The marketer writes the title; the address is suggested from it until she writes it herself.
 */
function NewFile({
  lang,
  onCreated,
  onCreating,
}: {
  lang: UiLang;
  onCreated: Props['onCreated'];
  onCreating: Props['onCreating'];
}) {
  const t = words[lang];
  const [kind, setKind] = useState<'page' | 'post'>('post');
  const [title, setTitle] = useState('');
  // Undefined while the address follows the title.
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [error, setError] = useState('');
  const address = typed ?? frenchSlugOf(title);
  // Why Créer cannot be used yet, said beside it.
  const why = title.trim() === '' ? t.newNeedsTitle(kind) : ADDRESS.test(address) ? '' : t.newAddressBad(kind);
  return (
    <details
      className="new-file"
      onToggle={(event) => {
        // Opened with the list scrolled, its title sat under the sticky search (trial 10): the list moves to show it.
        const details = event.currentTarget;
        const list = details.closest('.editor__files');
        const search = list?.querySelector('.files__search');
        if (!details.open || !list || !search) return;
        const hidden = search.getBoundingClientRect().bottom - details.getBoundingClientRect().top;
        if (hidden > 0) list.scrollTop -= hidden;
      }}
    >
      <summary>{t.newFile}</summary>
      <label htmlFor="new-kind">{t.newKind}</label>
      <select
        id="new-kind"
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value === 'page' ? 'page' : 'post')}
      >
        <option value="post">{t.newPost}</option>
        <option value="page">{t.newPage}</option>
      </select>
      <label htmlFor="new-title">{t.newTitle(kind)}</label>
      {/* Two lines, wrapping: a title is read whole while typed (trial 12: cut off in the narrow column). One line all the same. */}
      <textarea
        id="new-title"
        rows={2}
        lang="fr-CA"
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value.replace(/\s*\n\s*/g, ' '))}
      />
      <label htmlFor="new-name">{t.newAddress(kind)}</label>
      <input
        id="new-name"
        type="text"
        value={address}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setTyped(value === '' ? undefined : value);
        }}
        aria-describedby="new-error"
      />
      <p id="new-error" className="field-problems" role="alert">
        {error}
      </p>
      <button
        type="button"
        className="new-file__create"
        disabled={why !== ''}
        aria-describedby="new-why"
        onClick={async (event) => {
          const panel = event.currentTarget.closest('details');
          // Creating, then opening, takes a moment on a busy machine: the preview says so from the click on.
          onCreating(kind);
          try {
            const reply = await api.create(kind, address, title.trim());
            if (reply.status === 'error') return setError(reply.error[lang]);
            setError('');
            setTitle('');
            setTyped(undefined);
            // Folded once created: left open, its empty title took the next text typed (trial 19: a FAQ question).
            panel?.removeAttribute('open');
            await onCreated(reply.body.entry);
          } finally {
            onCreating(null);
          }
        }}
      >
        {t.create}
      </button>
      <p id="new-why" className="new-file__why">
        {why}
      </p>
    </details>
  );
}
