// The content gate re-reads with its accessibility engines and layout measures the pages drawn differently from the
// ones online: a changed text or picture counts, script chunks renamed by another page's change do not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedPages } from '../../src/cli/changed-pages.ts';

const root = mkdtempSync(join(tmpdir(), 'changed-pages-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function build(name: string, files: Record<string, string>): string {
  const dist = join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}

const page = (text: string, chunks: string, picture = '') =>
  `<html><head><link rel="modulepreload" href="/assets/index-${chunks}.js"><script type="module" src="/assets/fr-${chunks}.js"></script></head><body><h1>${text}</h1>${picture}</body></html>`;

describe('changedPages', () => {
  it('names the pages whose text, pictures or presence changed, not those whose chunks were only renamed', () => {
    const online = build('online', {
      'index.html': page('Accueil', 'AAAAAAAA'),
      'pricing.html': page('Tarifs : 170 $', 'AAAAAAAA'),
      'about.html': page('À propos', 'AAAAAAAA', '<img src="/images/bureau.webp" alt="">'),
      'images/bureau.webp': 'old picture',
      'en/blog/old-post.html': page('Old post', 'AAAAAAAA'),
      '404.html': page('Introuvable', 'AAAAAAAA'),
    });
    const built = build('built', {
      // Every chunk renamed (B-8_x-yz9): one of them lists the others.
      'index.html': page('Accueil', 'B-8_x-yz'),
      'pricing.html': page('Tarifs : 185 $', 'B-8_x-yz'),
      'about.html': page('À propos', 'B-8_x-yz', '<img src="/images/bureau.webp" alt="">'),
      'images/bureau.webp': 'new picture, same name',
      'en/blog/new-post.html': page('New post', 'B-8_x-yz'),
      '404.html': page('Page introuvable', 'B-8_x-yz'),
    });
    expect(changedPages(online, built)).toEqual(['/about', '/en/blog/new-post', '/pricing']);
  });

  it('names none when the content is the same', () => {
    const files = { 'index.html': page('Accueil', 'CCCCCCCC'), 'en.html': page('Home', 'CCCCCCCC') };
    expect(changedPages(build('same-a', files), build('same-b', files))).toEqual([]);
  });
});
