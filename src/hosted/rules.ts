// The hosted editor's rules shared by the Worker and the commands: roles, how long links and sessions last, which paths a proposal may change. Nothing of Node, nothing of the Worker.

export const ROLES = ['editor', 'publisher', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Each role can do what the roles before it can: a publisher also proposes, an admin also publishes. */
export const canAct = (role: Role, needed: Role) => ROLES.indexOf(role) >= ROLES.indexOf(needed);

const HOUR = 60 * 60 * 1000;
/** An invitation link works once, within 72 hours. */
export const INVITATION_MS = 72 * HOUR;
/** A link to add one's own device (« Ajouter un appareil ») works once, within 30 minutes: it is made to be used now. */
export const DEVICE_LINK_MS = 30 * 60 * 1000;
/** A session unused for 8 hours (a working day) ends; none lasts more than 30 days. */
export const SESSION_IDLE_MS = 8 * HOUR;
export const SESSION_MAX_MS = 30 * 24 * HOUR;
/** A passkey prompt must be answered within 5 minutes. */
export const CHALLENGE_MS = 5 * 60 * 1000;
/** Five failed sign-ins from one place within 15 minutes: that place waits until the oldest is 15 minutes old. */
export const SIGN_IN_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export const SESSION_COOKIE = '__Host-editor-session';

const PICTURE = /\.(webp|avif|png|jpe?g|gif|svg)$/i;
/** Leftovers of editors and tools (temporary copies, swap and backup files, dotfiles): never proposed. Same rule as the local editor's. */
function isTemporary(file: string): boolean {
  const name = file.split('/').pop() ?? '';
  return (
    name.startsWith('.') ||
    name.startsWith('#') ||
    name.startsWith('~$') ||
    name.endsWith('~') ||
    /\.(tmp|temp|swp|swo|swx|bak|orig|rej|part|crdownload)$/i.test(name)
  );
}

/** The only files a proposal may change: site.yaml, pages/*.yaml, pages/blog/*.yaml and pictures under public/images/. */
export function isContentPath(file: string): boolean {
  if (
    isTemporary(file) ||
    file.split('/').some((part) => part === '..' || part === '' || part === '.') ||
    /[\\\p{Cc}]/u.test(file)
  )
    return false;
  return (
    file === 'site.yaml' ||
    /^pages\/(?:blog\/)?[^/]+\.yaml$/.test(file) ||
    (file.startsWith('public/images/') && PICTURE.test(file))
  );
}

/** SHA-256 of a text, in hex: links' and sessions' tokens are kept only as this. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random token of `bytes` bytes, base64url. */
export function randomToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
