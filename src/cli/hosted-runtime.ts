// The hosted editor run locally, offline: its page built by Vite, its D1 migrations applied, its Worker started on workerd through `wrangler dev`; and invitations written into that same local D1.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { INVITATION_MS, ROLES, type Role } from '../hosted/rules.ts';

const run = promisify(execFile);
const projectRoot = resolve(import.meta.dirname, '../..');
export const HOSTED_CONFIG = join(projectRoot, 'src/hosted/wrangler.jsonc');
export const HOSTED_PAGE_DIR = join(projectRoot, '.build/hosted-page');
/** The site's validator and renderer built for workerd (the Worker imports it as 'hosted-site-render'). */
export const SITE_RENDER_FILE = join(projectRoot, '.build/hosted-render/site-render.js');
/** Where `npm run edit:hosted` keeps its local D1 between runs (people, passkeys, sessions). */
export const DEFAULT_STATE = join(projectRoot, '.wrangler-state');

const wranglerBin = () =>
  join(createRequire(import.meta.url).resolve('wrangler/package.json'), '..', 'bin', 'wrangler.js');

/** wrangler without telemetry, prompts, colours or a log file piling up in the home folder. */
const wranglerEnv = (state: string) => ({
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  CI: '1',
  NO_COLOR: '1',
  WRANGLER_LOG_PATH: join(state, 'wrangler.log'),
  VSCODE_INSPECTOR_OPTIONS: '{}',
});

async function wrangler(state: string, args: string[], config = HOSTED_CONFIG): Promise<string> {
  const { stdout } = await run(process.execPath, [wranglerBin(), ...args, '--config', config], {
    cwd: projectRoot,
    env: wranglerEnv(state),
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** Where SQL goes: the local D1 kept in a state folder, or the database on Cloudflare. */
export type D1Target = { local: string } | 'remote';

/** wrangler's arguments running `sql` on `target`: the two differ only in `--local --persist-to STATE` / `--remote`. */
export const d1ExecuteArgs = (target: D1Target, sql: string): string[] => [
  'd1',
  'execute',
  'DB',
  ...(target === 'remote' ? ['--remote'] : ['--local', '--persist-to', target.local]),
  '--json',
  '--command',
  sql,
];

/** Runs SQL on `target`; `--json` rows returned. Remote needs a Cloudflare login (`npx wrangler login`). */
export async function d1Sql<T = Record<string, unknown>>(
  target: D1Target,
  sql: string,
  config = HOSTED_CONFIG,
): Promise<T[]> {
  const state = target === 'remote' ? join(projectRoot, '.wrangler') : target.local;
  mkdirSync(state, { recursive: true });
  const out = await wrangler(state, d1ExecuteArgs(target, sql), config);
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed.flatMap((part) => part.results ?? []);
}

/** Runs SQL on the local D1 kept in `state` (the same the running editor uses); `--json` rows returned. */
export const localSql = <T = Record<string, unknown>>(state: string, sql: string): Promise<T[]> =>
  d1Sql<T>({ local: state }, sql);

/** Builds the hosted page (its script and styles) into .build/hosted-page. */
export async function buildHostedPage(quiet = true): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: join(projectRoot, 'src/hosted/client/vite.config.ts'),
    logLevel: quiet ? 'error' : 'info',
  });
}

/** Builds the site's validator and renderer for the Worker into .build/hosted-render (one module, everything inside). */
export async function buildSiteRender(quiet = true): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: join(projectRoot, 'src/hosted/site-render.vite.config.ts'),
    logLevel: quiet ? 'error' : 'info',
  });
}

/** The editor's settings, from the environment first, then from .dev.vars (KEY=value lines) at the project's root. */
export function hostedSettings(environment: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const file = join(projectRoot, '.dev.vars');
  const fromFile: Record<string, string> = {};
  if (existsSync(file))
    for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
      const found = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
      if (found) fromFile[found[1]!] = found[2]!.replace(/^"(.*)"$/, '$1');
    }
  const settings: Record<string, string> = {};
  for (const key of [
    'EDITOR_GIT_URL',
    'EDITOR_GIT_TOKEN',
    'EDITOR_GIT_USERNAME',
    'EDITOR_GIT_BRANCH',
    'EDITOR_ORIGIN',
    'EDITOR_GIT_HOST',
  ]) {
    const value = environment[key] ?? fromFile[key];
    if (value) settings[key] = value;
  }
  return settings;
}

export type HostedEditor = { url: string; state: string; process: ChildProcess; stop: () => void };

