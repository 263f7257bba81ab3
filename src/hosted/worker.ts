// The hosted editor's Worker: its API (invitations, passkey sign-in, sessions, content read from git, proposals, publication, people) behind the Origin, session and role checks, and its page served from the built assets.

import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { type ContentTree, checkContent, pickerOptionsOf, renderPair } from 'hosted-site-render';
import { parse } from 'yaml';
import { z } from 'zod';
import { iconNames } from '../content/schema/icon.ts';
import { entriesOf } from '../editor/file-entries.ts';
import { pictureRefusal } from '../editor/image-rules.ts';
import { editorSchemaIn, schemaFileOf } from '../site/json-schema.ts';
import type { Problem } from '../site/problem.ts';
import { type TrailSchema, trail, trailText } from '../site/trail.ts';
import type { D1Database } from './d1.ts';
import {
  fileHistory,
  GitRefusal,
  holds,
  MergeRefusal,
  mainContent,
  type ProposedFile,
  propose,
  publish,
  type Remote,
  readAt,
  readBlobs,
  readMain,
  revert,
} from './git.ts';
import {
  audit,
  endEverySession,
  endSession,
  finishInvitation,
  finishSignIn,
  invite,
  type NewSession,
  type Party,
  type Person,
  personOf,
  Refused,
  revoke,
  startInvitation,
  startSignIn,
} from './identity.ts';
import { mergeRequestUrl, waitingBranch } from './merge-request.ts';
import {
  canAct,
  DEVICE_LINK_MS,
  INVITATION_MS,
  isContentPath,
  ROLES,
  type Role,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
} from './rules.ts';
import type { Conflict } from './yaml-merge.ts';

export type Env = {
  DB: D1Database;
  ASSETS?: { fetch: (request: Request) => Promise<Response> };
  /** The content's repository (https://…/owner/site.git) and, when it is private, the token that may push to it. */
  EDITOR_GIT_URL: string;
  EDITOR_GIT_TOKEN?: string;
  /** The user name sent with the token: x-access-token (GitHub, default), oauth2 (GitLab), x-token-auth (Bitbucket), any (Gitea). */
  EDITOR_GIT_USERNAME?: string;
  EDITOR_GIT_BRANCH?: string;
  /** The editor's public address when it differs from the address requests arrive at (a proxy in front). */
  EDITOR_ORIGIN?: string;
  /** The host's kind (github, gitlab, bitbucket, gitea) when its name does not say it: a GitLab or Gitea of the firm's own. */
  EDITOR_GIT_HOST?: string;
  /** The live site's address when it is not site.yaml's origin (a host's own address): its version.json says what is online. */
  SITE_LIVE_URL?: string;
};

type Words = { fr: string; en: string };
const words = (fr: string, en: string): Words => ({ fr, en });
const NO_SESSION = words(
  'vous n’êtes pas connecté : ouvrez l’éditeur et connectez-vous avec votre clé d’accès',
  'you are not signed in: open the editor and sign in with your passkey',
);
const OTHER_ORIGIN = words(
  'demande refusée : elle ne vient pas de la page de l’éditeur',
  'request refused: it does not come from the editor’s page',
);
const NOT_ALLOWED = (needed: Role) =>
  words(
    `action réservée au rôle « ${ROLE_WORDS[needed].fr} » ou plus`,
    `only the “${ROLE_WORDS[needed].en}” role or above may do this`,
  );
const OUTSIDE = words(
  'l’éditeur ne change que site.yaml, les pages (pages/) et les images (public/images/) : proposition refusée',
  'the editor changes only site.yaml, the pages (pages/) and the pictures (public/images/): proposal refused',
);
const INVALID = {
  propose: words(
    'ce changement laisserait le site avec des problèmes : corrigez-les aux champs indiqués, puis proposez de nouveau',
    'this change would leave the site with problems: fix them at the fields shown, then propose again',
  ),
  publish: words(
    'publier cette proposition laisserait le site avec des problèmes : rien n’a été publié. Renvoyez-la avec un commentaire.',
    'publishing this proposal would leave the site with problems: nothing was published. Send it back with a comment.',
  ),
};
/** Main refused, the change waits on `branch`: said plainly, with what to do next (the link is shown beside). */
const WAITING = (main: string, branch: string, linked: boolean) =>
  words(
    `La branche principale du site (${main}) est protégée : l’hébergeur n’accepte pas qu’on y publie directement. Le changement attend donc sur la branche ${branch}, comme demande de fusion. ${linked ? 'Ouvrez-la chez l’hébergeur avec le lien ci-dessous' : 'Ouvrez une demande de fusion de cette branche chez l’hébergeur'}; une fois fusionnée, cliquez sur Publier de nouveau pour la marquer publiée.`,
    `The site’s main branch (${main}) is protected: the host does not accept publishing to it directly. The change therefore waits on the branch ${branch}, as a request to merge. ${linked ? 'Open it on the host with the link below' : 'Open a merge request of that branch on the host'}; once it is merged, click Publish again to mark it published.`,
  );
