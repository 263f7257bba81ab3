// The editor's list of files: find a page by its title or address, a field by its label, key or text, or create a page or an article.
import { useEffect, useMemo, useRef, useState } from 'react';
import { parse } from 'yaml';
import type { EditPath, FileEntry } from '../contract.ts';
import { api } from './api.ts';
import type { Schema } from './Form.tsx';
import { fieldsOf, searchFields, type FoundField } from './find.ts';
import { words, type UiLang } from './words.ts';

type Props = { files: FileEntry[]; current: string | undefined; lang: UiLang; onGo: (file: string, path: EditPath) => void; onCreated: (file: string) => Promise<void> };

/** Every field of every file, walked beside its schema in both languages; a file that cannot be read gives none. */
async function indexOf(files: FileEntry[]): Promise<FoundField[]> {
  const schema = async (kind: FileEntry['kind'], lang: UiLang): Promise<Schema> => {
    const reply = await api.schema(kind, lang);
    return reply.status === 200 ? reply.body : {};
  };
  const kinds = ['site', 'page', 'post'] as const;
  const schemas = Object.fromEntries(await Promise.all(kinds.map(async (kind) => [kind, { fr: await schema(kind, 'fr'), en: await schema(kind, 'en') }] as const)));
  const found = await Promise.all(files.map(async (entry) => {
    const reply = await api.file(entry.file);
    try {
      return reply.status === 200 ? fieldsOf({ file: entry.file, data: parse(reply.body.text) as unknown, schemas: schemas[entry.kind]! }) : [];
    } catch {
      return [];
    }
  }));
  return found.flat();
}

export function Files({ files, current, lang, onGo, onCreated }: Props) {
  const t = words[lang];
  const [query, setQuery] = useState('');
  // Read when the marketer first searches; a new list of files (after a save or a creation) makes it stale.
  const [index, setIndex] = useState<{ of: FileEntry[]; fields: FoundField[] } | null>(null);
  const indexing = useRef<FileEntry[] | null>(null);
  const fields = index?.of === files ? index.fields : null;
  const searching = query.trim().length >= 2;

  useEffect(() => {
    if (!searching || fields !== null || indexing.current === files || files.length === 0) return;
    indexing.current = files;
    void indexOf(files).then((found) => setIndex({ of: files, fields: found }));
  }, [searching, fields, files]);

  const filtered = files.filter((file) => `${file.title.fr} ${file.title.en} ${file.address?.fr ?? ''} ${file.file}`.toLowerCase().includes(query.toLowerCase()));
  const hits = useMemo(() => (fields ? searchFields(fields, query) : []), [fields, query]);
  const fileTitle = (file: string) => files.find((entry) => entry.file === file)?.title[lang] ?? file;

  return (
    <nav className="editor__files" aria-label={t.files}>
      <label htmlFor="file-search">{t.search}</label>
      <input id="file-search" type="search" value={query} aria-describedby="file-search-help" onChange={(event) => setQuery(event.currentTarget.value)} />
      <p className="field-help" id="file-search-help">{t.searchHelp}</p>
      <NewFile lang={lang} onCreated={onCreated} />
      <ul>
        {filtered.map((file) => (
          <li key={file.file}>
            <button type="button" aria-current={file.file === current ? 'page' : undefined} onClick={() => onGo(file.file, [])}>
              <span lang={lang === 'fr' ? 'fr-CA' : 'en-CA'}>{file.title[lang]}</span>
              <small>{file.address?.fr ?? file.file}</small>
            </button>
          </li>
        ))}
      </ul>
      {searching && (
        <section className="found" aria-labelledby="fields-found">
          <h2 id="fields-found">{t.fieldsFound}</h2>
          {fields === null ? <p>{t.searching}</p> : hits.length === 0 ? <p>{t.noFieldFound}</p> : (
            <ul>
              {hits.map((hit) => (
                <li key={`${hit.file} ${hit.key}`}>
                  <button type="button" onClick={() => onGo(hit.file, hit.path)}>
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
  );
}

/** Creates a page or an article from the skeleton new:page and new:post write, then opens it. */
function NewFile({ lang, onCreated }: { lang: UiLang; onCreated: (file: string) => Promise<void> }) {
  const t = words[lang];
  const [kind, setKind] = useState<'page' | 'post'>('post');
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  return (
    <details className="new-file">
      <summary>{t.newFile}</summary>
      <label htmlFor="new-kind">{t.newKind}</label>
      <select id="new-kind" value={kind} onChange={(event) => setKind(event.currentTarget.value === 'page' ? 'page' : 'post')}>
        <option value="post">{t.newPost}</option>
        <option value="page">{t.newPage}</option>
      </select>
      <label htmlFor="new-name">{t.newAddress}</label>
      <input id="new-name" type="text" value={name} onChange={(event) => setName(event.currentTarget.value)} aria-describedby="new-error" />
      <p id="new-error" className="field-problems" role="alert">{error}</p>
      <button type="button" className="small-button" disabled={name.trim() === ''} onClick={async () => {
        const reply = await api.create(kind, name.trim());
        if (reply.status === 'error') return setError(reply.error[lang]);
        setError('');
        setName('');
        await onCreated(reply.body.file);
      }}>{t.create}</button>
    </details>
  );
}
