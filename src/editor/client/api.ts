// The editor page's calls to its API, each carrying the per-start secret of the server; a restarted server's new secret is fetched by itself.
import type { Edit } from '../yaml-edit.ts';
import type { Problem } from '../../content/problem.ts';
import type { Pending, PublishResult, Sending } from '../publish.ts';
import type { FileEntry, FileKind } from '../files.ts';

let token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

/** What the server answers when the secret is not its own (it started again since the page was served). */
const WRONG_TOKEN = 'missing or wrong editor token';
/** While the dev server starts again (a source file saved), a request finds nobody for a moment: wait this long at most. */
const RESTART_WAIT_MS = 15_000;

/** The secret of the server as it runs now, read from the editor's page it serves (only a page of the same origin can read it). */
async function renewToken(): Promise<void> {
  const html = await (await fetch('/__edit', { cache: 'no-store' })).text();
  token = new DOMParser().parseFromString(html, 'text/html').querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? token;
}

/**
 * fetch, with a fresh secret if the server's changed; tried again while the server is starting again (no answer, or a
 * gateway's 502/503) unless `once`.
 */
async function send(path: string, init: () => RequestInit, once = false): Promise<Response> {
  const deadline = once ? 0 : Date.now() + RESTART_WAIT_MS;
  let renewed = false;
  for (;;) {
    let response: Response | undefined;
    try {
      response = await fetch(path, init());
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    if (response?.status === 403 && !renewed) {
      const said = (await response.clone().json().catch(() => ({}))) as { error?: unknown };
      if (said.error === WRONG_TOKEN) {
        renewed = true;
        await renewToken().catch(() => undefined);
        continue;
      }
    }
    if (response && !(response.status === 502 || response.status === 503)) return response;
    if (Date.now() > deadline) return response ?? fetch(path, init());
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** An answer that is not JSON (a proxy's error page) becomes an error the editor can say, never a thrown page. */
async function bodyOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    return { error: `${response.status} ${response.statusText}`.trim() } as T;
  }
}

async function call<T>(path: string, body?: unknown): Promise<{ status: number; body: T }> {
  // Publishing is never sent twice: a request cut off midway may have published already.
  const once = path.startsWith('/publish') && body !== undefined;
  const response = await send(`/__edit/api${path}`, () => ({
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-editor-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }), once);
  return { status: response.status, body: await bodyOf<T>(response) };
}

export type WebImage = { src: string; width: number; height: number };

/** Sends a chosen picture as its raw bytes; its name travels only to give the saved file its words. */
async function upload(file: File): Promise<{ status: number; body: WebImage | { error?: { fr: string; en: string } | string } }> {
  const response = await send(`/__edit/api/image?name=${encodeURIComponent(file.name)}`, () => ({
    method: 'POST',
    headers: { 'x-editor-token': token, 'content-type': 'application/octet-stream' },
    body: file,
  }));
  return { status: response.status, body: await bodyOf<WebImage | { error?: { fr: string; en: string } | string }>(response) };
}

export type Option = { value: string; label: { fr: string; en: string } };
export type Options = { pages: Option[]; posts: Option[]; prices: Option[]; phones: Option[]; icons: string[] };
/** An open file; `unreadable` when its bytes are not UTF-8 (read-only, with the validator's problem), `problems` the validator's at opening. */
export type OpenFile = { file: string; kind: FileKind; text: string; hash: string; unreadable?: Problem; problems?: Problem[] };

export const api = {
  files: () => call<{ files: FileEntry[]; options: Options }>('/files'),
  schema: (kind: FileKind, lang: 'fr' | 'en') => call<Record<string, unknown>>(`/schema?kind=${kind}&lang=${lang}`),
  file: (path: string) => call<OpenFile>(`/file?path=${encodeURIComponent(path)}`),
  preview: (path: string, hash: string, edits: Edit[]) => call<{ text: string; conflict: boolean; problems: Problem[] }>('/preview', { path, hash, edits }),
  save: (path: string, hash: string, edits: Edit[]) => call<{ hash?: string; text?: string; problems?: Problem[]; conflict?: boolean; disk?: string; error?: string | { fr: string; en: string } }>('/save', { path, hash, edits }),
  discard: (path: string) => call<unknown>('/discard', { path }),
  create: (kind: 'page' | 'post', name: string) => call<{ file?: string; error?: { fr: string; en: string } }>('/create', { path: 'site.yaml', kind, name }),
  changes: () => call<Pending>('/publish'),
  publish: (message: string, paths: string[]) => call<PublishResult>('/publish', { path: 'site.yaml', message, paths }),
  send: () => call<{ ok: true } & Sending>('/publish/send', { path: 'site.yaml' }),
  remove: (path: string) => call<{ ok: true; draft: boolean } | { ok: false; reason: { fr: string; en: string } }>('/delete', { path }),
  image: upload,
};
