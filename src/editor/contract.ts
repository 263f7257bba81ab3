// The editor's API as one contract: each route's method, address, request and replies (by status) as zod schemas, read by the server (requests) and the page (replies); no React, nothing of Node.
import { z } from 'zod';
import type { Message } from '../content/messages.ts';
import type { Problem } from '../site/problem.ts';

/** Fails to compile when a schema drifts from the content model's own type (both directions). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

export const messageSchema = z.object({ fr: z.string(), en: z.string() });
same<z.infer<typeof messageSchema>, Message>(true);

export const problemSchema = z.object({
  file: z.string(),
  line: z.number(),
  col: z.number(),
  path: z.string(),
  message: messageSchema,
  rule: z.string().optional(),
});
same<z.infer<typeof problemSchema>, Problem>(true);
const problems = z.array(problemSchema);

/** A key of a map or an index in a list; `__proto__` never reaches the YAML editor. */
const pathPart = z.union([
  z.string().refine((key) => key !== '__proto__', 'no __proto__'),
  z.number().int().nonnegative(),
]);
export const editPathSchema = z.array(pathPart);
export const editSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('set'), path: editPathSchema, value: z.unknown() }),
  z.object({ op: z.literal('delete'), path: editPathSchema }),
  z.object({
    op: z.literal('insert'),
    path: editPathSchema,
    index: z.number().int().nonnegative(),
    value: z.unknown(),
  }),
  z.object({
    op: z.literal('move'),
    path: editPathSchema,
    from: z.number().int().nonnegative(),
    to: z.number().int().nonnegative(),
  }),
]);
export type EditPath = z.infer<typeof editPathSchema>;
export type Edit = z.infer<typeof editSchema>;

export const fileKindSchema = z.enum(['site', 'page', 'post']);
export type FileKind = z.infer<typeof fileKindSchema>;
const fileEntry = z.object({
  file: z.string(),
  kind: fileKindSchema,
  title: messageSchema,
  address: messageSchema.optional(),
  /** A page drawn for many addresses (the article page, /blog/:post): no address of its own to show. */
  template: z.literal(true).optional(),
  /** Changes with the file's text: a file whose version is unchanged need not be read again. */
  version: z.string(),
});
export type FileEntry = z.infer<typeof fileEntry>;

/** `name`: a price's name alone in plain words (its label adds the amount), for the settings' headings. */
const option = z.object({ value: z.string(), label: messageSchema, name: messageSchema.optional() });
export type Option = z.infer<typeof option>;
const options = z.object({
  pages: z.array(option),
  posts: z.array(option),
  prices: z.array(option),
  phones: z.array(option),
  /** Team members who sign or review articles, by name. */
  people: z.array(option),
  /** The categories the articles use, in both languages, so a new article takes one as it is written. */
  categories: z.array(messageSchema),
  icons: z.array(z.string()),
});
export type Options = z.infer<typeof options>;

/** An open file; `unreadable` when its bytes are not UTF-8 (read-only, with the validator's problem), `problems` the validator's at opening. */
const openFile = z.object({
  file: z.string(),
  kind: fileKindSchema,
  text: z.string(),
  hash: z.string(),
  unreadable: problemSchema.optional(),
  problems: problems.optional(),
  /** Saved since its last publication (the last commit holds another text): « Revenir à la version publiée » is offered. */
  changedSincePublication: z.literal(true).optional(),
});
export type OpenFile = z.infer<typeof openFile>;

/** A form's JSON Schema: only what the editor reads at its top is checked, the rest is walked by the form. */
export const formSchema = z.looseObject({
  $ref: z.string().optional(),
  $defs: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});

export type FormSchema = z.infer<typeof formSchema>;

const webImage = z.object({ src: z.string(), width: z.number(), height: z.number() });
export type WebImage = z.infer<typeof webImage>;

