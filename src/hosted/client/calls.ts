// The hosted page's calls to its Worker: same-origin JSON, the session in an HttpOnly cookie the script never sees; every refusal read as words in both languages.
export type Words = { fr: string; en: string };
export type Person = { email: string; name: string; role: 'editor' | 'publisher' | 'admin' };
export type Problem = import('../../site/problem.ts').Problem;
/** A field two people changed differently since a proposal began (yaml-merge.ts), with its file. */
export type Conflict = {
  file: string;
  key: string;
  /** The field as the form names it, in each language. */
  where: Words;
  base: unknown;
  main: unknown;
  proposal: unknown;
};
/** A refusal carries the validator's problems when the content was refused, the conflicts when a merge needs a choice. */
export type Reply<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; error: Words; problems?: Problem[]; conflicts?: Conflict[] };

const unreachable = (why: string): Words => ({
  fr: `le serveur de l’éditeur ne répond pas (${why}) : vos changements sont gardés dans ce navigateur, réessayez`,
  en: `the editor’s server does not answer (${why}): your changes are kept in this browser, try again`,
});

/** Times a request the platform turned away before the Worker answered, or a reading left unanswered, is sent again. */
const RESENDS = 2;
/** How long a reading may go unanswered before it is asked again. wrangler dev's proxy once left GET /me unanswered
 *  for two minutes (CI stop 37), the page blank. A reading is safe to repeat; a sending (POST) is never timed out. */
const READ_WAIT_MS = 30_000;

export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply<T>> {
  let response: Response;
  for (let attempt = 0; ; attempt++) {
    const abort = new AbortController();
    // A timer, not AbortSignal.timeout: the page's clock (and a test's) moves it.
    if (method === 'GET') setTimeout(() => abort.abort(), READ_WAIT_MS);
    try {
      response = await fetch(`/api${path}`, {
        method,
        credentials: 'same-origin',
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
        signal: abort.signal,
      });
    } catch (error) {
      if (abort.signal.aborted && attempt < RESENDS) continue;
      const why = abort.signal.aborted
        ? `${READ_WAIT_MS / 1000} s`
        : error instanceof Error
          ? error.message
          : String(error);
      return { ok: false, status: 0, error: unreachable(why) };
    }
    // A 503 with Retry-After and no answer of the Worker's is the platform's, asking for the request again: a connection
    // it dropped on the way (wrangler dev's proxy, workers-sdk#14641; CI stop 36 lost a publication so). Publishing again
    // is safe (a proposal already on main is published once, git.ts); a proposal sent twice would show twice.
    const platform =
      response.status === 503 &&
      response.headers.has('retry-after') &&
      !response.headers.get('content-type')?.includes('application/json');
    if (!platform || attempt === RESENDS) break;
    const wait = Math.min(Number(response.headers.get('retry-after')) || 0, 5);
    await new Promise((resolve) => setTimeout(resolve, Math.max(wait * 1000, 300)));
  }
  const json = (await response.json().catch(() => null)) as
    | (T & { error?: Words; problems?: Problem[]; conflicts?: Conflict[] })
    | null;
  if (response.ok && json) return { ok: true, body: json };
  const error = json?.error && typeof json.error === 'object' ? json.error : unreachable(String(response.status));
  return {
    ok: false,
    status: response.status,
    error,
    ...(Array.isArray(json?.problems) ? { problems: json.problems } : {}),
    ...(Array.isArray(json?.conflicts) ? { conflicts: json.conflicts } : {}),
  };
}