/** A proposal waiting on a branch where main is protected: its branch and the host's page to open the request. */
const waitingOf = (row: { status: string; waiting_branch: string | null; waiting_url: string | null }) =>
  row.status === 'open' && row.waiting_branch ? { waiting: { branch: row.waiting_branch, url: row.waiting_url } } : {};
export const ROLE_WORDS: Record<Role, Words> = {
  editor: words('rédaction', 'editor'),
  publisher: words('publication', 'publisher'),
  admin: words('administration', 'admin'),
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
const refusal = (status: number, error: Words, headers: Record<string, string> = {}) =>
  json(status, { error }, headers);

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** HttpOnly, Secure, SameSite=Strict, host-only (__Host-): the page's script never sees it, and no other site's page sends it. */
const sessionCookie = (token: string, maxAge: number) =>
  `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAge}`;

const partyOf = (request: Request, env: Env): Party => {
  const origin = env.EDITOR_ORIGIN ?? new URL(request.url).origin;
  return { origin, rpID: new URL(origin).hostname, name: 'Éditeur du site' };
};

const remoteOf = (env: Env): Remote => ({
  url: env.EDITOR_GIT_URL,
  branch: env.EDITOR_GIT_BRANCH || 'main',
  ...(env.EDITOR_GIT_TOKEN ? { token: env.EDITOR_GIT_TOKEN } : {}),
  ...(env.EDITOR_GIT_USERNAME ? { username: env.EDITOR_GIT_USERNAME } : {}),
});

/** A mutating request must come from the editor's own page: its Origin, and a same-origin fetch. */
function fromOwnPage(request: Request, party: Party): boolean {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  if (request.method === 'GET' || request.method === 'HEAD')
    return (origin === null || origin === party.origin) && (site === null || site === 'same-origin' || site === 'none');
  return origin === party.origin && (site === null || site === 'same-origin');
}

const clientOf = (request: Request) => request.headers.get('cf-connecting-ip') ?? 'unknown';

const proposalFile = z.union([
  z.object({ path: z.string(), text: z.string() }),
  z.object({ path: z.string(), base64: z.string() }),
  z.object({ path: z.string(), deleted: z.literal(true) }),
]);
const bodies = {
  invitationStart: z.object({ token: z.string().min(1).max(200) }),
  registrationFinish: z.object({
    challengeId: z.string(),
    response: z.custom<RegistrationResponseJSON>(
      (value) => typeof value === 'object' && value !== null && 'id' in value && 'response' in value,
    ),
  }),
  signInFinish: z.object({
    challengeId: z.string(),
    response: z.custom<AuthenticationResponseJSON>(
      (value) => typeof value === 'object' && value !== null && 'id' in value && 'response' in value,
    ),
  }),
  check: z.object({
    files: z.array(z.object({ path: z.string(), text: z.string() })).max(50),
    /** Pictures the drafts add (kept in the browser): only their being there is checked. */
    pictures: z.array(z.string()).max(50).optional(),
  }),
  render: z.object({
    path: z.string().max(500).optional(),
    file: z.string().max(500).optional(),
    locale: z.enum(['fr', 'en']),
    files: z
      .array(z.object({ path: z.string(), text: z.string() }))
      .max(50)
      .optional(),
    pictures: z.array(z.string()).max(50).optional(),
    proposal: z.number().int().positive().optional(),
  }),
  propose: z.object({ message: z.string().trim().min(3).max(2000), files: z.array(proposalFile).min(1).max(50) }),
  restore: z.object({
    path: z.string(),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    at: z.string().max(40).optional(),
  }),
  undo: z.object({ id: z.number().int().positive() }),
  publish: z.object({
    id: z.number().int().positive(),
    choices: z.record(z.string(), z.record(z.string(), z.enum(['main', 'proposal']))).optional(),
  }),
  decide: z.object({ id: z.number().int().positive(), comment: z.string().max(2000).optional() }),
  invite: z.object({ email: z.email(), name: z.string().max(200).optional(), role: z.enum(ROLES) }),
  revoke: z.object({ email: z.email() }),
};

async function readJson<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json'))
    throw new Refused(415, words('la demande doit être du JSON', 'the request must be JSON'));
  const text = await request.text();
  if (text.length > 8 * 1024 * 1024)
    throw new Refused(413, words('la demande est trop grosse', 'the request is too large'));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refused(400, words('la demande n’est pas du JSON', 'the request is not JSON'));
  }
  const read = schema.safeParse(value);
  if (!read.success)
    throw new Refused(
      400,
      words(
        `demande mal formée (${read.error.issues[0]?.path.join('.') ?? ''})`,
        `malformed request (${read.error.issues[0]?.path.join('.') ?? ''})`,
      ),
    );
  return read.data;
}

