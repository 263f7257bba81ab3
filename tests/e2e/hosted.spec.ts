// The hosted editor end to end: its Worker on workerd (wrangler dev, local D1) against a real git server (git http-backend, asking for the server's token), Chromium's virtual authenticator for passkeys; an invitation to a published price, then every hostile request refused.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  HOSTED_PAGE_DIR,
  type HostedEditor,
  inviteLocally,
  localSql,
  startHostedEditor,
} from '../../src/cli/hosted-runtime.ts';
import { type GitServer, gitHttpServer } from '../unit/publish-git-server.ts';

const eventually = expect.configure({ timeout: 20_000 });
const port = Number(process.env.E2E_PORT ?? 4173) + 3;
/** The server's git credential: it must open the repository, and never reach a page. */
const TOKEN = `tok-${Math.random().toString(36).slice(2)}-never-shown`;
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: 'pipe',
  });

let work: string;
let bare: string;
let server: GitServer;
let editor: HostedEditor;
/** Every body and header the pages received, searched for the token at the end. */
const seen: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = mkdtempSync(join(tmpdir(), 'hosted-e2e-'));
  // The fixture site, committed on main, served by a real git server that wants the token.
  cpSync(join(import.meta.dirname, '../fixtures/site'), join(work, 'content'), { recursive: true });
  git(join(work, 'content'), 'init', '--quiet', '-b', 'main');
  git(join(work, 'content'), 'add', '--all');
  git(join(work, 'content'), 'commit', '--quiet', '-m', 'Contenu de départ');
  git(work, 'clone', '--quiet', '--bare', 'content', 'remote.git');
  bare = join(work, 'remote.git');
  git(bare, 'config', 'http.receivepack', 'true');
  server = await gitHttpServer(work);
  server.credential = { username: 'x-access-token', password: TOKEN };
  editor = await startHostedEditor({
    port,
    state: join(work, 'state'),
    settings: { EDITOR_GIT_URL: server.url('remote.git'), EDITOR_GIT_TOKEN: TOKEN },
  });
});

