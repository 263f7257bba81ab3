// The editor's HTTP API on the dev server: lists and reads content files, previews a tab's unsaved edits (keeping none), saves them atomically, takes in chosen pictures; only for its own page, only inside the content.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { type Message, message } from '../content/messages.ts';
import { editorSchemaIn } from '../site/json-schema.ts';
import { decodeUtf8 } from '../site/load.ts';
import { pickerOptions } from '../site/picker-options.ts';
import type { Problem } from '../site/problem.ts';
import { invalidName, pageScaffold, postScaffold } from '../site/scaffold.ts';
import type { SiteResult } from '../site/site.ts';
import type { ContentApi } from '../vite/vite-plugin-site.ts';
import { type Request, type Route, type RouteName, routes, type ServerReply } from './contract.ts';
import { contentFileAt, type FileKind, fileEntries, kindOf, writeRefusal } from './files.ts';
import { followAddress } from './follow-address.ts';
import { pendingChanges, productionBuild, publish, removeFile, sendNow, UNDELETABLE } from './publish.ts';
import { runGit } from './publish-git.ts';
import { liveNow } from './publish-live.ts';
import { noteEdited } from './publish-record.ts';
import { applyEdits, type Edit, EditError } from './yaml-edit.ts';

export type { FileEntry, FileKind } from './files.ts';

export const EDITOR_PATH = '/__edit';
export const API_PATH = `${EDITOR_PATH}/api`;
/** Larger than any real content file (the loader refuses above 512 KB). */
const MAX_BODY_BYTES = 1024 * 1024;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The JSON Schema of a kind of file, each label and description in the editor's language. */
export function editorSchema(kind: FileKind, locale: 'fr' | 'en'): Record<string, unknown> {
  return editorSchemaIn(
    locale,
    kind === 'site' ? 'site.schema.json' : kind === 'page' ? 'page.schema.json' : 'post.schema.json',
  );
}

/** Reads a JSON body no larger than the limit. */
function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new EditError('the request is too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        const value = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
        resolve(value);
      } catch {
        reject(new EditError('the request is not JSON'));
      }
    });
    request.on('error', reject);
  });
}

/** The raw bytes of a body, or undefined once it passes `limit` (the rest is not read). */
function readBytes(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      // Drained, not read: the answer still reaches a browser that is sending.
      request.resume();
      return resolve(undefined);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    request.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        resolve(undefined);
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

/** Writes a file whole or not at all: a temporary file beside it, then a rename. */
function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, text, { flag: 'wx' });
  renameSync(temporary, path);
}

const problemsOf = (result: SiteResult): Problem[] => (result.ok ? [] : result.problems);
const problemKey = (problem: Problem) => `${problem.file}\0${problem.path}\0${problem.message.en}`;

/** A content file's text as it is on disk (a BOM kept), or the validator's problem when its bytes are not UTF-8. */
function readContent(path: string, file: string): { text: string } | { problem: Problem } {
  if (!existsSync(path)) return { text: '' };
  const bytes = readFileSync(path);
  const decoded = decodeUtf8(file, bytes);
  return 'problem' in decoded ? decoded : { text: bytes.toString('utf8') };
}

/** Today's answers to a request the contract refuses: a path outside the content is refused as a write would be, any other field is named. */
function badRequest(name: RouteName, field: string): { status: number; body: unknown } {
  if (name === 'file') return { status: 404, body: { error: 'no such content file' } };
  if (name === 'remove' && field === 'path') return { status: 422, body: { ok: false, reason: UNDELETABLE } };
  if (field === 'path') return { status: 403, body: { error: WRITES_ONLY } };
  return { status: 400, body: { error: field } };
}
const WRITES_ONLY = 'the editor writes only site.yaml, pages/*.yaml and pages/blog/*.yaml';

type Handler<N extends RouteName> = (input: Request<N>, request: IncomingMessage) => Promise<ServerReply<N>>;
type Handlers = { [N in RouteName]: Handler<N> };