const signedIn = (session: NewSession) =>
  json(
    200,
    { person: publicPerson(session.person) },
    { 'set-cookie': sessionCookie(session.token, Math.floor(SESSION_IDLE_MS / 1000)) },
  );
const publicPerson = (person: Person) => ({ email: person.email, name: person.name, role: person.role });

type ProposalRow = {
  id: number;
  person_id: string;
  branch: string;
  base: string;
  head: string;
  files: string;
  message: string;
  status: 'open' | 'published' | 'returned';
  comment: string | null;
  created_at: number;
  decided_at: number | null;
  published_commit: string | null;
  undone_commit: string | null;
  waiting_branch: string | null;
  waiting_url: string | null;
  email: string;
  name: string;
};

const PICTURE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};
const decoder = new TextDecoder();
const base64Bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The lines a proposal changes in a text file, before → after, for the review list (the blobs read from the repository). */
function changedLines(before: string, after: string): { line: number; before: string; after: string }[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const out: { line: number; before: string; after: string }[] = [];
  for (let index = 0; index < Math.max(endA - start, endB - start) && out.length < 40; index += 1)
    out.push({ line: start + index + 1, before: a[start + index] ?? '', after: b[start + index] ?? '' });
  return out;
}

type Overlay = Map<string, Uint8Array | null>;
/** Content the validator refused, with its problems. */
class InvalidContent extends Error {
  constructor(readonly problems: Problem[]) {
    super('invalid content');
  }
}
const encoder = new TextEncoder();
/** Drafts' texts, and the pictures they add (their bytes stay in the browser until proposed: the validator only asks whether one is there). */
const overlayOf = (files: { path: string; text: string }[], pictures: string[] = []): Overlay =>
  new Map([
    ...pictures.map((path): [string, Uint8Array] => [path, new Uint8Array()]),
    ...files.map((file): [string, Uint8Array] => [file.path, encoder.encode(file.text)]),
  ]);
const isPicture = (path: string) => path.startsWith('public/images/');

type MainContent = Awaited<ReturnType<typeof mainContent>>;
/** Main's content with some files replaced (null: removed), as the site's validator and renderer read it. */
/**
 * Each field both changed, named as the form names it (« Prix et faits › Forfait entreprise › Montant ($) »), read on
 * main as it is now: a reviewer chooses between two versions of a field, never of « facts.prices.companyPlan.amount ».
 */
async function namedConflicts(remote: Remote, conflicts: readonly (Conflict & { file: string })[]) {
  const content = await mainOf(remote);
  const names = Object.fromEntries(
    (pickerOptionsOf(treeOf(content, new Map()))?.prices ?? []).flatMap((price) =>
      price.name ? [[price.value, price.name]] : [],
    ),
  );
  const utf8 = new TextDecoder();
  return conflicts.map((conflict) => {
    let data: unknown;
    try {
      data = parse(utf8.decode(content.bytes.get(conflict.file)));
    } catch {
      data = undefined;
    }
    const schema = schemaFileOf(conflict.file) ?? 'page.schema.json';
    const where = (locale: 'fr' | 'en') =>
      trailText(trail(editorSchemaIn(locale, schema) as TrailSchema, conflict.path, data, locale, names), locale);
    return { ...conflict, where: { fr: where('fr'), en: where('en') } };
  });
}

function treeOf(content: MainContent, overlay: Overlay): ContentTree {
  const paths = new Set(content.paths);
  for (const [path, bytes] of overlay) {
    if (bytes === null) paths.delete(path);
    else paths.add(path);
  }
  return {
    paths: [...paths],
    read: (file) => (overlay.has(file) ? (overlay.get(file) ?? undefined) : content.bytes.get(file)),
  };
}
const mainOf = (remote: Remote) => mainContent(remote, isContentPath, (path) => path.endsWith('.yaml'));
async function contentWith(remote: Remote, overlay: Overlay): Promise<{ main: string; tree: ContentTree }> {
  const content = await mainOf(remote);
  return { main: content.main, tree: treeOf(content, overlay) };
}

/** A proposal's files as it would publish them: its version of each file it changed. */
async function proposalOverlay(remote: Remote, row: { branch: string; files: string }): Promise<Overlay> {
  const files = JSON.parse(row.files) as ProposedFile[];
  const blobs = await readBlobs(
    remote,
    row.branch,
    files.map((file) => file.after).filter((oid): oid is string => oid !== null),
  );
  return new Map(files.map((file) => [file.path, file.after === null ? null : (blobs.get(file.after) ?? null)]));
}

