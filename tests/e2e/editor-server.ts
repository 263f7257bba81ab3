// The editor's dev server for one spec, on a copy of a fixture site, with a dependency cache of its own (two servers
// bundling into one cache replace each other's files, and Vite then reloads the open page); opening and discarding a file.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { fixtureRoot } from './site.ts';

export type EditorServer = { origin: string; contentRoot: string; server: ViteDevServer; close: () => Promise<void> };

/** A copy of the frozen launch site's content (site.yaml and pages/): the editor's behaviour is pinned on it, never on the firm's content. */
export function copyOfLaunchSite(name: string): string {
  const root = mkdtempSync(join(tmpdir(), `${name}-`));
  cpSync(join(fixtureRoot, 'site.yaml'), join(root, 'site.yaml'));
  cpSync(join(fixtureRoot, 'pages'), join(root, 'pages'), { recursive: true });
  return root;
}

/** Starts the editor on `contentRoot` (removed on close) at the first free port from `port`. */
export async function startEditor(name: string, port: number, contentRoot: string): Promise<EditorServer> {
  process.env.SITE_CONTENT_ROOT = contentRoot;
  process.env.LANG = 'C.UTF-8';
  // With E2E_PORT (one per engineer sharing the machine), the editor takes the ports above it and a cache of its own.
  const base = process.env.E2E_PORT;
  const server = await createServer({
    configFile: join(process.cwd(), 'vite.config.ts'),
    cacheDir: `node_modules/.vite-${name}${base ? `-${base}` : ''}`,
    server: { port: base ? Number(base) + 2 : port, strictPort: false, host: '127.0.0.1' },
    logLevel: 'silent',
  });
  await server.listen();
  return {
    origin: server.resolvedUrls!.local[0]!.replace(/\/$/, ''),
    contentRoot,
    server,
    close: async () => {
      await server.close();
      delete process.env.SITE_CONTENT_ROOT;
      rmSync(contentRoot, { recursive: true, force: true });
    },
  };
}

const eventually = expect.configure({ timeout: 20_000 });

/** Opens a file of the editor's list by its title, and waits for its form. */
export async function openFile(page: Page, origin: string, title: RegExp) {
  await page.goto(`${origin}/__edit`);
  await page.getByRole('navigation').getByRole('button', { name: title }).click();
  await eventually(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
}

/** « Annuler mes modifications », then « Oui, annuler » when the editor asks. */
export async function discardChanges(page: Page) {
  await page.getByRole('button', { name: 'Annuler mes modifications' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await eventually(page.getByRole('main').getByRole('status')).toHaveText('Aucune modification');
}

/** A saved change to the « À propos » page's first title, as a marketer makes it. */
export async function saveAChange(page: Page, origin: string, words: string) {
  await openFile(page, origin, /À propos/);
  const box = page.locator('#field-sections_0_title_fr');
  await box.fill(`${await box.inputValue()} ${words}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await eventually(page.getByRole('main').getByRole('status').first()).toHaveText('Enregistré.');
}

/** A copy of the launch site committed in its own git repository and pushed to a bare remote, as the firm's would be. */
export function copyWithRemote(name: string): { contentRoot: string; remote: string } {
  const contentRoot = copyOfLaunchSite(name);
  const remote = mkdtempSync(join(tmpdir(), `${name}-remote-`));
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });
  git(remote, 'init', '--quiet', '--bare');
  git(contentRoot, 'init', '--quiet');
  git(contentRoot, 'add', '.');
  git(contentRoot, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'Départ');
  git(contentRoot, 'remote', 'add', 'origin', remote);
  git(contentRoot, 'push', '--quiet', 'origin', 'HEAD');
  return { contentRoot, remote };
}
