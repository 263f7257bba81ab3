// The editor's list of files: find a page by its title or address, a field by its label, key or text, or create a page or an article.
import { useEffect, useMemo, useRef, useState } from 'react';
import { parse } from 'yaml';
import type { EditPath, FileEntry } from '../contract.ts';
import { priceNames } from '../price-names.ts';
import { api } from './api.ts';
import type { Schema } from './Form.tsx';
import { amountsShown, type FoundField, fieldsOf, type PricesShown, searchFields } from './find.ts';
import { frenchSlugOf } from './new-slug.ts';
import { type UiLang, words } from './words.ts';

type Props = {
  files: FileEntry[];
  /** Files with unsaved work kept on this computer: each marked in words, not by colour alone. */
  drafted: ReadonlySet<string>;
  current: string | undefined;
  lang: UiLang;
  onGo: (file: string, path: EditPath) => void;
  /** A file Créer made, with the French title the marketer typed for it. */
  onCreated: (file: string, title: string) => Promise<void>;
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

/** Each file's fields by its text: a new list of files (after a save) walks again only the files whose text changed. */
const walked = new Map<string, { text: string; prices: string; fields: FoundField[] }>();

/** Gives the browser its turn between two files: typing never waits for the index. */
const yieldToTyping = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A file's data, or undefined when it is not YAML. */
const dataOf = (text: string): unknown => {
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Every field of every file, walked beside its schema in both languages; a file that cannot be read gives none. */
async function indexOf(files: FileEntry[]): Promise<FoundField[]> {
  const [forms, replies] = await Promise.all([schemas(), Promise.all(files.map((entry) => api.file(entry.file)))]);
  const texts = replies.map((reply) => (reply.status === 200 ? reply.body.text : undefined));
  const data = texts.map((text) => (text === undefined ? undefined : dataOf(text)));
  // Prices read by their names in plain words and their amounts: the names come from the pages showing them.
  const site = data[files.findIndex((entry) => entry.kind === 'site')];
  const amounts = amountsShown(site);
  const names = Object.keys(
    ((site as { facts?: { prices?: object } } | undefined)?.facts?.prices ?? {}) as Record<string, unknown>,
  );
  const prices: PricesShown = {
    names: priceNames(
      names,
      data.filter((_, index) => files[index]!.kind !== 'site'),
    ),
    amounts,
  };
  const pricesKey = JSON.stringify(prices);
  const found: FoundField[] = [];
  for (const [index, entry] of files.entries()) {
    const text = texts[index];
    if (text === undefined) continue;
    const known = walked.get(entry.file);
    if (known?.text === text && known.prices === pricesKey) {
      found.push(...known.fields);
      continue;
    }
    await yieldToTyping();
    let fields: FoundField[] = [];
    try {
      fields =
        data[index] === undefined
          ? []
          : fieldsOf({ file: entry.file, data: data[index], schemas: forms[entry.kind], title: entry.title, prices });
    } catch {
      // A shape the schema does not know: the file is listed, its fields are not.
    }
    walked.set(entry.file, { text, prices: pricesKey, fields });
    found.push(...fields);
  }
  return found;
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

export function Files({ files, drafted, current, lang, onGo, onCreated }: Props) {
  const t = words[lang];
  const [query, setQuery] = useState('');
  // A result opened: the results fold away and the whole list of files comes back, the query kept to search again.
  const [folded, setFolded] = useState(false);
  // Read ahead, once per list of files, while the marketer looks around: the first search finds the index ready. A new
  // list (after a save or a creation) is read again in the background; until then the last index answers.
  const [index, setIndex] = useState<{ of: FileEntry[]; fields: FoundField[] } | null>(null);
  const fields = index?.fields ?? null;
  const searching = query.trim().length >= 2 && !folded;

  useEffect(() => {
    if (files.length === 0) return;
    let current = true;
    const cancel = whenIdle(
      () => void indexOf(files).then((found) => current && setIndex({ of: files, fields: found })),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [files]);

  // On a phone the results come below the list of files: they are brought into view when they arrive.
  const found = useRef<HTMLElement>(null);
  const ready = searching && fields !== null;
  useEffect(() => {
    if (ready && matchMedia('(max-width: 60rem)').matches) found.current?.scrollIntoView({ block: 'start' });
  }, [ready]);

  const filtered = folded
    ? files
    : files.filter((file) =>
        `${file.title.fr} ${file.title.en} ${file.address?.fr ?? ''} ${file.file}`
          .toLowerCase()
          .includes(query.toLowerCase()),
      );
  const hits = useMemo(() => (fields ? searchFields(fields, query) : []), [fields, query]);
  const fileTitle = (file: string) => files.find((entry) => entry.file === file)?.title[lang] ?? file;

  return (
    <nav className="editor__files" aria-label={t.files}>
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
        {searching && fields === null ? t.searching : ''}
      </p>
      <NewFile lang={lang} onCreated={onCreated} />
      <ul>
        {filtered.map((file) => (
          <li key={file.file}>
            <button
              type="button"
              aria-current={file.file === current ? 'page' : undefined}
              onClick={() => onGo(file.file, [])}
            >
              <span lang={lang === 'fr' ? 'fr-CA' : 'en-CA'}>{file.title[lang]}</span>
              <small>{file.address?.fr ?? file.file}</small>
              {drafted.has(file.file) && <small className="files__draft">{t.draftMark}</small>}
            </button>
          </li>
        ))}
      </ul>
      {searching && (
        <section className="found" aria-labelledby="fields-found" ref={found}>
          <h2 id="fields-found">{t.fieldsFound}</h2>
          {fields === null ? (
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
                      {shortened(hit.shown?.[lang] ?? hit.value)}
                    </small>
                  </button>
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
function NewFile({ lang, onCreated }: { lang: UiLang; onCreated: Props['onCreated'] }) {
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
    <details className="new-file">
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
      <input
        id="new-title"
        type="text"
        lang="fr-CA"
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
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
        onClick={async () => {
          const reply = await api.create(kind, address, title.trim());
          if (reply.status === 'error') return setError(reply.error[lang]);
          setError('');
          setTitle('');
          setTyped(undefined);
          await onCreated(reply.body.file, title.trim());
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
