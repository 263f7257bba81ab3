// Who is signed in to the hosted editor: invitations turned into passkeys, passkey sign-in (@simplewebauthn), sessions with an idle expiry, failed sign-ins counted, and the audit log; all in D1.
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { D1Database } from './d1.ts';
import {
  CHALLENGE_MS,
  type Role,
  randomToken,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  SIGN_IN_FAILURES,
  SIGN_IN_WINDOW_MS,
  sha256Hex,
} from './rules.ts';

/** The relying party: the editor's own address, and its host name as the passkeys' scope. */
export type Party = { origin: string; rpID: string; name: string };
export type Person = { id: string; email: string; name: string; role: Role };
type Words = { fr: string; en: string };

/** A refusal with its HTTP status and its words for the person. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly words: Words,
  ) {
    super(words.en);
  }
}

const INVITATION_GONE: Words = {
  fr: 'ce lien d’invitation ne fonctionne plus : il a déjà servi, a expiré (72 heures) ou n’existe pas. Demandez-en un nouveau à la personne qui vous a invité.',
  en: 'this invitation link no longer works: it was already used, it expired (72 hours) or it does not exist. Ask the person who invited you for a new one.',
};
const SIGN_IN_FAILED: Words = {
  fr: 'la connexion a échoué : cette clé d’accès n’est pas reconnue',
  en: 'signing in failed: this passkey is not recognized',
};
const TOO_MANY: Words = {
  fr: 'trop de tentatives de connexion : attendez quelques minutes, puis réessayez',
  en: 'too many sign-in attempts: wait a few minutes, then try again',
};

export async function audit(
  db: D1Database,
  person: string | null,
  action: string,
  detail: string,
  now = Date.now(),
): Promise<void> {
  await db
    .prepare('INSERT INTO audit (at, person_id, action, detail) VALUES (?, ?, ?, ?)')
    .bind(now, person, action, detail)
    .run();
}

type InvitationRow = {
  token_hash: string;
  email: string;
  name: string;
  role: Role;
  expires_at: number;
  used_at: number | null;
};

async function validInvitation(db: D1Database, hash: string, now: number): Promise<InvitationRow> {
  const row = await db.prepare('SELECT * FROM invitations WHERE token_hash = ?').bind(hash).first<InvitationRow>();
  if (!row || row.used_at !== null || row.expires_at <= now) throw new Refused(410, INVITATION_GONE);
  return row;
}

/** Writes an invitation and returns its token (only its hash is kept). */
export async function invite(
  db: D1Database,
  invitation: { email: string; name: string; role: Role; by: string | null },
  expiresAt: number,
  now = Date.now(),
): Promise<string> {
  const token = randomToken();
  await db
    .prepare(
      'INSERT INTO invitations (token_hash, email, name, role, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(await sha256Hex(token), invitation.email, invitation.name, invitation.role, invitation.by, now, expiresAt)
    .run();
  return token;
}

async function newChallenge(
  db: D1Database,
  challenge: string,
  purpose: 'register' | 'sign-in',
  now: number,
  more: { invitation?: string; person?: string } = {},
): Promise<string> {
  const id = randomToken(18);
  await db
    .prepare(
      'INSERT INTO challenges (id, challenge, purpose, invitation_hash, person_id, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(id, challenge, purpose, more.invitation ?? null, more.person ?? null, now + CHALLENGE_MS)
    .run();
  return id;
}

type ChallengeRow = {
  id: string;
  challenge: string;
  purpose: 'register' | 'sign-in';
  invitation_hash: string | null;
  person_id: string | null;
  expires_at: number;
};
/** A challenge is used once: read and deleted together. */
async function takeChallenge(
  db: D1Database,
  id: string,
  purpose: ChallengeRow['purpose'],
  now: number,
): Promise<ChallengeRow | undefined> {
  const row = await db.prepare('DELETE FROM challenges WHERE id = ? RETURNING *').bind(id).first<ChallengeRow>();
  if (!row || row.purpose !== purpose || row.expires_at <= now) return undefined;
  return row;
}

/** The passkey prompt's options for an invitation's link; refused when the link was used or expired. */
export async function startInvitation(db: D1Database, party: Party, token: string, now = Date.now()) {
  const hash = await sha256Hex(token);
  const invitation = await validInvitation(db, hash, now);
  // A person invited again keeps who they are (their proposals and history), even after their access was removed.
  const known = await db
    .prepare('SELECT id FROM people WHERE email = ?')
    .bind(invitation.email)
    .first<{ id: string }>();
  const person = known?.id ?? randomToken(12);
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.rpID,
    userName: invitation.email,
    userDisplayName: invitation.name,
    userID: new TextEncoder().encode(person),
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const challengeId = await newChallenge(db, options.challenge, 'register', now, { invitation: hash, person });
  return { challengeId, options, email: invitation.email, role: invitation.role };
}

/** Session token and its cookie's lifetime. */
export type NewSession = { token: string; person: Person };

async function openSession(db: D1Database, person: Person, now: number): Promise<NewSession> {
  const token = randomToken();
  await db
    .prepare(
      'INSERT INTO sessions (token_hash, person_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(await sha256Hex(token), person.id, now, now, now + SESSION_IDLE_MS)
    .run();
  return { token, person };
}

/** The invitation's passkey checked and kept, the invitation spent, the person created (or given one more passkey), and a session opened. */
export async function finishInvitation(
  db: D1Database,
  party: Party,
  challengeId: string,
  response: RegistrationResponseJSON,
  now = Date.now(),
): Promise<NewSession> {
  const challenge = await takeChallenge(db, challengeId, 'register', now);
  if (!challenge?.invitation_hash || !challenge.person_id)
    throw new Refused(400, {
      fr: 'la demande de clé d’accès a expiré : rouvrez le lien d’invitation',
      en: 'the passkey request expired: open the invitation link again',
    });
  const invitation = await validInvitation(db, challenge.invitation_hash, now);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>> | undefined;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: false,
    });
  } catch {
    verified = undefined;
  }
  if (!verified?.verified || !verified.registrationInfo)
    throw new Refused(400, {
      fr: 'la clé d’accès n’a pas pu être vérifiée : réessayez',
      en: 'the passkey could not be verified: try again',
    });
  // Spent at most once, even by two tabs at the same moment.
  const spent = await db
    .prepare('UPDATE invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .bind(now, invitation.token_hash, now)
    .run();
  if (spent.meta.changes !== 1) throw new Refused(410, INVITATION_GONE);
  const { credential } = verified.registrationInfo;
  const person: Person = {
    id: challenge.person_id,
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
  };
  const revoked = await db
    .prepare('SELECT revoked_at FROM people WHERE id = ? AND revoked_at IS NOT NULL')
    .bind(person.id)
    .first<{ revoked_at: number }>();
  await db.batch([
    // Access removed before: the passkeys and sessions of then stay dead (a lost phone stays locked out); only this new passkey opens.
    ...(revoked
      ? [
          db.prepare('DELETE FROM passkeys WHERE person_id = ?').bind(person.id),
          db.prepare('DELETE FROM sessions WHERE person_id = ?').bind(person.id),
        ]
      : []),
    db
      .prepare(
        'INSERT INTO people (id, email, name, role, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET role = excluded.role, name = excluded.name, revoked_at = NULL',
      )
      .bind(person.id, person.email, person.name, person.role, now),
    db
      .prepare(
        'INSERT INTO passkeys (id, person_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .bind(
        credential.id,
        person.id,
        toBase64Url(credential.publicKey),
        credential.counter,
        JSON.stringify(credential.transports ?? []),
        now,
      ),
  ]);
  await audit(
    db,
    person.id,
    'invitation.accepted',
    `${person.email} (${person.role})${revoked ? ', access given back' : ''}`,
    now,
  );
  await audit(db, person.id, 'sign-in', 'passkey created', now);
  return openSession(db, person, now);
}

/** Failed sign-ins from `client` in the window: at the limit, the next is refused before anything is checked. */
export async function checkAttempts(db: D1Database, client: string, now = Date.now()): Promise<void> {
  const row = await db
    .prepare(
      'SELECT COUNT(*) AS failures, MIN(at) AS oldest FROM sign_in_attempts WHERE client = ? AND ok = 0 AND at > ?',
    )
    .bind(client, now - SIGN_IN_WINDOW_MS)
    .first<{ failures: number; oldest: number | null }>();
  if (row && row.failures >= SIGN_IN_FAILURES) {
    const wait = Math.max(1, Math.ceil(((row.oldest ?? now) + SIGN_IN_WINDOW_MS - now) / 1000));
    throw Object.assign(new Refused(429, TOO_MANY), { retryAfter: wait });
  }
}

export async function startSignIn(db: D1Database, party: Party, client: string, now = Date.now()) {
  await checkAttempts(db, client, now);
  const options = await generateAuthenticationOptions({ rpID: party.rpID, userVerification: 'preferred' });
  const challengeId = await newChallenge(db, options.challenge, 'sign-in', now);
  return { challengeId, options };
}

type PasskeyRow = {
  id: string;
  person_id: string;
  public_key: string;
  counter: number;
  transports: string;
  email: string;
  name: string;
  role: Role;
  revoked_at: number | null;
};

/** A passkey's answer checked against its stored key; any failure is counted against the client and written in the audit log. */
export async function finishSignIn(
  db: D1Database,
  party: Party,
  client: string,
  challengeId: string,
  response: AuthenticationResponseJSON,
  now = Date.now(),
): Promise<NewSession> {
  await checkAttempts(db, client, now);
  const fail = async (why: string): Promise<never> => {
    await db.prepare('INSERT INTO sign_in_attempts (at, client, ok) VALUES (?, ?, 0)').bind(now, client).run();
    await audit(db, null, 'sign-in.failed', `${client}: ${why}`, now);
    throw new Refused(401, SIGN_IN_FAILED);
  };
  const challenge = await takeChallenge(db, challengeId, 'sign-in', now);
  if (!challenge) return fail('no such challenge');
  const key = await db
    .prepare(
      'SELECT passkeys.*, people.email, people.name, people.role, people.revoked_at FROM passkeys JOIN people ON people.id = passkeys.person_id WHERE passkeys.id = ?',
    )
    .bind(String(response.id))
    .first<PasskeyRow>();
  if (!key) return fail('unknown passkey');
  if (key.revoked_at !== null) return fail(`revoked person ${key.email}`);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>> | undefined;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      credential: {
        id: key.id,
        publicKey: fromBase64Url(key.public_key),
        counter: key.counter,
        transports: JSON.parse(key.transports) as string[],
      },
      requireUserVerification: false,
    });
  } catch {
    verified = undefined;
  }
  if (!verified?.verified) return fail(`bad signature for ${key.email}`);
  await db.batch([
    db
      .prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?')
      .bind(verified.authenticationInfo.newCounter, now, key.id),
    db.prepare('INSERT INTO sign_in_attempts (at, client, ok) VALUES (?, ?, 1)').bind(now, client),
  ]);
  const person: Person = { id: key.person_id, email: key.email, name: key.name, role: key.role };
  await audit(db, person.id, 'sign-in', key.email, now);
  return openSession(db, person, now);
}

