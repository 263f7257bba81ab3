// The editor's list of files: find a page by its title or address, a field by its label, key or text, or create a page or an article.
import { useEffect, useMemo, useRef, useState } from 'react';
import { parse } from 'yaml';
import type { EditPath, FileEntry } from '../contract.ts';
import { api } from './api.ts';
import type { Schema } from './Form.tsx';
import { type FoundField, fieldsOf, searchFields } from './find.ts';
import { frenchSlugOf } from './new-slug.ts';
import { type UiLang, words } from './words.ts';

type Props = {
  files: FileEntry[];
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
const walked = new Map<string, { text: string; fields: FoundField[] }>();

/** Gives the browser its turn between two files: typing never waits for the index. */
const yieldToTyping = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Every field of every file, walked beside its schema in both languages; a file that cannot be read gives none. */
async function indexOf(files: FileEntry[]): Promise<FoundField[]> {
  const [forms, replies] = await Promise.all([schemas(), Promise.all(files.map((entry) => api.file(entry.file)))]);
  const found: FoundField[] = [];
  for (const [index, entry] of files.entries()) {
    const reply = replies[index]!;
    if (reply.status !== 200) continue;
    const known = walked.get(entry.file);
    if (known?.text === reply.body.text) {
      found.push(...known.fields);
      continue;
    }
    await yieldToTyping();
    let fields: FoundField[] = [];
    try {
      fields = fieldsOf({
        file: entry.file,
        data: parse(reply.body.text) as unknown,
        schemas: forms[entry.kind],
        title: entry.title,
      });
    } catch {
      // Not YAML: the file is listed, its fields are not.
    }
    walked.set(entry.file, { text: reply.body.text, fields });
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

export function Files({ files, current, lang, onGo, onCreated }: Props) {
  const t = words[lang];
  const [query, setQuery] = useState('');
  // Read ahead, once per list of files, while the marketer looks around: the first search finds the index ready. A new
  // list (after a save or a creation) is read again in the background; until then the last index answers.
  const [index, setIndex] = useState<{ of: FileEntry[]; fields: FoundField[] } | null>(null);
  const fields = index?.fields ?? null;
  const searching = query.trim().length >= 2;

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

  const filtered = files.filter((file) =>
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
        onChange={(event) => setQuery(event.currentTarget.value)}
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
                  <button type="button" onClick={() => onGo(hit.file, hit.path)}>
                    <span>{hit.labels[lang].slice(-2).join(' › ')}</span>
                    <small>
                      {fileTitle(hit.file)} › {hit.labels[lang].slice(0, -2).join(' › ') || hit.key}
                    </small>
                    <small className="found__value" lang={hit.path.at(-1) === 'en' ? 'en-CA' : 'fr-CA'}>
                      {hit.value.length > 80 ? `${hit.value.slice(0, 80)}…` : hit.value}
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
