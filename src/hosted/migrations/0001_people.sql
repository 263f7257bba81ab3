-- The hosted editor's people, their passkeys, invitations, sessions, proposals and the audit log. Times are milliseconds since 1970 (UTC).
CREATE TABLE people (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'publisher', 'editor')),
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY, -- the credential's id (base64url), as the browser names it
  person_id TEXT NOT NULL REFERENCES people(id),
  public_key TEXT NOT NULL, -- base64url COSE key
  counter INTEGER NOT NULL,
  transports TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_person ON passkeys(person_id);
-- Only the SHA-256 of a link's token is kept: the database alone cannot be used to sign up.
CREATE TABLE invitations (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'publisher', 'editor')),
  invited_by TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  person_id TEXT NOT NULL REFERENCES people(id),
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_person ON sessions(person_id);
-- A WebAuthn challenge, used once: for creating a passkey from an invitation, or for signing in.
CREATE TABLE challenges (
  id TEXT PRIMARY KEY,
  challenge TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  invitation_hash TEXT,
  person_id TEXT,
  expires_at INTEGER NOT NULL
);
CREATE TABLE sign_in_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  client TEXT NOT NULL,
  ok INTEGER NOT NULL
);
CREATE INDEX sign_in_attempts_client ON sign_in_attempts(client, at);
CREATE TABLE proposals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  person_id TEXT NOT NULL REFERENCES people(id),
  branch TEXT NOT NULL,
  base TEXT NOT NULL, -- main's commit the proposal was made on
  head TEXT NOT NULL, -- the proposal's commit
  files TEXT NOT NULL, -- JSON: [{path, before: blob id or null, after: blob id or null}]
  message TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'published', 'returned')),
  comment TEXT,
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  decided_by TEXT,
  published_commit TEXT
);
CREATE TABLE audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  person_id TEXT,
  action TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