const publication = z.object({
  commit: z.string(),
  files: z.array(z.string()),
  message: z.string(),
  at: z.string(),
  pushed: z.boolean(),
});
export type Publication = z.infer<typeof publication>;
const change = z.object({
  file: z.string(),
  status: z.enum(['added', 'modified', 'deleted']),
  title: messageSchema,
  lines: z.array(messageSchema),
  /** Written by the editor (offered checked) or by someone or something else (listed apart, unchecked, with why). */
  origin: z.enum(['editor', 'outside']),
  why: messageSchema.optional(),
  /** Created in the editor and never published: deleting it loses nothing published. */
  draft: z.boolean(),
  /** The page's public addresses in each language (the site's origin and the route table's path), when it has one. */
  live: messageSchema.optional(),
  /** New pictures only this file uses: published with it, ticked and unticked with it. */
  pictures: z.array(z.string()).optional(),
});
export type Change = z.infer<typeof change>;
/** A problem with its field named as the form names it (« Titre › Anglais »): what a marketer reads first, before any file:line. */
const namedProblem = problemSchema.extend({ field: messageSchema.optional() });
export type NamedProblem = z.infer<typeof namedProblem>;
/** A changed file not offered: its own problems (unfinished TODO texts, errors), each named by its field, with its file:line. */
const held = z.object({
  file: z.string(),
  title: messageSchema,
  problems: z.array(namedProblem),
  origin: z.enum(['editor', 'outside']),
  draft: z.boolean(),
});
export type Held = z.infer<typeof held>;
const pending = z.object({
  /** What may be published: the editor's writes first, then the others. */
  changes: z.array(change),
  /** Pictures uploaded in the editor that no content uses: offered for deletion, never published by default. */
  unused: z.array(change),
  held: z.array(held),
  /** Publications committed here whose sending failed: Publier or “Envoyer maintenant” sends them. */
  unsent: z.array(publication),
  last: publication.optional(),
});
export type Pending = z.infer<typeof pending>;

const notSent = z.object({
  remote: z.literal(true),
  pushed: z.literal(false),
  pushProblem: messageSchema,
  remoteLines: z.array(z.string()),
  details: z.array(z.string()),
});
/** A page a publication changed, at its addresses on the live site. */
const livePage = z.object({ file: z.string(), title: messageSchema, live: messageSchema });
/**
 * The live site followed after a publication was sent (src/editor/publish-live.ts): still waiting, online (`liveAt`), or
 * not online after the limit (`late`); `reachable` is null before the first answer, `online` the commit the live site names.
 */
const liveWatch = z.object({
  commit: z.string(),
  full: z.string(),
  liveUrl: z.string(),
  since: z.string(),
  state: z.enum(['waiting', 'live', 'late']),
  reachable: z.boolean().nullable(),
  online: z.string().nullable(),
  liveAt: z.string().optional(),
  /** Why the last question got no usable answer, in the technical team's words. */
  problem: z.string().optional(),
  /** Since when the live site has not answered, without a break (a host swapping versions: seconds; a site down: longer). */
  unreachableSince: z.string().optional(),
  requests: z.number(),
  every: z.number(),
  limit: z.number(),
  /** How long the previous publication took to go online, when this server saw it happen. */
  previousMs: z.number().optional(),
  /** The pages the publication changed, at their addresses on the live site. */
  pages: z.array(livePage),
  /** Every file the publication carried, by its title (the settings too, which have no page). */
  titles: z.array(messageSchema).optional(),
  /** What the marketer wrote of it in Publier. */
  words: z.string().optional(),
  /**
   * The publications sent from this editor's server before this one, oldest first (trial 9: a second publication 9 minutes
   * after the first; trial 14: each wants its own state): `liveAt` once online.
   */
  earlier: z
    .array(
      z.object({
        commit: z.string(),
        full: z.string(),
        since: z.string(),
        /** Every file it carried, by its title (the settings too, which have no page). */
        titles: z.array(messageSchema),
        pages: z.array(livePage),
        words: z.string().optional(),
        liveAt: z.string().optional(),
      }),
    )
    .optional(),
});
export type LiveWatch = z.infer<typeof liveWatch>;

/**
 * When the oldest publication still waiting was sent: the bar counts from it, and the follower judges it late from it, so
 * a second one sent never starts the count again (trial 16: 23 minutes shown, still « rien à faire »).
 */
export const oldestWaiting = (watch: LiveWatch): string =>
  watch.state === 'live' ? watch.since : ((watch.earlier ?? []).find((one) => !one.liveAt)?.since ?? watch.since);

/** The followed publication as a line of the list, beside those sent before it (online once the live site held it). */
export const publicationOf = (watch: LiveWatch): NonNullable<LiveWatch['earlier']>[number] => ({
  commit: watch.commit,
  full: watch.full,
  since: watch.since,
  titles: watch.titles ?? [],
  pages: watch.pages,
  ...(watch.words ? { words: watch.words } : {}),
  ...(watch.state === 'live' && watch.liveAt ? { liveAt: watch.liveAt } : {}),
});