test.afterAll(async () => {
  editor?.stop();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A browser profile of its own with a platform passkey authenticator that answers without a prompt. */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  page.on('response', async (response) => {
    seen.push(JSON.stringify(await response.allHeaders()));
    seen.push(await response.text().catch(() => ''));
  });
  return page;
}

/** What a page's own script gets from the API (same origin, its cookie). */
const fromPage = (page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ([path, body]) => {
      const response = await fetch(
        `/api${path}`,
        body === undefined
          ? {}
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      );
      return { status: response.status, text: await response.text() };
    },
    [path, body] as const,
  );

const mainLog = () => git(bare, 'log', '--format=%H %ae %ce', 'main').trim().split('\n');

let editorPage: Page;
let publisherPage: Page;
let editorLink: string;

test('an invited editor raises the company price and proposes; an invited publisher publishes: main has one new commit, by the editor, changing that one line', async ({
  browser,
}) => {
  editorLink = await inviteLocally(editor.state, {
    email: 'marie@example.com',
    name: 'Marie Tremblay',
    role: 'editor',
  });
  const publisherLink = await inviteLocally(editor.state, {
    email: 'luc@example.com',
    name: 'Luc Gagnon',
    role: 'publisher',
  });
  const before = mainLog();
  const priceLine = readFileSync(join(work, 'content/site.yaml'), 'utf8')
    .split('\n')
    .find((line) => line.includes('companyPlan: { amount: 3500'))!;
  editorPage = await personPage(browser);
  publisherPage = await personPage(browser);

  const started = Date.now();
  let clicks = 0;
  const click = async (locator: ReturnType<Page['locator']>) => {
    clicks += 1;
    await locator.click();
  };
  await editorPage.goto(editorLink);
  await click(editorPage.getByRole('button', { name: 'Créer ma clé d’accès' }));
  await eventually(editorPage.getByRole('banner')).toContainText('Marie Tremblay (rédaction)');
  await click(editorPage.getByRole('navigation', { name: 'Fichiers' }).getByRole('button', { name: 'site.yaml' }));
  await click(editorPage.getByRole('button', { name: 'Prix et faits' }));
  const amount = editorPage.locator('#field-facts_prices_companyPlan_amount');
  await eventually(amount).toHaveValue('3500');
  await amount.fill('3900');
  // A closed tab loses nothing: the draft is kept in this browser (not counted in the clicks and seconds).
  const away = Date.now();
  await editorPage.reload();
  await editorPage
    .getByRole('navigation', { name: 'Fichiers' })
    .getByRole('button', { name: /site\.yaml/ })
    .click();
  await editorPage.getByRole('button', { name: 'Prix et faits' }).click();
  await eventually(amount).toHaveValue('3900');
  const reloading = Date.now() - away;
  await editorPage
    .getByRole('textbox', { name: 'Ce que vous changez, en quelques mots' })
    .fill('Prix entreprise : 3 900 $');
  await click(editorPage.getByRole('button', { name: 'Proposer' }));
  await eventually(editorPage.getByRole('status')).toContainText('Proposition n° 1 envoyée pour révision.');

  await publisherPage.goto(publisherLink);
  await click(publisherPage.getByRole('button', { name: 'Créer ma clé d’accès' }));
  await eventually(publisherPage.getByRole('banner')).toContainText('Luc Gagnon (publication)');
  const proposal = publisherPage.getByRole('listitem', { name: /Prix entreprise : 3 900 \$ — Marie Tremblay/ });
  await eventually(proposal).toContainText(
    'companyPlan: { amount: 3500, unit: fiscalYear } → companyPlan: { amount: 3900, unit: fiscalYear }',
  );
  await click(proposal.getByRole('button', { name: 'Publier' }));
  await eventually(publisherPage.getByRole('status')).toContainText('Publié');
  const seconds = (Date.now() - started - reloading) / 1000;
  console.log(`hosted: invitation links → published change: ${clicks} clicks (two people), ${seconds.toFixed(1)} s`);

  const after = mainLog();
  expect(after.length, 'main has exactly one new commit').toBe(before.length + 1);
  const [commit, author, committer] = after[0]!.split(' ');
  expect(author, 'authored by the editor').toBe('marie@example.com');
  expect(committer, 'committed by the publisher').toBe('luc@example.com');
  expect(git(bare, 'diff', '--numstat', `${commit}~1`, commit!).trim()).toBe('1\t1\tsite.yaml');
  const diff = git(bare, 'diff', '-U0', `${commit}~1`, commit!)
    .split('\n')
    .filter((line) => /^[-+] /.test(line));
  expect(diff).toEqual([`-${priceLine}`, `+${priceLine.replace('3500', '3900')}`]);
});

test('hostile requests are refused, links work once and expire, revocation is immediate, failed sign-ins slow down, the audit log records, the token stays on the server', async ({
  request,
}) => {
  const api = (path: string) => `${editor.url}/api${path}`;
  const origin = { origin: editor.url, 'content-type': 'application/json' };

  // No session.
  for (const path of ['/files', '/file?path=site.yaml', '/proposals', '/me'])
    expect((await request.get(api(path))).status(), `GET ${path} without a session`).toBe(401);
  expect(
    (
      await request.post(api('/proposals'), {
        headers: origin,
        data: { message: 'pirate', files: [{ path: 'site.yaml', text: 'x' }] },
      })
    ).status(),
    'POST /proposals without a session',
  ).toBe(401);

  // Another Origin, even with the editor's own session cookie.
  const cookies = await editorPage.context().cookies();
  const session = cookies.find((cookie) => cookie.name === '__Host-editor-session');
  expect(session, 'the session cookie').toBeDefined();
  expect(session, 'HttpOnly, Secure, SameSite=Strict').toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
  });
  const withSession = { cookie: `${session!.name}=${session!.value}`, 'content-type': 'application/json' };
  expect((await request.get(api('/me'), { headers: withSession })).status(), 'the session itself works').toBe(200);
  for (const other of ['https://evil.example', 'http://localhost:9999', 'null'])
    expect(
      (
        await request.post(api('/proposals'), {
          headers: { ...withSession, origin: other },
          data: { message: 'pirate', files: [{ path: 'site.yaml', text: 'x' }] },
        })
      ).status(),
      `Origin ${other}`,
    ).toBe(403);
  expect(
    (
      await request.post(api('/proposals'), {
        headers: withSession,
        data: { message: 'pirate', files: [{ path: 'site.yaml', text: 'x' }] },
      })
    ).status(),
    'no Origin at all',
  ).toBe(403);

  // An editor cannot publish, return, invite or see people.
  for (const [path, body] of [
    ['/proposals/publish', { id: 1 }],
    ['/proposals/return', { id: 1, comment: 'non' }],
    ['/people/invite', { email: 'x@example.com', role: 'admin' }],
    ['/people/revoke', { email: 'luc@example.com' }],
  ] as const)
    expect((await fromPage(editorPage, path, body)).status, `editor calling ${path}`).toBe(403);

  // An editor cannot change anything outside the content.
  const branches = () => git(bare, 'for-each-ref', '--format=%(refname)').trim().split('\n').sort();
  const refsBefore = branches();
  for (const path of [
    '.github/workflows/deploy.yml',
    'src/app/App.tsx',
    'package.json',
    'pages/../src/x.yaml',
    'public/images/../../index.html',
    'pages/blog/deep/x.yaml',
    'public/_headers',
  ])
    expect(
      (await fromPage(editorPage, '/proposals', { message: 'hors du contenu', files: [{ path, text: 'x' }] })).status,
      `proposing ${path}`,
    ).toBe(403);
  expect(branches(), 'no branch was pushed').toEqual(refsBefore);

  // An invitation link works once.
  const token = new URL(editorLink).hash.slice('#invitation='.length);
  const again = await request.post(api('/invitation/start'), { headers: origin, data: { token } });
  expect(again.status(), 'the editor’s link used a second time').toBe(410);
  const second = await personPage(editorPage.context().browser()!);
  await second.goto(editorLink);
  await second.getByRole('button', { name: 'Créer ma clé d’accès' }).click();
  await eventually(second.getByRole('status')).toContainText('ce lien d’invitation ne fonctionne plus');

  // An invitation link expires.
  const late = await inviteLocally(editor.state, { email: 'late@example.com', role: 'editor' });
  await localSql(editor.state, "UPDATE invitations SET expires_at = created_at + 1 WHERE email = 'late@example.com'");
  expect(
    (
      await request.post(api('/invitation/start'), {
        headers: origin,
        data: { token: new URL(late).hash.slice('#invitation='.length) },
      })
    ).status(),
    'an expired link',
  ).toBe(410);

  // A revoked person's session ends at once.
  expect((await fromPage(editorPage, '/me')).status, 'before revocation').toBe(200);
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/editor-revoke.ts', 'marie@example.com'], {
    env: { ...process.env, EDITOR_STATE: editor.state },
    stdio: 'pipe',
  });
  expect((await fromPage(editorPage, '/me')).status, 'right after revocation').toBe(401);
  expect(
    (await fromPage(editorPage, '/proposals', { message: 'encore moi', files: [{ path: 'site.yaml', text: 'x' }] }))
      .status,
    'proposing after revocation',
  ).toBe(401);

  // Repeated failed sign-ins are slowed down.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 7; attempt += 1) {
    const start = await request.post(api('/signin/start'), { headers: origin, data: {} });
    const challengeId = start.ok() ? ((await start.json()) as { challengeId: string }).challengeId : 'none';
    const finish = await request.post(api('/signin/finish'), {
      headers: origin,
      data: {
        challengeId,
        response: {
          id: `forged-${attempt}`,
          rawId: `forged-${attempt}`,
          type: 'public-key',
          response: {},
          clientExtensionResults: {},
        },
      },
    });
    statuses.push(start.ok() ? finish.status() : start.status());
  }
  expect(statuses, 'five failures, then 429').toEqual([401, 401, 401, 401, 401, 429, 429]);

  // The audit log.
  const actions = new Set(
    (await localSql<{ action: string }>(editor.state, 'SELECT action FROM audit')).map((row) => row.action),
  );
  for (const action of [
    'invitation',
    'invitation.accepted',
    'sign-in',
    'sign-in.failed',
    'proposal',
    'proposal.refused',
    'publication',
    'person.revoked',
  ])
    expect(actions.has(action), `audit has ${action}`).toBe(true);

  // The token never reached a page, and is in no built file.
  expect(seen.length, 'responses were recorded').toBeGreaterThan(10);
  for (const text of seen) expect(text.includes(TOKEN), 'a response carries the git token').toBe(false);
  const files = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((name) =>
          statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
        )
      : [];
  for (const file of [...files(HOSTED_PAGE_DIR), ...files(join(import.meta.dirname, '../../dist'))])
    expect(readFileSync(file, 'latin1').includes(TOKEN), `${file} carries the token`).toBe(false);
});
