// What an office's IT person runs to put the hosted editor on Cloudflare (npm run editor:deploy, npm run editor:invite --remote): the refusals they see, the build and offline bundle, and the remote invitation's SQL being the local one's.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  type D1Target,
  d1ExecuteArgs,
  HOSTED_CONFIG,
  invitationSql,
  inviteLocally,
  localSql,
  missingSecrets,
  PLACEHOLDER_DATABASE_ID,
  PLACEHOLDER_ORIGIN,
} from '../../src/cli/hosted-runtime.ts';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(process.env.SITE_TESTS_TMP ?? '/tmp', 'editor-deploy-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the Worker's config as the IT person leaves it, its paths made absolute so it works from elsewhere. */
function configWith(name: string, databaseId: string, origin: string): string {
  const hosted = join(root, 'src/hosted');
  const text = readFileSync(HOSTED_CONFIG, 'utf8')
    .replace('"worker.ts"', JSON.stringify(join(hosted, 'worker.ts')))
    .replace('"migrations"', JSON.stringify(join(hosted, 'migrations')))
    .replaceAll('"../../.build/', `"${root}/.build/`)
    .replace(PLACEHOLDER_DATABASE_ID, databaseId)
    .replace(PLACEHOLDER_ORIGIN, origin);
  const file = join(work, `${name}.jsonc`);
  writeFileSync(file, text);
  return file;
}

/** Runs an npm script's command as the IT person would, with no Cloudflare login on this machine (a home of its own). */
function command(script: string, args: string[]) {
  const home = join(work, 'home');
  mkdirSync(home, { recursive: true });
  const run = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, script), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), CLOUDFLARE_API_TOKEN: '' },
    timeout: 170_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

const REAL_ID = '3f2a9c1e-5b7d-4e21-9a0c-8d6b1f4e2a37';
const REAL_ORIGIN = 'https://editeur.cabinet-essai.ca';

describe('npm run editor:deploy', () => {
  test('refuses, in French then English and before building anything, while the config still holds a placeholder', () => {
    for (const [item, config, said, notSaid] of [
      ['the config as committed', HOSTED_CONFIG, ['database_id', 'EDITOR_ORIGIN'], []],
      [
        'the database not created',
        configWith('no-db', PLACEHOLDER_DATABASE_ID, REAL_ORIGIN),
        ['database_id'],
        ['EDITOR_ORIGIN'],
      ],
      [
        'the address not chosen',
        configWith('no-origin', REAL_ID, PLACEHOLDER_ORIGIN),
        ['EDITOR_ORIGIN'],
        ['database_id'],
      ],
      [
        'an address without https',
        configWith('http', REAL_ID, 'http://editeur.cabinet-essai.ca'),
        ['EDITOR_ORIGIN'],
        ['database_id'],
      ],
    ] as const) {
      const run = command('src/cli/editor-deploy.ts', ['--config', config]);
      expect(run.status, item).toBe(1);
      for (const word of said) expect(run.out, `${item}: names ${word}`).toContain(word);
      for (const word of notSaid) expect(run.out, `${item}: does not name ${word}`).not.toContain(word);
      expect(run.out, item).toContain('Rien n’a été envoyé à Cloudflare. / Nothing was sent to Cloudflare.');
      expect(run.out, `${item}: French first`).toMatch(/remplacez[\s\S]*replace/);
      expect(run.out, `${item}: nothing built`).not.toContain('construits');
    }
  });

  test('with the config filled in, builds the page and the renderer, bundles the Worker offline, then asks for a Cloudflare login before sending anything', () => {
    const bundle = join(root, '.build/hosted-worker/worker.js');
    rmSync(join(root, '.build/hosted-worker'), { recursive: true, force: true });
    const run = command('src/cli/editor-deploy.ts', ['--config', configWith('filled', REAL_ID, REAL_ORIGIN)]);
    expect(run.out).toContain('✓ Page de l’éditeur et rendu du site construits');
    expect(run.out).toContain('✓ Worker assemblé (vérification hors ligne)');
    expect(existsSync(bundle), 'the Worker as it would be sent').toBe(true);
    expect(existsSync(join(root, '.build/hosted-page/index.html')), 'the editor’s page').toBe(true);
    expect(run.status).toBe(1);
    expect(run.out).toContain('connectez-vous d’abord avec « npx wrangler login »');
    expect(run.out).toContain('sign in first with “npx wrangler login”');
    expect(run.out, 'wrangler’s own words, without colour codes').not.toContain('\u001b[');
    expect(run.out, 'stopped before the secrets').not.toContain('Secrets présents');
  }, 180_000);

  test('--dry-run stops after the offline bundle and says nothing was sent', () => {
    const run = command('src/cli/editor-deploy.ts', ['--config', configWith('dry', REAL_ID, REAL_ORIGIN), '--dry-run']);
    expect(run.status, run.out).toBe(0);
    expect(run.out).toContain('rien n’a été envoyé à Cloudflare');
    expect(run.out).not.toContain('wrangler login');
  }, 180_000);

  test('names each missing secret from wrangler’s list (names only, as `wrangler secret list --format json` prints them)', () => {
    for (const [item, listed, missing] of [
      ['none set', [], ['EDITOR_GIT_URL', 'EDITOR_GIT_TOKEN']],
      ['the token missing', [{ name: 'EDITOR_GIT_URL', type: 'secret_text' }], ['EDITOR_GIT_TOKEN']],
      [
        'both set, one more',
        [
          { name: 'EDITOR_GIT_TOKEN', type: 'secret_text' },
          { name: 'EDITOR_GIT_URL', type: 'secret_text' },
          { name: 'EDITOR_GIT_HOST', type: 'secret_text' },
        ],
        [],
      ],
    ] as const)
      expect(missingSecrets(listed), item).toEqual(missing);
  });
});