/** What sending to the remote gave: nothing to send to, sent, or not sent for a named cause (the server's own lines kept). */
const sending = z.union([
  z.object({ remote: z.literal(false) }),
  z.object({ remote: z.literal(true), pushed: z.literal(true), details: z.array(z.string()).optional() }),
  notSent,
]);
export type Sending = z.infer<typeof sending>;
const sent = z.union([
  z.object({ ok: z.literal(true), remote: z.literal(false) }),
  z.object({
    ok: z.literal(true),
    remote: z.literal(true),
    pushed: z.literal(true),
    details: z.array(z.string()).optional(),
  }),
  notSent.extend({ ok: z.literal(true) }),
]);

/**
 * A publication recorded in git, sent or not (`pushProblem` says why not); or refused with nothing committed.
 * `before` lists the publications that ran while this one waited its turn; `already` says the chosen files went in one of them.
 */
const published = z.object({
  ok: z.literal(true),
  commit: z.string(),
  files: z.array(z.string()),
  pushed: z.boolean(),
  remote: z.boolean(),
  pushProblem: messageSchema.optional(),
  remoteLines: z.array(z.string()).optional(),
  details: z.array(z.string()).optional(),
  before: z.array(publication),
  already: z.boolean().optional(),
});
const notPublished = z.object({
  ok: z.literal(false),
  reason: messageSchema,
  problems: z.array(namedProblem).optional(),
  details: z.array(z.string()).optional(),
  before: z.array(publication),
});
export type PublishResult = z.infer<typeof published> | z.infer<typeof notPublished>;

const removed = z.object({ ok: z.literal(true), draft: z.boolean() });
const notRemoved = z.object({ ok: z.literal(false), reason: messageSchema });
export type Removal = z.infer<typeof removed> | z.infer<typeof notRemoved>;

/** Every refusal: the server's words in both languages, or its plain English for a request no editor page sends. */
export const errorReply = z.object({ error: z.union([messageSchema, z.string()]) });

const fileEdits = z.object({ path: z.string(), hash: z.string(), edits: z.array(editSchema) });

export type Route = {
  method: 'GET' | 'POST';
  path: string;
  /** The query string's values (GET), each a string. */
  query?: z.ZodType;
  /** The JSON body (POST); keys a route does not read are ignored. Absent for a body of raw bytes. */
  body?: z.ZodType;
  /** The replies a page acts on, by status; any other status carries an errorReply. */
  replies: Record<number, z.ZodType>;
};
const route = <R extends Route>(definition: R) => definition;

export const routes = {
  files: route({ method: 'GET', path: '/files', replies: { 200: z.object({ files: z.array(fileEntry), options }) } }),
  schema: route({
    method: 'GET',
    path: '/schema',
    query: z.object({ kind: fileKindSchema, lang: z.enum(['fr', 'en']).catch('fr') }),
    replies: { 200: formSchema },
  }),
  file: route({ method: 'GET', path: '/file', query: z.object({ path: z.string() }), replies: { 200: openFile } }),
  changes: route({ method: 'GET', path: '/publish', replies: { 200: pending } }),
  preview: route({
    method: 'POST',
    path: '/preview',
    body: fileEdits,
    replies: { 200: z.object({ text: z.string(), conflict: z.boolean(), problems }), 422: z.object({ problems }) },
  }),
  save: route({
    method: 'POST',
    path: '/save',
    body: fileEdits,
    replies: {
      /** `file`: the file's new name, when a new article's file followed its address. */
      200: z.object({
        hash: z.string(),
        text: z.string(),
        file: z.string().optional(),
        changedSincePublication: z.literal(true).optional(),
      }),
      409: z.object({ conflict: z.literal(true), disk: z.string(), hash: z.string() }),
      422: z.object({ problems }),
    },
  }),
  /**
   * What an address of the site shows with a tab's unsaved edits (none: as saved), for that tab's preview alone: the
   * server keeps no draft, so another tab, or one opened after this one is closed, never sees it.
   */
  view: route({
    method: 'POST',
    path: '/view',
    body: z.object({
      address: z.string().startsWith('/'),
      draft: fileEdits.nullable(),
      // Other files' unsaved drafts every page shows (site.yaml's facts, menus, footer) while another file is open.
      also: z.array(fileEdits).max(8).default([]),
    }),
    replies: {
      // The views are the site's own (src/site/view.ts), handed to the preview's page as they come; `unshown` names the
      // files of `also` left out (their draft has a problem, or no longer fits the file).
      200: z.object({ site: z.unknown(), route: z.unknown(), settings: z.unknown(), unshown: z.array(z.string()) }),
      422: z.object({ lines: messageSchema }),
    },
  }),
  /** The file as last published (the last commit), written over what was saved since: a saved mistake undone. */
  restore: route({
    method: 'POST',
    path: '/restore',
    body: z.object({ path: z.string(), hash: z.string() }),
    replies: {
      200: z.object({ hash: z.string(), text: z.string() }),
      409: z.object({ conflict: z.literal(true), disk: z.string(), hash: z.string() }),
      422: z.object({ problems }),
    },
  }),
  create: route({
    method: 'POST',
    path: '/create',
    // The French title typed in « Créer »: the new file is written with it (the English title stays to write).
    body: z.object({ kind: z.enum(['page', 'post']), name: z.string(), title: z.string().max(300).optional() }),
    replies: { 200: z.object({ file: z.string(), entry: fileEntry }) },
  }),
  publish: route({
    method: 'POST',
    path: '/publish',
    body: z.object({ message: z.string(), paths: z.array(z.string()).optional() }),
    replies: { 200: published, 422: notPublished },
  }),
  live: route({ method: 'GET', path: '/publish/live', replies: { 200: z.object({ live: liveWatch.nullable() }) } }),
  send: route({ method: 'POST', path: '/publish/send', body: z.object({}), replies: { 200: sent } }),
  remove: route({
    method: 'POST',
    path: '/delete',
    body: z.object({ path: z.string() }),
    replies: { 200: removed, 422: notRemoved },
  }),
  image: route({
    method: 'POST',
    path: '/image',
    query: z.object({ name: z.string().catch('') }),
    replies: { 200: webImage },
  }),
} as const;
export type Routes = typeof routes;
export type RouteName = keyof Routes;