async function api(request: Request, env: Env, path: string): Promise<Response> {
  const party = partyOf(request, env);
  if (!fromOwnPage(request, party)) return refusal(403, OTHER_ORIGIN);
  const db = env.DB;
  const client = clientOf(request);
  const route = `${request.method} ${path}`;

  // Reached without a session: the invitation's link and sign-in.
  switch (route) {
    case 'POST /invitation/start': {
      const { token } = await readJson(request, bodies.invitationStart);
      return json(200, await startInvitation(db, party, token));
    }
    case 'POST /invitation/finish': {
      const { challengeId, response } = await readJson(request, bodies.registrationFinish);
      return signedIn(await finishInvitation(db, party, challengeId, response));
    }
    case 'POST /signin/start':
      return json(200, await startSignIn(db, party, client));
    case 'POST /signin/finish': {
      const { challengeId, response } = await readJson(request, bodies.signInFinish);
      return signedIn(await finishSignIn(db, party, client, challengeId, response));
    }
  }

  const person = await personOf(db, cookieOf(request, SESSION_COOKIE));
  if (!person) return refusal(401, NO_SESSION, { 'set-cookie': sessionCookie('', 0) });
  const need = (role: Role) => {
    if (!canAct(person.role, role)) throw new Refused(403, NOT_ALLOWED(role));
  };
  const remote = remoteOf(env);

  /** A proposal of these files over main, after the site's validator passed them; audited as `action`. */
  const proposeChecked = async (
    files: { path: string; bytes: Uint8Array | null }[],
    message: string,
    action: 'proposal' | 'restore',
  ) => {
    const outside = files.filter((file) => !isContentPath(file.path)).map((file) => file.path);
    if (outside.length > 0) {
      await audit(db, person.id, 'proposal.refused', `outside the content: ${outside.join(', ')}`);
      return refusal(403, OUTSIDE);
    }
    // A picture is what the local editor would take: its bytes a JPEG, PNG, WebP or AVIF of at most 10 MB.
    for (const file of files)
      if (isPicture(file.path) && file.bytes !== null) {
        const refused = pictureRefusal(file.bytes);
        if (refused) {
          await audit(db, person.id, 'proposal.refused', `picture ${file.path}: ${refused.en}`);
          return refusal(422, words(`${file.path} : ${refused.fr}`, `${file.path}: ${refused.en}`));
        }
      }
    // Nothing invalid is proposed: the same checks as `npm run validate`, on main with these files laid over it.
    const problems = checkContent(
      (await contentWith(remote, new Map(files.map((file) => [file.path, file.bytes])))).tree,
    );
    if (problems.length > 0) {
      await audit(
        db,
        person.id,
        'proposal.refused',
        `invalid: ${problems
          .slice(0, 5)
          .map((problem) => `${problem.file}:${problem.line} ${problem.path}`)
          .join(', ')}`,
      );
      return json(422, { error: INVALID.propose, problems });
    }
    const count = await db
      .prepare('SELECT COUNT(*) AS n FROM proposals WHERE person_id = ?')
      .bind(person.id)
      .first<{ n: number }>();
    const branch = `proposals/${person.id}/${(count?.n ?? 0) + 1}`;
    const made = await propose(remote, branch, person, message, files);
    const row = await db
      .prepare(
        "INSERT INTO proposals (person_id, branch, base, head, files, message, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'open', ?) RETURNING id",
      )
      .bind(person.id, branch, made.base, made.head, JSON.stringify(made.files), message, Date.now())
      .first<{ id: number }>();
    await audit(
      db,
      person.id,
      action,
      `#${row?.id} ${branch} ${made.head.slice(0, 12)}: ${made.files.map((file) => file.path).join(', ')}`,
    );
    return json(200, { id: row?.id, branch, head: made.head, files: made.files.map((file) => file.path) });
  };
  /** The last publication not yet undone, when it is still main's last word on its files. */
  const lastPublication = () =>
    db
      .prepare(
        "SELECT proposals.*, people.email, people.name FROM proposals JOIN people ON people.id = proposals.person_id WHERE status = 'published' AND undone_commit IS NULL ORDER BY decided_at DESC, proposals.id DESC LIMIT 1",
      )
      .first<ProposalRow>();

  switch (route) {
    case 'GET /me':
      return json(200, { person: publicPerson(person) });
    case 'POST /signout':
      await endSession(db, person.session);
      await audit(db, person.id, 'sign-out', '');
      return json(200, { ok: true }, { 'set-cookie': sessionCookie('', 0) });
    case 'POST /signout/everywhere':
      await endEverySession(db, person.id);
      await audit(db, person.id, 'sign-out.everywhere', '');
      return json(200, { ok: true }, { 'set-cookie': sessionCookie('', 0) });
    case 'GET /files': {
      const content = await mainOf(remote);
      const utf8 = new TextDecoder('utf-8', { fatal: true });
      // Each page by its title in both languages, read as the local editor reads them (a file not UTF-8 by its name).
      const entries = entriesOf(
        {
          pages: content.paths.filter((file) => /^pages\/[^/]+\.yaml$/.test(file)),
          posts: content.paths.filter((file) => /^pages\/blog\/[^/]+\.yaml$/.test(file)),
        },
        (file) => {
          try {
            return utf8.decode(content.bytes.get(file));
          } catch {
            return undefined;
          }
        },
      );
      // What the form's pickers offer, named as the local editor names them (a price by its card, never its key); the
      // icons alone when main does not load.
      const options = pickerOptionsOf(treeOf(content, new Map()));
      return json(200, { main: content.main, files: content.paths, entries, icons: [...iconNames], options });
    }
    case 'GET /schema': {
      // The local editor's own form schemas, each label in the page's language.
      const query = new URL(request.url).searchParams;
      const kind = query.get('kind');
      const file = kind === 'site' ? 'site.schema.json' : kind === 'post' ? 'post.schema.json' : 'page.schema.json';
      return json(200, editorSchemaIn(query.get('lang') === 'en' ? 'en' : 'fr', file));
    }
    case 'GET /file': {
      const file = new URL(request.url).searchParams.get('path') ?? '';
      if (!isContentPath(file)) return refusal(403, OUTSIDE);
      const read = await readMain(remote, file);
      if (!read)
        return refusal(
          404,
          words('ce fichier n’existe pas sur le site publié', 'this file does not exist on the published site'),
        );
      return json(200, { path: file, main: read.main, blob: read.blob, text: decoder.decode(read.bytes) });
    }
    case 'GET /picture': {
      // A picture of the published site, for the form's preview (the editor's page serves no /images/ of its own).
      const file = new URL(request.url).searchParams.get('path') ?? '';
      if (!isPicture(file) || !isContentPath(file)) return refusal(403, OUTSIDE);
      const read = await readMain(remote, file);
      if (!read)
        return refusal(
          404,
          words('cette image n’existe pas sur le site publié', 'no such picture on the published site'),
        );
      const kind = file.split('.').pop()?.toLowerCase() ?? '';
      return new Response(new Uint8Array(read.bytes), {
        headers: {
          'content-type': PICTURE_TYPES[kind] ?? 'application/octet-stream',
          'cache-control': 'private, max-age=300',
          // An SVG of the repository is shown as a picture, never run as a page.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          'x-content-type-options': 'nosniff',
        },
      });
    }
    case 'POST /check': {
      // The validator's problems with these drafts laid over main, for the form to show at their fields.
      const { files, pictures = [] } = await readJson(request, bodies.check);
      if (
        files.some((file) => !isContentPath(file.path)) ||
        pictures.some((path) => !isPicture(path) || !isContentPath(path))
      )
        return refusal(403, OUTSIDE);
      const { main, tree } = await contentWith(remote, overlayOf(files, pictures));
      return json(200, { main, problems: checkContent(tree) });
    }
    case 'POST /render': {
      // A route drawn by the site's own renderer: main as published, with the drafts sent or a proposal's files laid over it.
      const body = await readJson(request, bodies.render);
      let overlay: Overlay = new Map();
      if (body.files) {
        const pictures = body.pictures ?? [];
        if (
          body.files.some((file) => !isContentPath(file.path)) ||
          pictures.some((path) => !isPicture(path) || !isContentPath(path))
        )
          return refusal(403, OUTSIDE);
        overlay = overlayOf(body.files, pictures);
      } else if (body.proposal !== undefined) {
        const row = await db
          .prepare('SELECT branch, files, person_id FROM proposals WHERE id = ?')
          .bind(body.proposal)
          .first<{ branch: string; files: string; person_id: string }>();
        if (!row || (row.person_id !== person.id && !canAct(person.role, 'publisher')))
          return refusal(404, words('cette proposition n’existe pas', 'no such proposal'));
        overlay = await proposalOverlay(remote, row);
      }
      const content = await mainOf(remote);
      const drawn = await renderPair(treeOf(content, new Map()), treeOf(content, overlay), {
        locale: body.locale,
        ...(body.path ? { path: body.path } : {}),
        ...(body.file ? { file: body.file } : {}),
      });
      if (!drawn.ok)
        return json(422, {
          error: words(
            'la page ne peut pas être montrée : le contenu a des problèmes',
            'the page cannot be shown: the content has problems',
          ),
          problems: drawn.problems,
        });
      return json(200, drawn);
    }
    case 'POST /proposals': {
      need('editor');
      const body = await readJson(request, bodies.propose);
      const files = body.files.map((file) => ({
        path: file.path,
        bytes: 'text' in file ? encoder.encode(file.text) : 'base64' in file ? base64Bytes(file.base64) : null,
      }));
      return proposeChecked(files, body.message, 'proposal');
    }
    // Whether a published commit is online yet, from the live site's version.json (asked by the Worker: the live site
    // need not allow the editor's origin). « Publié » is not « en ligne »: the site's pipeline still checks and deploys.
    case 'GET /live': {
      const commit = new URL(request.url).searchParams.get('commit') ?? '';
      if (!/^[0-9a-f]{40}$/.test(commit)) return refusal(400, words('version inconnue', 'unknown version'));
      let liveUrl = env.SITE_LIVE_URL?.trim();
      if (!liveUrl) {
        const settings = await readMain(remote, 'site.yaml');
        const origin = settings && /^origin:\s*(\S+)\s*$/m.exec(decoder.decode(settings.bytes))?.[1];
        liveUrl = origin && /^https?:\/\//.test(origin) ? origin : undefined;
      }
      if (!liveUrl) return json(200, { liveUrl: null });
      liveUrl = liveUrl.replace(/\/+$/, '');
      try {
        const response = await fetch(`${liveUrl}/version.json`, {
          headers: { 'cache-control': 'no-cache' },
          signal: AbortSignal.timeout(8_000),
        });
        if (!response.ok) return json(200, { liveUrl, reachable: false });
        const online = ((await response.json()) as { commit?: unknown }).commit;
        // A site that names no commit (built outside git) answers, but cannot say ours is there.
        const known = typeof online === 'string' && /^[0-9a-f]{40}$/.test(online);
        return json(200, { liveUrl, reachable: true, live: known && (await holds(remote, online, commit)) });
      } catch {
        return json(200, { liveUrl, reachable: false });
      }
    }
    case 'GET /history': {
      // Who changed a file, when and why, from main's commits.
      const file = new URL(request.url).searchParams.get('path') ?? '';
      if (!isContentPath(file)) return refusal(403, OUTSIDE);
      return json(200, { versions: await fileHistory(remote, file) });
    }
    case 'GET /version': {
      const query = new URL(request.url).searchParams;
      const file = query.get('path') ?? '';
      const commit = query.get('commit') ?? '';
      if (!isContentPath(file)) return refusal(403, OUTSIDE);
      if (!/^[0-9a-f]{40}$/.test(commit)) return refusal(400, words('version inconnue', 'unknown version'));
      const bytes = await readAt(remote, commit, file);
      if (!bytes)
        return refusal(
          404,
          words('ce fichier n’existait pas dans cette version', 'this file did not exist in that version'),
        );
      return json(200, { path: file, commit, text: decoder.decode(bytes) });
    }
    case 'POST /proposals/restore': {
      // An earlier version of a file, proposed as any change is: reviewed, then published.
      need('editor');
      const { path: file, commit, at } = await readJson(request, bodies.restore);
      if (!isContentPath(file)) return refusal(403, OUTSIDE);
      const bytes = await readAt(remote, commit, file);
      if (!bytes)
        return refusal(
          404,
          words('ce fichier n’existait pas dans cette version', 'this file did not exist in that version'),
        );
      const day = at
        ? ` du ${new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(new Date(at))}`
        : '';
      return proposeChecked(
        [{ path: file, bytes }],
        `Rétablir ${file} à sa version${day} (${commit.slice(0, 7)})`,
        'restore',
      );
    }
    case 'GET /publications/last': {
      need('publisher');
      const row = await lastPublication();
      return json(200, {
        last: row
          ? {
              id: row.id,
              message: row.message,
              by: row.name,
              at: new Date(row.decided_at ?? row.created_at).toISOString(),
            }
          : null,
      });
    }
    case 'POST /publications/undo': {
      // « Annuler la dernière publication »: a new commit on main putting back what the last publication changed.
      need('publisher');
      const { id } = await readJson(request, bodies.undo);
      const row = await lastPublication();
      if (!row || row.id !== id || !row.published_commit)
        return refusal(
          409,
          words(
            'ce n’est plus la dernière publication : rechargez la page',
            'this is no longer the last publication: reload the page',
          ),
        );
      const done = await revert(remote, row.published_commit, `Annuler « ${row.message} »`, person);
      await db.prepare('UPDATE proposals SET undone_commit = ? WHERE id = ?').bind(done.commit, row.id).run();
      await audit(
        db,
        person.id,
        'publication.undone',
        `#${row.id} ${row.published_commit.slice(0, 12)} -> ${done.commit.slice(0, 12)}: ${done.files.join(', ')}`,
      );
      return json(200, { commit: done.commit, files: done.files });
    }
    case 'GET /proposals': {
      const mine = !canAct(person.role, 'publisher');
      const rows = await db
        .prepare(
          `SELECT proposals.*, people.email, people.name FROM proposals JOIN people ON people.id = proposals.person_id ${mine ? 'WHERE proposals.person_id = ?' : ''} ORDER BY proposals.id DESC LIMIT 50`,
        )
        .bind(...(mine ? [person.id] : []))
        .all<ProposalRow>();
      return json(200, {
        proposals: rows.results.map((row) => ({
          id: row.id,
          by: { email: row.email, name: row.name },
          message: row.message,
          status: row.status,
          comment: row.comment,
          at: new Date(row.created_at).toISOString(),
          files: (JSON.parse(row.files) as ProposedFile[]).map((file) => file.path),
          publishedCommit: row.published_commit,
          ...(row.status === 'published' && row.decided_at
            ? { publishedAt: new Date(row.decided_at).toISOString() }
            : {}),
          ...waitingOf(row),
        })),
      });
    }
    case 'GET /proposal': {
      // A publisher reads any proposal; its author reads theirs (to take it back after Renvoyer).
      const id = Number(new URL(request.url).searchParams.get('id'));
      const row = await db
        .prepare(
          'SELECT proposals.*, people.email, people.name FROM proposals JOIN people ON people.id = proposals.person_id WHERE proposals.id = ?',
        )
        .bind(id)
        .first<ProposalRow>();
      if (!row || (row.person_id !== person.id && !canAct(person.role, 'publisher')))
        return refusal(404, words('cette proposition n’existe pas', 'no such proposal'));
      const files = JSON.parse(row.files) as ProposedFile[];
      const blobs = await readBlobs(
        remote,
        row.branch,
        files.flatMap((file) => [file.before, file.after]).filter((oid): oid is string => oid !== null),
      );
      const text = (oid: string | null) => (oid === null ? '' : decoder.decode(blobs.get(oid) ?? new Uint8Array()));
      return json(200, {
        id: row.id,
        message: row.message,
        status: row.status,
        comment: row.comment,
        ...waitingOf(row),
        changes: files.map((file) => ({
          path: file.path,
          lines: file.path.endsWith('.yaml') ? changedLines(text(file.before), text(file.after)) : [],
          ...(file.path.endsWith('.yaml') && file.after !== null ? { text: text(file.after) } : {}),
        })),
      });
    }
    case 'POST /proposals/publish': {
      need('publisher');
      const { id, choices } = await readJson(request, bodies.publish);
      const row = await db
        .prepare(
          'SELECT proposals.*, people.email, people.name FROM proposals JOIN people ON people.id = proposals.person_id WHERE proposals.id = ?',
        )
        .bind(id)
        .first<ProposalRow>();
      if (!row) return refusal(404, words('cette proposition n’existe pas', 'no such proposal'));
      if (row.status !== 'open')
        return refusal(409, words('cette proposition a déjà été traitée', 'this proposal was already dealt with'));
      let done: Awaited<ReturnType<typeof publish>>;
      try {
        done = await publish(
          remote,
          { branch: row.branch, message: row.message, files: JSON.parse(row.files) as ProposedFile[] },
          { name: row.name, email: row.email },
          person,
          {
            ...(choices ? { choices } : {}),
            // Where the host refuses main, the publication waits on a branch of its own as a request to merge.
            waitOn: row.waiting_branch ?? waitingBranch({ id: row.id, email: row.email }, Date.now()),
            // Nothing invalid is published: the files as they would land on main (merged where both changed), checked as `npm run validate` does.
            check: async (files) => {
              const problems = checkContent((await contentWith(remote, new Map(files))).tree);
              if (problems.length > 0) throw new InvalidContent(problems);
            },
          },
        );
      } catch (error) {
        if (error instanceof MergeRefusal)
          return json(409, { error: error.words, conflicts: await namedConflicts(remote, error.conflicts) });
        if (error instanceof InvalidContent) return json(422, { error: INVALID.publish, problems: error.problems });
        throw error;
      }
      if (done.waiting) {
        const link = mergeRequestUrl(remote.url, remote.branch, done.waiting.branch, env.EDITOR_GIT_HOST) ?? null;
        await db
          .prepare('UPDATE proposals SET waiting_branch = ?, waiting_url = ?, decided_by = ? WHERE id = ?')
          .bind(done.waiting.branch, link, person.id, id)
          .run();
        await audit(
          db,
          person.id,
          'publication.waiting',
          `#${id} by ${row.email}: ${done.commit.slice(0, 12)} on ${done.waiting.branch} (${remote.branch} refused: ${done.waiting.why})`,
        );
        return json(202, {
          ok: true,
          commit: done.commit,
          waiting: { branch: done.waiting.branch, url: link, host: done.waiting.why },
          said: WAITING(remote.branch, done.waiting.branch, link !== null),
        });
      }
      await db
        .prepare(
          "UPDATE proposals SET status = 'published', decided_at = ?, decided_by = ?, published_commit = ? WHERE id = ?",
        )
        .bind(Date.now(), person.id, done.commit, id)
        .run();
      await audit(
        db,
        person.id,
        'publication',
        `#${id} by ${row.email}: ${done.commit.slice(0, 12)}${done.already ? ' (already there)' : ''}${done.merged.length > 0 ? ` merged with main in ${done.merged.join(', ')}${choices ? ` (chosen: ${JSON.stringify(choices)})` : ''}` : ''}`,
      );
      return json(200, { ok: true, commit: done.commit, already: done.already, merged: done.merged });
    }
    case 'POST /proposals/return': {
      need('publisher');
      const { id, comment } = await readJson(request, bodies.decide);
      const changed = await db
        .prepare(
          "UPDATE proposals SET status = 'returned', comment = ?, decided_at = ?, decided_by = ? WHERE id = ? AND status = 'open'",
        )
        .bind(comment ?? '', Date.now(), person.id, id)
        .run();
      if (changed.meta.changes !== 1)
        return refusal(409, words('cette proposition a déjà été traitée', 'this proposal was already dealt with'));
      await audit(db, person.id, 'proposal.returned', `#${id}: ${comment ?? ''}`);
      return json(200, { ok: true });
    }
    // Any signed-in person, for themselves only: a link that gives one more passkey to the same person and role.
    case 'POST /devices/link': {
      const expiresAt = Date.now() + DEVICE_LINK_MS;
      const token = await invite(
        db,
        { email: person.email, name: person.name, role: person.role, by: person.id },
        expiresAt,
      );
      await audit(db, person.id, 'device.link', person.email);
      return json(200, { link: `${party.origin}/#invitation=${token}`, expiresAt });
    }
    case 'POST /people/invite': {
      need('admin');
      const body = await readJson(request, bodies.invite);
      const token = await invite(
        db,
        { email: body.email, name: body.name ?? body.email.split('@')[0]!, role: body.role, by: person.id },
        Date.now() + INVITATION_MS,
      );
      await audit(db, person.id, 'invitation', `${body.email} (${body.role})`);
      return json(200, { link: `${party.origin}/#invitation=${token}` });
    }
    case 'POST /people/revoke': {
      need('admin');
      const { email } = await readJson(request, bodies.revoke);
      const done = await revoke(db, email);
      await audit(db, person.id, 'person.revoked', email);
      return json(200, { ok: true, revoked: done });
    }
    case 'GET /people': {
      need('admin');
      const rows = await db
        .prepare('SELECT email, name, role, created_at, revoked_at FROM people ORDER BY email')
        .all<Record<string, unknown>>();
      return json(200, { people: rows.results });
    }
  }
  return refusal(404, words('demande inconnue', 'unknown request'));
}

