// Runs git for the editor's publication: it can never prompt (no terminal, no askpass, SSH in batch mode), each command has a time limit, and a failed push is named by its real cause.
import { spawn } from 'node:child_process';
import { type Message, message } from '../content/messages.ts';

/** How long a command may run before it is stopped: local work is quick; the network is given a minute. */
export type Limits = { local: number; network: number };
export const LIMITS: Limits = { local: 10_000, network: 60_000 };

export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly code: number | null,
    readonly stdout: string,
    readonly stderr: string,
    readonly timedOut: boolean,
    limit: number,
  ) {
    super(
      `git ${args.join(' ')}: ${timedOut ? `stopped after ${limit / 1000} s without an answer` : `exit code ${code}`}${stderr.trim() ? `\n${stderr.trim()}` : ''}`,
    );
    this.name = 'GitError';
  }
}

/**
 * The environment of every git the editor starts. Nobody sits at a terminal behind the dev server: git must fail at
 * once where it would ask (a user name, a password, an SSH passphrase or host key), never wait for an answer.
 */
export function quietGitEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base };
  // The repository is the one at the working directory, whatever a surrounding hook or tool exported.
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'SSH_ASKPASS', 'DISPLAY', 'WAYLAND_DISPLAY'])
    delete env[name];
  Object.assign(env, {
    GIT_TERMINAL_PROMPT: '0',
    // A program that answers nothing: git then gives up (“terminal prompts disabled”) instead of asking.
    GIT_ASKPASS: 'false',
    SSH_ASKPASS_REQUIRE: 'never',
    // Git Credential Manager (Windows, macOS) would open a sign-in window no one sees.
    GCM_INTERACTIVE: 'never',
    GIT_SSH_COMMAND: `${base.GIT_SSH_COMMAND || 'ssh'} -o BatchMode=yes -o ConnectTimeout=20`,
    GIT_EDITOR: 'true',
    GIT_PAGER: 'cat',
    // A file's name is a name, never a pattern: pages/[brouillon].yaml or :x.yaml mean themselves.
    GIT_LITERAL_PATHSPECS: '1',
    // A transfer that stalls (under 1 KB/s for 20 s) stops by itself, before the time limit.
    GIT_HTTP_LOW_SPEED_LIMIT: '1000',
    GIT_HTTP_LOW_SPEED_TIME: '20',
    // git's own words in English, so a failure's cause can be read from them (paths are bytes, whatever the locale).
    LC_ALL: 'C',
    LANGUAGE: 'C',
  });
  return env;
}

export type GitOutput = { stdout: string; bytes: Buffer; stderr: string };
export type GitOptions = { limit?: number; input?: string | Buffer; env?: Record<string, string> };

/**
 * git `args` in `cwd`, stdin closed (or fed `input`), stopped with its whole process group (remote helpers, ssh) when
 * it passes its time limit. Rejects with a GitError holding git's own words.
 */
export function runGit(cwd: string, args: readonly string[], options: GitOptions = {}): Promise<GitOutput> {
  const limit = options.limit ?? LIMITS.local;
  const posix = process.platform !== 'win32';
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-c', 'core.quotePath=false', ...args], {
      cwd,
      env: { ...quietGitEnv(), ...options.env },
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      // A session of its own: no controlling terminal to open, and one signal stops git and its helpers together.
      detached: posix,
      windowsHide: true,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (posix && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // Already gone.
      }
    }, limit);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const bytes = Buffer.concat(out);
      const stderr = Buffer.concat(err).toString('utf8');
      if (code === 0 && !timedOut) resolve({ stdout: bytes.toString('utf8'), bytes, stderr });
      else reject(new GitError(args, code, bytes.toString('utf8'), stderr, timedOut, limit));
    });
    if (options.input !== undefined) {
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(options.input);
    }
  });
}

export type PushCause = 'refused' | 'behind' | 'auth' | 'network' | 'timeout' | 'other';

