// The editor page's calls to its API, each carrying the per-start secret the page was served with.
import type { Edit } from '../yaml-edit.ts';
import type { Problem } from '../../content/problem.ts';
import type { Pending, PublishResult, Sending } from '../publish.ts';
import type { FileEntry, FileKind } from '../files.ts';

const token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

async function call<T>(path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`/__edit/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-editor-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export type WebImage = { src: string; width: number; height: number };

/** Sends a chosen picture as its raw bytes; its name travels only to give the saved file its words. */
async function upload(file: File): Promise<{ status: number; body: WebImage | { error?: { fr: string; en: string } | string } }> {
  const response = await fetch(`/__edit/api/image?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { 'x-editor-token': token, 'content-type': 'application/octet-stream' },
    body: file,
  });
  return { status: response.status, body: (await response.json()) as WebImage | { error?: { fr: string; en: string } | string } };
}

export type Option = { value: string; label: { fr: string; en: string } };
export type Options = { pages: Option[]; posts: Option[]; prices: Option[]; phones: Option[]; icons: string[] };
export type OpenFile = { file: string; kind: FileKind; text: string; hash: string };

export const api = {
  files: () => call<{ files: FileEntry[]; options: Options }>('/files'),
  schema: (kind: FileKind, lang: 'fr' | 'en') => call<Record<string, unknown>>(`/schema?kind=${kind}&lang=${lang}`),
  file: (path: string) => call<OpenFile>(`/file?path=${encodeURIComponent(path)}`),
  preview: (path: string, hash: string, edits: Edit[]) => call<{ text: string; conflict: boolean; problems: Problem[] }>('/preview', { path, hash, edits }),
  save: (path: string, hash: string, edits: Edit[]) => call<{ hash?: string; text?: string; problems?: Problem[]; conflict?: boolean; disk?: string }>('/save', { path, hash, edits }),
  discard: (path: string) => call<unknown>('/discard', { path }),
  create: (kind: 'page' | 'post', name: string) => call<{ file?: string; error?: { fr: string; en: string } }>('/create', { path: 'site.yaml', kind, name }),
  changes: () => call<Pending>('/publish'),
  publish: (message: string, paths: string[]) => call<PublishResult>('/publish', { path: 'site.yaml', message, paths }),
  send: () => call<{ ok: true } & Sending>('/publish/send', { path: 'site.yaml' }),
  remove: (path: string) => call<{ ok: true; draft: boolean } | { ok: false; reason: { fr: string; en: string } }>('/delete', { path }),
  image: upload,
};