/** The person a session token belongs to, while the session is alive and the person not revoked; each use pushes the idle expiry back. */
export async function personOf(
  db: D1Database,
  token: string | undefined,
  now = Date.now(),
): Promise<(Person & { session: string }) | undefined> {
  if (!token) return undefined;
  const hash = await sha256Hex(token);
  const row = await db
    .prepare(
      'SELECT people.id, people.email, people.name, people.role, sessions.created_at, sessions.last_seen_at FROM sessions JOIN people ON people.id = sessions.person_id WHERE sessions.token_hash = ? AND sessions.expires_at > ? AND people.revoked_at IS NULL',
    )
    .bind(hash, now)
    .first<Person & { created_at: number; last_seen_at: number }>();
  if (!row || row.created_at + SESSION_MAX_MS <= now) return undefined;
  // Written at most once a minute: reading a page is not a write per request.
  if (now - row.last_seen_at > 60_000)
    await db
      .prepare('UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE token_hash = ?')
      .bind(now, now + SESSION_IDLE_MS, hash)
      .run();
  return { id: row.id, email: row.email, name: row.name, role: row.role, session: hash };
}

export async function endSession(db: D1Database, hash: string): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE token_hash = ?').bind(hash).run();
}

export async function endEverySession(db: D1Database, person: string): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE person_id = ?').bind(person).run();
}

/** A person's access removed: their sessions end now, their passkeys stop working, their pending links are spent. */
export async function revoke(db: D1Database, email: string, now = Date.now()): Promise<boolean> {
  const person = await db
    .prepare('UPDATE people SET revoked_at = ? WHERE email = ? AND revoked_at IS NULL RETURNING id')
    .bind(now, email)
    .first<{ id: string }>();
  await db.prepare('UPDATE invitations SET used_at = ? WHERE email = ? AND used_at IS NULL').bind(now, email).run();
  if (!person) return false;
  await endEverySession(db, person.id);
  return true;
}

function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const plain = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(plain.length);
  for (let index = 0; index < plain.length; index += 1) bytes[index] = plain.charCodeAt(index);
  return bytes;
}