type RepliesOf<N extends RouteName> = Routes[N]['replies'];
type Statuses<N extends RouteName> = keyof RepliesOf<N> & number;
/** What a page sends: the query's values and the JSON body, as the contract takes them. */
export type RequestQuery<N extends RouteName> = Routes[N] extends { query: z.ZodType }
  ? z.input<Routes[N]['query']>
  : never;
export type RequestBody<N extends RouteName> = Routes[N] extends { body: z.ZodType }
  ? z.input<Routes[N]['body']>
  : never;
/** What a route's handler receives: its query and body as the contract read them. */
export type Request<N extends RouteName> = {
  query: Routes[N] extends { query: z.ZodType } ? z.output<Routes[N]['query']> : undefined;
  body: Routes[N] extends { body: z.ZodType } ? z.output<Routes[N]['body']> : undefined;
};

/** A reply as the server writes it: a declared status with its body, or a refusal. */
export type ServerReply<N extends RouteName> =
  | { [S in Statuses<N>]: { status: S; body: z.input<RepliesOf<N>[S]> } }[Statuses<N>]
  | { status: number; body: z.input<typeof errorReply> };

/** A reply as the page reads it: a declared status with its checked body, or an error to say (refusal, unreachable server, unexpected answer). */
export type Reply<N extends RouteName> =
  | { [S in Statuses<N>]: { status: S; body: z.output<RepliesOf<N>[S]> } }[Statuses<N>]
  | { status: 'error'; code: number; error: Message };

const unexpected = (path: string, code: number, why: string): Message => ({
  fr: `le serveur de l’éditeur a répondu autrement que prévu (${path}, ${code}${why ? ` : ${why}` : ''}). Rechargez la page; vos modifications non enregistrées sont gardées.`,
  en: `the editor’s server gave an unexpected answer (${path}, ${code}${why ? `: ${why}` : ''}). Reload the page; your unsaved changes are kept.`,
});

/** The words of a refusal in both languages (the server's plain English said as is in both). */
export const errorWords = (error: z.output<typeof errorReply>['error']): Message =>
  typeof error === 'string' ? { fr: error, en: error } : error;

/** Reads a reply against the contract: a declared status whose body fits, a refusal, or an error naming what did not fit; never throws. */
export function readReply<N extends RouteName>(name: N, code: number, text: string): Reply<N> {
  const { path, replies } = routes[name];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: 'error', code, error: unexpected(path, code, text.trim() === '' ? '' : 'not JSON') };
  }
  const schema = (replies as Record<number, z.ZodType>)[code];
  const read = schema?.safeParse(json);
  // TypeScript cannot pair a status known at run time with its schema: the body was just read by that very schema.
  if (read?.success) return { status: code, body: read.data } as Reply<N>;
  const refusal = errorReply.safeParse(json);
  if (refusal.success && code !== 200) return { status: 'error', code, error: errorWords(refusal.data.error) };
  const issue = (read ?? refusal).error?.issues[0];
  return {
    status: 'error',
    code,
    error: unexpected(path, code, issue ? `${issue.path.join('.') || '(reply)'} ${issue.message}` : ''),
  };
}