/** The editor's API. `token` is the per-start secret its page carries; `origins` the addresses the editor is served at. */
export function editorApi(content: ContentApi, options: { token?: string; projectRoot?: string } = {}) {
  const token = options.token ?? randomBytes(24).toString('hex');
  /** The pickers' lists from the last time the saved site read whole. */
  let lastOptions: ReturnType<typeof pickerOptions> | undefined;

  /** Only the editor's own page may call: same host, same origin, and the secret it was given. */
  function refused(request: IncomingMessage, port: number | undefined): string | undefined {
    const hosts = port === undefined ? [] : [`127.0.0.1:${port}`, `localhost:${port}`];
    if (!hosts.includes(request.headers.host ?? '')) return 'unknown host';
    const origin = request.headers.origin;
    if (origin !== undefined && !hosts.some((host) => origin === `http://${host}`)) return 'another origin';
    if (request.headers['x-editor-token'] !== token) return 'missing or wrong editor token';
    const type = String(request.headers['content-type'] ?? '');
    // A picture travels as its raw bytes (no form parser to trust); every other write is JSON.
    const isPicture = new URL(request.url ?? '/', 'http://127.0.0.1').pathname === `${API_PATH}/image`;
    if (
      request.method === 'POST' &&
      !(isPicture ? type.startsWith('application/octet-stream') : type.startsWith('application/json'))
    )
      return isPicture ? 'not raw bytes' : 'not JSON';
    return undefined;
  }

  /** A file's edits applied to its text on disk, or the reply that refuses them (a path outside the content, bytes that are not UTF-8, an edit that does not fit). */
  type Refusal = { status: 403 | 422; body: { error: string } } | { status: 422; body: { problems: Problem[] } };
  function edited(
    path: string,
    hash: string,
    edits: Edit[],
  ): Refusal | { file: string; disk: string; text: string; conflict: boolean } {
    const root = content.root();
    const file = contentFileAt(root, path);
    if (!file) return { status: 403, body: { error: WRITES_ONLY } };
    const read = readContent(join(root, file), file);
    if ('problem' in read) return { status: 422, body: { problems: [read.problem] } };
    try {
      return { file, disk: read.text, text: applyEdits(read.text, edits), conflict: hash !== hashOf(read.text) };
    } catch (error) {
      return { status: 422, body: { error: error instanceof Error ? error.message : String(error) } };
    }
  }

  /**
   * Writes `text` over `disk` once checked: this file's problems, and those it would cause elsewhere (another file's own,
   * an unfinished draft, never block it); a refusal to say, or undefined once written and noted as the editor's.
   */
  async function writeChecked(
    root: string,
    file: string,
    disk: string,
    text: string,
  ): Promise<{ status: 422; body: { problems: Problem[] } } | { status: 403; body: { error: Message } } | undefined> {
    const known = new Set(problemsOf(content.check(new Map([[file, disk]]))).map(problemKey));
    const problems = problemsOf(content.check(new Map([[file, text]]))).filter(
      (problem) => problem.file === file || !known.has(problemKey(problem)),
    );
    if (problems.length > 0) return { status: 422, body: { problems } };
    const refusal = writeRefusal(root, file);
    if (refusal) return { status: 403, body: { error: refusal } };
    writeAtomically(join(root, file), text);
    await noteEdited(root, file);
    return undefined;
  }

  const handlers: Handlers = {
    files: async () => {
      // One file with a problem (two new drafts sharing their TODO title) fails the whole site: the pickers keep the last
      // good lists rather than offering no price, page or phone at all.
      const saved = content.saved();
      if (saved.ok || lastOptions === undefined) lastOptions = pickerOptions(saved);
      return { status: 200, body: { files: fileEntries(content.root()), options: lastOptions } };
    },
    schema: async ({ query }) => ({ status: 200, body: editorSchema(query.kind, query.lang) }),
    file: async ({ query }) => {
      const root = content.root();
      const file = contentFileAt(root, query.path);
      if (!file || !existsSync(join(root, file))) return { status: 404, body: { error: 'no such content file' } };
      const read = readContent(join(root, file), file);
      // Not UTF-8: shown read-only with the validator's words; a form over replacement characters would save them.
      if ('problem' in read)
        return { status: 200, body: { file, kind: kindOf(file), text: '', hash: '', unreadable: read.problem } };
      // The file's problems show at their fields as soon as it opens (an unknown section type, a typo in a key).
      const problems = problemsOf(content.check(new Map())).filter((problem) => problem.file === file);
      return {
        status: 200,
        body: {
          file,
          kind: kindOf(file),
          text: read.text,
          hash: hashOf(read.text),
          problems,
          ...(await sincePublication(root, file, read.text)),
        },
      };
    },
    restore: async ({ body }) => {
      const root = content.root();
      const file = contentFileAt(root, body.path);
      if (!file || !existsSync(join(root, file))) return { status: 403, body: { error: WRITES_ONLY } };
      const published = await publishedText(root, file);
      if (published === undefined)
        return {
          status: 404,
          body: { error: message('ce fichier n’a jamais été publié', 'this file was never published') },
        };
      const read = readContent(join(root, file), file);
      const disk = 'problem' in read ? '' : read.text;
      if (hashOf(disk) !== body.hash) return { status: 409, body: { conflict: true, disk, hash: hashOf(disk) } };
      // As a save is: refused while it would break another file (a price it names, removed since).
      const refused = await writeChecked(root, file, disk, published);
      if (refused) return refused;
      return { status: 200, body: { hash: hashOf(published), text: published } };
    },
    changes: async () => ({ status: 200, body: await pendingChanges(content.root(), content.session) }),
    image: async ({ query }, request) => {
      const root = content.root();
      // Only now is sharp (a native library) loaded: the dev server starts as fast as before for anyone not adding pictures.
      const { saveWebImage, ImageRefused, MAX_IMAGE_BYTES } = await import('./images.ts');
      const bytes = await readBytes(request, MAX_IMAGE_BYTES);
      if (bytes === undefined)
        return {
          status: 413,
          body: {
            error: message(
              'l’image dépasse 10 Mo : choisissez une image plus légère',
              'the picture is over 10 MB: choose a lighter one',
            ),
          },
        };
      try {
        // The name only gives the saved file its words; where it is saved is decided here.
        const saved = await saveWebImage(root, bytes, query.name);
        // Publier offers what the editor wrote, and only that, checked.
        await noteEdited(root, `public${saved.src}`, { created: true });
        return { status: 200, body: saved };
      } catch (error) {
        if (error instanceof ImageRefused) return { status: 415, body: { error: error.why } };
        throw error;
      }
    },
    publish: async ({ body }) => {
      const root = content.root();
      const result = await publish(
        root,
        body.message,
        productionBuild(options.projectRoot ?? root),
        body.paths ? { paths: body.paths } : {},
      );
      return result.ok ? { status: 200, body: result } : { status: 422, body: result };
    },
    send: async () => ({ status: 200, body: await sendNow(content.root()) }),
    // The latest publication sent from any tab; after a restart of the dev server, asked about again before it is said.
    live: async () => ({ status: 200, body: { live: await liveNow(content.root()) } }),
    remove: async ({ body }) => {
      const result = await removeFile(content.root(), body.path);
      if (!result.ok) return { status: 422, body: result };
      return { status: 200, body: result };
    },
    create: async ({ body: { kind, name, title } }) => {
      // A new page or article from the same skeleton as npm run new:page / new:post; never over an existing file.
      const root = content.root();
      const reason = invalidName(kind, name);
      if (reason) return { status: 422, body: { error: reason } };
      const scaffold = kind === 'page' ? pageScaffold(name, title) : postScaffold(name, new Date(), title);
      const file = contentFileAt(root, scaffold.file);
      if (!file) return { status: 403, body: { error: message('nom refusé', 'name refused') } };
      const refusal = writeRefusal(root, file);
      if (refusal) return { status: 403, body: { error: refusal } };
      const saved = content.saved();
      const taken =
        existsSync(join(root, file)) ||
        (saved.ok &&
          saved.site.routes.some(
            (route) => route.path === scaffold.addresses.fr || route.path === scaffold.addresses.en,
          ));
      if (taken)
        return {
          status: 409,
          body: {
            error: message(
              `« ${name} » est déjà pris : choisissez un autre nom`,
              `“${name}” is already taken: choose another name`,
            ),
          },
        };
      writeFileSync(join(root, file), scaffold.text, { flag: 'wx' });
      await noteEdited(root, file, { created: true });
      // Its entry comes with it: the list shows it, and its preview opens, without waiting for the whole site's reload.
      const entry = fileEntries(root).find((each) => each.file === file)!;
      return { status: 200, body: { file, entry } };
    },
    view: async ({ body }) => {
      // Nothing is kept: the tab sends its drafts with each request, and its preview alone shows what comes back.
      const drafts = new Map<string, string>();
      if (body.draft) {
        // Edits that do not fit the file (its form says why, through /preview): the page as saved.
        const edit = edited(body.draft.path, body.draft.hash, body.draft.edits);
        if (!('status' in edit)) drafts.set(edit.file, edit.text);
      }
      const own = new Map(drafts);
      const unshown: string[] = [];
      for (const other of body.also) {
        const edit = edited(other.path, other.hash, other.edits);
        if ('status' in edit) unshown.push(other.path);
        else if (!drafts.has(edit.file)) drafts.set(edit.file, edit.text);
      }
      let views = content.views(drafts, body.address);
      // Another file's draft with a problem never pauses this file's preview: left out, and named (the preview says so).
      if (!views.ok && drafts.size > own.size) {
        const alone = content.views(own, body.address);
        if (alone.ok) {
          unshown.push(...[...drafts.keys()].filter((file) => !own.has(file)));
          views = alone;
        }
      }
      return views.ok
        ? { status: 200, body: { site: views.site, route: views.route, settings: views.settings, unshown } }
        : { status: 422, body: { lines: views.problems } };
    },
    preview: async ({ body }) => {
      const edit = edited(body.path, body.hash, body.edits);
      if ('status' in edit) return edit;
      // The problems save and publish would refuse, unfinished TODOs included (the preview itself shows them).
      return {
        status: 200,
        body: {
          text: edit.text,
          conflict: edit.conflict,
          problems: problemsOf(content.check(new Map([[edit.file, edit.text]]))),
        },
      };
    },
    save: async ({ body }) => {
      const root = content.root();
      const edit = edited(body.path, body.hash, body.edits);
      if ('status' in edit) return edit;
      const { file, disk, text } = edit;
      if (edit.conflict) return { status: 409, body: { conflict: true, disk, hash: hashOf(disk) } };
      const refused = await writeChecked(root, file, disk, text);
      if (refused) return refused;
      // A new article's file follows its French address until published: the tab then opens it under its new name.
      const moved = await followAddress(root, file, text, content.session);
      return {
        status: 200,
        body: {
          hash: hashOf(text),
          text,
          ...(moved ? { file: moved } : {}),
          ...(await sincePublication(root, file, text)),
        },
      };
    },
  };

  /** The request read against the contract, then given to its route's handler. */
  async function run<N extends RouteName>(
    name: N,
    request: IncomingMessage,
    url: URL,
  ): Promise<{ status: number; body: unknown }> {
    const route: Route = routes[name];
    const query = route.query?.safeParse(Object.fromEntries(url.searchParams));
    if (query && !query.success) return badRequest(name, String(query.error.issues[0]?.path[0] ?? 'query'));
    const body = route.body?.safeParse(await readBody(request));
    if (body && !body.success) return badRequest(name, String(body.error.issues[0]?.path[0] ?? 'body'));
    // The contract's own schemas read both parts: their output is the handler's input.
    const input = { query: query?.data, body: body?.data } as Request<N>;
    return handlers[name](input, request);
  }

  async function handle(request: IncomingMessage, url: URL): Promise<{ status: number; body: unknown }> {
    const path = url.pathname.slice(API_PATH.length);
    const name = (Object.keys(routes) as RouteName[]).find(
      (name) => routes[name].method === request.method && routes[name].path === path,
    );
    if (!name) return { status: 404, body: { error: 'unknown request' } };
    return run(name, request, url);
  }

  return {
    token,
    /** Connect middleware for /__edit/api; other paths pass through. */
    middleware(port: () => number | undefined) {
      return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        if (!url.pathname.startsWith(API_PATH)) return next();
        const send = ({ status, body }: { status: number; body: unknown }) => {
          response.statusCode = status;
          response.setHeader('content-type', 'application/json; charset=utf-8');
          response.setHeader('cache-control', 'no-store');
          response.end(JSON.stringify(body));
        };
        const reason = refused(request, port());
        if (reason) return send({ status: 403, body: { error: reason } });
        handle(request, url).then(send, (error: unknown) =>
          send({ status: 400, body: { error: error instanceof Error ? error.message : String(error) } }),
        );
      };
    },
  };
}

/** Whether `text` differs from the file's last publication, as the replies that open or save a file say it. */
async function sincePublication(root: string, file: string, text: string): Promise<{ changedSincePublication?: true }> {
  const published = await publishedText(root, file);
  return published !== undefined && published !== text ? { changedSincePublication: true } : {};
}

/** The file's text in the last commit (its last publication), or undefined when it was never committed. */
async function publishedText(root: string, file: string): Promise<string | undefined> {
  try {
    const read = decodeUtf8(file, (await runGit(root, ['show', `HEAD:./${file}`])).bytes);
    return 'text' in read ? read.text : undefined;
  } catch {
    return undefined;
  }
}
