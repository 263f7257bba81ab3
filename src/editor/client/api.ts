// The editor page's calls to its API, each carrying the per-start secret of the server (a restarted server's new secret is fetched by itself) and each reply read against the contract.
import type { Message } from '../../content/messages.ts';
import {
  type Edit,
  errorReply,
  type FileKind,
  type Reply,
  type RequestBody,
  type RequestQuery,
  type RouteName,
  readReply,
  routes,
  type WebImage,
} from '../contract.ts';

export type { OpenFile, Option, Options, WebImage } from '../contract.ts';

/** A file's unsaved edits, on the version of the file they were made on. */
type FileEdits = { path: string; hash: string; edits: Edit[] };

/** The server's secret, read from the page on first use (importing this module touches no document). */
let token: string | undefined;
const tokenOfPage = () =>
  (token ??= document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '');

/** What the server answers when the secret is not its own (it started again since the page was served). */
const WRONG_TOKEN = 'missing or wrong editor token';
/** While the dev server starts again (a source file saved), a request finds nobody for a moment: wait this long at most. */
const RESTART_WAIT_MS = 15_000;

/** The secret of the server as it runs now, read from the editor's page it serves (only a page of the same origin can read it). */
async function renewToken(): Promise<void> {
  const html = await (await fetch('/__edit', { cache: 'no-store' })).text();
  token =
    new DOMParser().parseFromString(html, 'text/html').querySelector<HTMLMetaElement>('meta[name="editor-token"]')
      ?.content ?? tokenOfPage();
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
      const said = errorReply.safeParse(
        await response
          .clone()
          .json()
          .catch(() => null),
      );
      if (said.success && said.data.error === WRONG_TOKEN) {
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

const unreachable = (path: string, error: unknown): Message => {
  const why = error instanceof Error ? error.message : String(error);
  return {
    fr: `le serveur de l’éditeur ne répond pas (${path} : ${why}). Vérifiez que « npm run edit » tourne encore, puis réessayez.`,
    en: `the editor’s server does not answer (${path}: ${why}). Check that “npm run edit” is still running, then try again.`,
  };
};

type Sent<N extends RouteName> = { query?: RequestQuery<N>; body?: RequestBody<N>; bytes?: Blob };

/** One call of a route of the contract; its reply is always one the contract declares, or an error to say (never a throw). */
async function call<N extends RouteName>(name: N, sent: Sent<N> = {}): Promise<Reply<N>> {
  const route = routes[name];
  const query = sent.query
    ? `?${new URLSearchParams(Object.entries(sent.query).map(([key, value]) => [key, String(value)]))}`
    : '';
  const post = route.method === 'POST';
  // Publishing is never sent twice: a request cut off midway may have published already.
  const once = name === 'publish' || name === 'send';
  try {
    const response = await send(
      `/__edit/api${route.path}${query}`,
      () => ({
        method: route.method,
        headers: {
          'x-editor-token': tokenOfPage(),
          ...(post ? { 'content-type': sent.bytes ? 'application/octet-stream' : 'application/json' } : {}),
        },
        ...(post ? { body: sent.bytes ?? JSON.stringify(sent.body ?? {}) } : {}),
      }),
      once,
    );
    return readReply(name, response.status, await response.text());
  } catch (error) {
    return { status: 'error', code: 0, error: unreachable(route.path, error) };
  }
}

export const api = {
  files: () => call('files'),
  schema: (kind: FileKind, lang: 'fr' | 'en') => call('schema', { query: { kind, lang } }),
  file: (path: string) => call('file', { query: { path } }),
  preview: (path: string, hash: string, edits: Edit[]) => call('preview', { body: { path, hash, edits } }),
  save: (path: string, hash: string, edits: Edit[]) => call('save', { body: { path, hash, edits } }),
  restore: (path: string, hash: string) => call('restore', { body: { path, hash } }),
  /** What an address shows with this tab's draft (null: as saved) and its other files' kept drafts, for its preview alone. */
  view: (address: string, draft: FileEdits | null, also: FileEdits[]) =>
    call('view', { body: { address, draft, also } }),
  create: (kind: 'page' | 'post', name: string, title: string) => call('create', { body: { kind, name, title } }),
  changes: () => call('changes'),
  publish: (message: string, paths: string[]) => call('publish', { body: { message, paths } }),
  send: () => call('send', { body: {} }),
  live: () => call('live'),
  remove: (path: string) => call('remove', { body: { path } }),
  /** Sends a chosen picture as its raw bytes; its name travels only to give the saved file its words. Said in the shape the picture field reads. */
  image: async (file: File): Promise<{ status: number; body: WebImage | { error: Message } }> => {
    const reply = await call('image', { query: { name: file.name }, bytes: file });
    return reply.status === 200 ? reply : { status: reply.code, body: { error: reply.error } };
  },
};
