// What the hosted editor's specs share: the fixture site on a real git server asking for the server's token, the editor on workerd with a local D1 against it, and a person's browser with a passkey authenticator.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { type HostedEditor, startHostedEditor } from '../../src/cli/hosted-runtime.ts';
import { type GitServer, gitHttpServer } from '../unit/publish-git-server.ts';

export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: 'pipe',
  });

export type HostedFixture = {
  work: string;
  /** The content's bare repository, served by the git server. */
  bare: string;
  server: GitServer;
  editor: HostedEditor;
  /** The server's git credential: it must open the repository, and never reach a page. */
  token: string;
  stop: () => Promise<void>;
};

/** The fixture site committed on main, a real git server (git http-backend) wanting a token, the hosted editor on `port`. */
export async function hostedFixture(port: number, settings: Record<string, string> = {}): Promise<HostedFixture> {
  const token = `tok-${Math.random().toString(36).slice(2)}-never-shown`;
  const work = mkdtempSync(join(tmpdir(), 'hosted-e2e-'));
  cpSync(join(import.meta.dirname, '../fixtures/site'), join(work, 'content'), { recursive: true });
  git(join(work, 'content'), 'init', '--quiet', '-b', 'main');
  git(join(work, 'content'), 'add', '--all');
  git(join(work, 'content'), 'commit', '--quiet', '-m', 'Contenu de départ');
  git(work, 'clone', '--quiet', '--bare', 'content', 'remote.git');
  const bare = join(work, 'remote.git');
  git(bare, 'config', 'http.receivepack', 'true');
  const server = await gitHttpServer(work);
  server.credential = { username: 'x-access-token', password: token };
  const editor = await startHostedEditor({
    port,
    state: join(work, 'state'),
    // Built once for the run (global-setup.ts).
    build: false,
    settings: { EDITOR_GIT_URL: server.url('remote.git'), EDITOR_GIT_TOKEN: token, ...settings },
  });
  return {
    work,
    bare,
    server,
    editor,
    token,
    stop: async () => {
      editor.stop();
      await server.close();
      // wrangler's own log (every level: reloads, workerd's errors) outlives the run, for a failure to be read.
      const log = join(editor.state, 'wrangler.log');
      if (existsSync(log)) cpSync(log, join(process.cwd(), 'test-results', `hosted-wrangler-${port}.log`));
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Chromium's virtual platform authenticator on `page` (DevTools' WebAuthn domain): it answers without a prompt. */
export async function addAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
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
}

/** A browser profile of its own with a platform passkey authenticator that answers without a prompt; `seen` collects every response. */
export async function personPage(
  browser: Browser,
  screen?: { width: number; height: number },
  seen?: string[],
): Promise<Page> {
  const context = await browser.newContext(
    screen ? { viewport: screen, isMobile: screen.width < 600, hasTouch: screen.width < 600 } : {},
  );
  const page = await context.newPage();
  await addAuthenticator(page);
  if (seen)
    page.on('response', async (response) => {
      seen.push(JSON.stringify(await response.allHeaders()));
      seen.push(await response.text().catch(() => ''));
    });
  return page;
}

/** What a page's own script gets from the API (same origin, its cookie). */
export const fromPage = (page: Page, path: string, body?: unknown) =>
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

/** Opens a file from the list (by its file name, shown small under its title) and, for site.yaml, one of its parts. */
export async function openFile(page: Page, file: string, part?: string) {
  await page
    .getByRole('navigation', { name: /^(Fichiers|Files)$/ })
    .getByRole('button', { name: new RegExp(`${file.replaceAll('.', '\\.')}( •)?$`) })
    .click();
  if (part) await page.getByRole('button', { name: part }).click();
}