/** The page's answers carry the same guards as the local editor's: never framed, scripts only from itself. */
const PAGE_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) {
      try {
        return await api(request, env, url.pathname.slice('/api'.length));
      } catch (error) {
        if (error instanceof Refused)
          return refusal(
            error.status,
            error.words,
            'retryAfter' in error ? { 'retry-after': String(error.retryAfter) } : {},
          );
        if (error instanceof GitRefusal) return refusal(error.status, error.words);
        console.error(error);
        return refusal(
          500,
          words('erreur inattendue du serveur de l’éditeur', 'unexpected error in the editor’s server'),
        );
      }
    }
    // The page opened at another name of the same editor (127.0.0.1 for localhost, workers.dev for the firm's address):
    // its requests would come from an origin the editor refuses and its passkey would name another site. It goes to the
    // editor's own address, the link's #invitation kept by the browser (hosted trial 1 was stuck at « demande refusée »).
    const own = env.EDITOR_ORIGIN ? new URL(env.EDITOR_ORIGIN) : undefined;
    if (own && url.origin !== own.origin && (request.method === 'GET' || request.method === 'HEAD'))
      return Response.redirect(`${own.origin}${url.pathname}${url.search}`, 302);
    if (!env.ASSETS) return new Response('not found', { status: 404 });
    const page = await env.ASSETS.fetch(request);
    const answer = new Response(page.body, page);
    for (const [name, value] of Object.entries(PAGE_HEADERS)) answer.headers.set(name, value);
    return answer;
  },
};