describe('npm run editor:invite -- --remote', () => {
  test('sends Cloudflare’s D1 exactly the SQL the local path runs, and that SQL makes a working invitation in a real local D1', async () => {
    const state = join(work, 'state');
    const now = Date.UTC(2026, 10, 25, 14, 0);
    const token = 'jeton-d-essai-0123456789abcdefghijklmnopqrstu';
    const invitation = { email: 'admin@cabinet-essai.ca', role: 'admin', name: 'Anne Roy' } as const;
    const made = invitationSql(invitation, now, token);
    // The two targets differ only in where: the same command, the same SQL.
    const local: D1Target = { local: state };
    const swap = (args: string[]) => args.join('\u0000').replace(`--local\u0000--persist-to\u0000${state}`, '--remote');
    expect(d1ExecuteArgs('remote', made.sql).join('\u0000')).toBe(swap(d1ExecuteArgs(local, made.sql)));
    // The local path, for real through wrangler on a local D1: the row is the one the SQL describes.
    const link = await inviteLocally(state, { ...invitation, origin: 'https://editeur.cabinet-essai.ca' }, now, token);
    expect(link).toBe(`https://editeur.cabinet-essai.ca/#invitation=${token}`);
    const rows = await localSql<Record<string, unknown>>(
      state,
      'SELECT token_hash, email, name, role, created_at, expires_at, used_at FROM invitations',
    );
    expect(rows).toEqual([
      {
        token_hash: createHash('sha256').update(token).digest('hex'),
        email: 'admin@cabinet-essai.ca',
        name: 'Anne Roy',
        role: 'admin',
        created_at: now,
        expires_at: now + 72 * 3600 * 1000,
        used_at: null,
      },
    ]);
    const audit = await localSql<{ action: string; detail: string }>(state, 'SELECT action, detail FROM audit');
    expect(audit).toEqual([{ action: 'invitation', detail: 'admin@cabinet-essai.ca (admin) from the command line' }]);
    expect(made.sql, 'the token itself is never stored').not.toContain(token);
  }, 60_000);

  test('refuses while the editor’s address is a placeholder, and asks for a Cloudflare login when there is none', () => {
    for (const [item, config, said] of [
      ['address not chosen', configWith('invite-no-origin', REAL_ID, PLACEHOLDER_ORIGIN), 'EDITOR_ORIGIN'],
      ['no login', configWith('invite-filled', REAL_ID, REAL_ORIGIN), 'npx wrangler login'],
    ] as const) {
      const run = command('src/cli/editor-invite.ts', [
        'admin@cabinet-essai.ca',
        '--role',
        'admin',
        '--remote',
        '--config',
        config,
      ]);
      expect(run.status, item).toBe(1);
      expect(run.out, item).toContain(said);
      expect(run.out, `${item}: no link printed`).not.toContain('#invitation=');
    }
  }, 60_000);
});