/** Why a push failed, read from git's words: a server's refusal first (it also says “rejected”), then the others. */
export function pushCause(error: unknown): PushCause {
  if (error instanceof GitError && error.timedOut) return 'timeout';
  const words =
    error instanceof GitError
      ? `${error.stderr}\n${error.stdout}`
      : error instanceof Error
        ? error.message
        : String(error);
  if (
    /\[remote rejected\]|pre-receive hook declined|hook declined|protected branch|GH006|GL-HOOK-ERR|denied by|refusing to/i.test(
      words,
    )
  )
    return 'refused';
  if (/\[rejected\]|non-fast-forward|fetch first|Updates were rejected/i.test(words)) return 'behind';
  if (
    /could not read (Username|Password)|terminal prompts disabled|Authentication failed|HTTP Basic: Access denied|returned error: 40[13]|Permission denied \(publickey|Host key verification failed|Permission to .* denied|access denied|Invalid username or password/i.test(
      words,
    )
  )
    return 'auth';
  if (
    /Could not resolve host|Could not resolve hostname|Connection refused|Connection timed out|Failed to connect|Network is unreachable|No route to host|Operation timed out|timed out|early EOF|remote end hung up|unable to access|Connection reset|SSL/i.test(
      words,
    )
  )
    return 'network';
  return 'other';
}

/** The server's own lines (“remote: …”), which say why it refused. */
export function remoteLines(error: unknown): string[] {
  const words = error instanceof GitError ? error.stderr : '';
  return words
    .split(/\r?\n|\r/)
    .filter((line) => line.startsWith('remote:'))
    .map((line) => line.replace(/^remote:\s?/, '').replace(/\s+$/, ''))
    .filter((line) => line !== '');
}

/** What a failed push means for the marketer, and what happens next; the publication itself is already recorded here. */
export function pushProblem(cause: PushCause, limits: Limits = LIMITS): Message {
  const seconds = Math.round(limits.network / 1000);
  switch (cause) {
    case 'refused':
      return message(
        'le serveur du dépôt distant a refusé la publication (une règle du serveur ou une protection de la branche) ; son message est ci-dessous. L’équipe technique doit l’autoriser ou la faire passer par une demande de fusion.',
        'the remote’s server refused the publication (a server rule or a branch protection); its message is below. The technical team must allow it or take it through a pull request.',
      );
    case 'behind':
      return message(
        'le dépôt distant a reçu d’autres modifications depuis votre dernière mise à jour : l’équipe technique doit les récupérer (git pull), puis envoyer votre publication (git push) ou vous laisser cliquer sur « Envoyer maintenant ».',
        'the remote has received other changes since your last update: the technical team must fetch them (git pull), then send your publication (git push) or let you click “Send now”.',
      );
    case 'auth':
      return message(
        'le dépôt distant demande une identification que cet ordinateur n’a pas, ou il l’a refusée : l’équipe technique doit donner à cet ordinateur l’accès au dépôt, puis cliquez sur « Envoyer maintenant ».',
        'the remote asks for credentials this computer does not have, or refused them: the technical team must give this computer access to the repository, then click “Send now”.',
      );
    case 'network':
      return message(
        'le dépôt distant est injoignable (pas de connexion Internet, adresse introuvable ou serveur arrêté) : vérifiez la connexion, puis cliquez sur « Envoyer maintenant ».',
        'the remote cannot be reached (no Internet connection, unknown address or server down): check the connection, then click “Send now”.',
      );
    case 'timeout':
      return message(
        `le dépôt distant n’a pas répondu en ${seconds} secondes : l’envoi a été arrêté. Vérifiez la connexion, puis cliquez sur « Envoyer maintenant ».`,
        `the remote did not answer within ${seconds} seconds: sending was stopped. Check the connection, then click “Send now”.`,
      );
    default:
      return message(
        'l’envoi au dépôt distant a échoué : l’équipe technique en trouvera la raison dans les détails techniques.',
        'sending to the remote failed: the technical team will find why in the technical details.',
      );
  }
}
