// The local editor's view of the whole site for « Ces mots paraissent aussi ailleurs »: every file's values as on disk and the forms' schemas, read through its API (the hosted editor's form carries none of this).
import { useEffect, useState } from 'react';
import type { TrailSchema } from '../../site/trail.ts';
import type { FileEntry } from '../contract.ts';
import { api } from './api.ts';
import type { Kind } from './Elsewhere.tsx';
import { fileData } from './file-data.ts';
import type { UiLang } from './words.ts';

const schemasRead = new Map<string, Promise<TrailSchema | undefined>>();
const schemaOf = (kind: Kind, lang: UiLang) => {
  const key = `${kind} ${lang}`;
  if (!schemasRead.has(key))
    schemasRead.set(
      key,
      api.schema(kind, lang).then((reply) => (reply.status === 200 ? (reply.body as TrailSchema) : undefined)),
    );
  return schemasRead.get(key)!;
};

/** The site's files as on disk and the forms' schemas, read again when the list of files changes (a save, a new file). */
export function useSiteFiles(files: readonly FileEntry[], lang: UiLang) {
  const [others, setOthers] = useState<ReadonlyMap<string, unknown>>(new Map());
  const [schemas, setSchemas] = useState<Partial<Record<Kind, TrailSchema>>>({});
  useEffect(() => {
    if (files.length === 0) return;
    let current = true;
    void Promise.all(files.map(fileData)).then((read) => {
      // Not read, not UTF-8 or not YAML: its texts are not searched.
      const next = new Map(
        files.flatMap((entry, index) => (read[index] === undefined ? [] : [[entry.file, read[index]]])),
      );
      if (current) setOthers(next);
    });
    return () => {
      current = false;
    };
  }, [files]);
  useEffect(() => {
    let current = true;
    const kinds: Kind[] = ['site', 'page', 'post'];
    void Promise.all(kinds.map((kind) => schemaOf(kind, lang))).then((read) => {
      if (current) setSchemas(Object.fromEntries(kinds.map((kind, index) => [kind, read[index]])));
    });
    return () => {
      current = false;
    };
  }, [lang]);
  return { others, schemas };
}