/**
 * Starts the hosted editor on localhost:`port` (a passkey's scope must be a name, not 127.0.0.1) against `settings`'
 * repository, its D1 in `state`; resolves once it answers. The settings reach the Worker through a file in `state`, never
 * the command line (where any process could read a token).
 */
export async function startHostedEditor(options: {
  port: number;
  state: string;
  settings: Record<string, string>;
  quiet?: boolean;
  build?: boolean;
}): Promise<HostedEditor> {
  const { port, state, settings } = options;
  if (!settings.EDITOR_GIT_URL)
    throw new Error(
      'EDITOR_GIT_URL is not set: name the content’s git repository (in the environment or in .dev.vars)',
    );
  mkdirSync(state, { recursive: true });
  if (options.build !== false || !existsSync(join(HOSTED_PAGE_DIR, 'index.html')))
    await buildHostedPage(options.quiet ?? true);
  if (options.build !== false || !existsSync(SITE_RENDER_FILE)) await buildSiteRender(options.quiet ?? true);
  await wrangler(state, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  const vars = join(state, 'editor.vars');
  const url = `http://localhost:${port}`;
  // The config's EDITOR_ORIGIN is the deployed address: here the editor is at its own.
  writeFileSync(
    vars,
    Object.entries({ EDITOR_ORIGIN: url, ...settings })
      .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
      .join('\n'),
    { mode: 0o600 },
  );
  const child = spawn(
    process.execPath,
    [
      wranglerBin(),
      'dev',
      '--config',
      HOSTED_CONFIG,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      state,
      '--env-file',
      vars,
      '--log-level',
      options.quiet ? 'error' : 'warn',
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: projectRoot,
      env: wranglerEnv(state),
      stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
      // Its own process group: stopping it stops workerd too.
      detached: true,
    },
  );
  const stop = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`the hosted editor stopped at start (exit ${child.exitCode})`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/me`, { signal: AbortSignal.timeout(1000) });
      writeFileSync(join(state, 'address'), url);
      return { url, state, process: child, stop };
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  stop();
  throw new Error('the hosted editor did not answer within 60 s');
}

const sqlText = (value: string | number | null) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

/** An invitation's one-time token and the SQL that stores it (its hash only) with its audit line. */
export function invitationSql(
  invitation: { email: string; role: Role; name?: string },
  now = Date.now(),
  token = randomBytes(32).toString('base64url'),
): { token: string; sql: string } {
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(invitation.email))
    throw new Error(`not an e-mail address: ${invitation.email}`);
  if (!ROLES.includes(invitation.role))
    throw new Error(`unknown role: ${invitation.role} (admin, publisher or editor)`);
  const hash = createHash('sha256').update(token).digest('hex');
  const name = invitation.name ?? invitation.email.split('@')[0]!;
  const values = [hash, invitation.email, name, invitation.role, null, now, now + INVITATION_MS]
    .map(sqlText)
    .join(', ');
  return {
    token,
    sql: `INSERT INTO invitations (token_hash, email, name, role, invited_by, created_at, expires_at) VALUES (${values}); INSERT INTO audit (at, person_id, action, detail) VALUES (${now}, NULL, 'invitation', ${sqlText(`${invitation.email} (${invitation.role}) from the command line`)})`,
  };
}

/** Writes an invitation into the local D1 of `state` and returns its one-time link (valid 72 hours). */
export async function inviteLocally(
  state: string,
  invitation: { email: string; role: Role; name?: string; origin?: string },
  now = Date.now(),
  token?: string,
): Promise<string> {
  const made = invitationSql(invitation, now, token);
  // The database exists once the editor has started here; before that, its tables are made now.
  if (!existsSync(join(state, 'v3', 'd1')))
    await wrangler(state, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  await localSql(state, made.sql);
  const origin =
    invitation.origin ??
    (existsSync(join(state, 'address'))
      ? readFileSync(join(state, 'address'), 'utf8').trim()
      : 'http://localhost:8787');
  return `${origin}/#invitation=${made.token}`;
}

/** The same invitation written into the D1 on Cloudflare (`wrangler d1 execute DB --remote`); the link is on the configured EDITOR_ORIGIN. */
export async function inviteRemotely(
  invitation: { email: string; role: Role; name?: string; origin?: string },
  config = HOSTED_CONFIG,
  now = Date.now(),
): Promise<string> {
  const origin = invitation.origin ?? readDeployConfig(config).origin;
  if (!origin || !isRealOrigin(origin)) throw new Error(originMissing);
  const made = invitationSql(invitation, now);
  await d1Sql('remote', made.sql, config);
  return `${origin.replace(/\/$/, '')}/#invitation=${made.token}`;
}

/** The placeholders src/hosted/wrangler.jsonc ships with, replaced by the IT person (docs/hosted-setup.md). */
export const PLACEHOLDER_DATABASE_ID = '00000000-0000-0000-0000-000000000000';
export const PLACEHOLDER_ORIGIN = 'https://editeur.example.ca';

/** What the deployment needs from the Worker's config: Cloudflare's id of the D1 database and the editor's own address. */
export function readDeployConfig(config = HOSTED_CONFIG): { databaseId?: string; origin?: string; name?: string } {
  // The config's comments are whole lines (`// …`): without them it is JSON.
  const text = readFileSync(config, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n');
  const parsed = JSON.parse(text) as {
    name?: string;
    vars?: Record<string, string>;
    d1_databases?: { binding: string; database_id?: string }[];
  };
  const databaseId = parsed.d1_databases?.find((database) => database.binding === 'DB')?.database_id;
  return {
    ...(databaseId ? { databaseId } : {}),
    ...(parsed.vars?.EDITOR_ORIGIN ? { origin: parsed.vars.EDITOR_ORIGIN } : {}),
    ...(parsed.name ? { name: parsed.name } : {}),
  };
}

const isRealOrigin = (origin: string) =>
  origin !== PLACEHOLDER_ORIGIN && /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\/?$/i.test(origin);

const originMissing = [
  'L’adresse de l’éditeur n’est pas choisie : dans src/hosted/wrangler.jsonc, remplacez « https://editeur.example.ca » (EDITOR_ORIGIN) par l’adresse https de l’éditeur, par exemple https://editeur.votrecabinet.ca (docs/hosted-setup.md, étape 6).',
  'The editor’s address is not set: in src/hosted/wrangler.jsonc, replace “https://editeur.example.ca” (EDITOR_ORIGIN) with the editor’s https address, e.g. https://editor.yourfirm.ca (docs/hosted-setup.md, step 6).',
].join('\n');

/** What stops a deployment before anything is sent to Cloudflare, in French then English (empty: none). */
export function deployProblems(config = HOSTED_CONFIG): string[] {
  const { databaseId, origin } = readDeployConfig(config);
  const problems: string[] = [];
  if (!databaseId || databaseId === PLACEHOLDER_DATABASE_ID)
    problems.push(
      [
        'La base de données D1 n’est pas reliée : dans src/hosted/wrangler.jsonc, remplacez « 00000000-0000-0000-0000-000000000000 » (database_id) par l’identifiant qu’a affiché « npx wrangler d1 create editeur-site » (docs/hosted-setup.md, étape 3).',
        'The D1 database is not connected: in src/hosted/wrangler.jsonc, replace “00000000-0000-0000-0000-000000000000” (database_id) with the id “npx wrangler d1 create editeur-site” printed (docs/hosted-setup.md, step 3).',
      ].join('\n'),
    );
  if (!origin || !isRealOrigin(origin)) problems.push(originMissing);
  return problems;
}

/** The secrets the Worker cannot run without: the content's repository and the credential that writes to it. */
export const REQUIRED_SECRETS = ['EDITOR_GIT_URL', 'EDITOR_GIT_TOKEN'] as const;

/** The required secrets absent from `wrangler secret list --format json`'s answer. */
export function missingSecrets(listed: readonly { readonly name: string; readonly type?: string }[]): string[] {
  const names = new Set(listed.map((secret) => secret.name));
  return REQUIRED_SECRETS.filter((name) => !names.has(name));
}

/** Runs wrangler against Cloudflare (deploy, secret list, remote migrations) with the project's config; output returned, errors thrown with wrangler's own words. */
export async function wranglerRemote(args: string[], config = HOSTED_CONFIG): Promise<string> {
  const state = join(projectRoot, '.wrangler');
  mkdirSync(state, { recursive: true });
  try {
    return await wrangler(state, args, config);
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string; message: string };
    // wrangler colours its errors even with NO_COLOR: its words only, for a terminal or a log.
    const words = stripVTControlCharacters(`${failed.stderr ?? ''}${failed.stdout ?? ''}`).trim();
    throw new Error(words || failed.message);
  }
}

/** Removes a state folder made for a run (tests). */
export const removeState = (state: string) => rmSync(state, { recursive: true, force: true });
