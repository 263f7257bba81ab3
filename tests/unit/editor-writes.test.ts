// The editor writes only into the content's own folders: a symbolic link on the way, or a real path elsewhere, is refused with plain words.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeRefusal } from '../../src/editor/files.ts';
import { materialize } from '../fixtures/materialize.ts';

const root = materialize();
const outside = mkdtempSync(join(tmpdir(), 'outside-content-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('writeRefusal', () => {
  it('lets the editor write the content’s own files and folders, new ones included', () => {
    const allowed = [
      'site.yaml',
      'pages/home.yaml',
      'pages/nouvelle-page.yaml',
      'pages/blog/crypto-tax.yaml',
      'pages/blog/nouvel-article.yaml',
      'public/images/photo-12345678.webp',
    ];
    expect(allowed.filter((file) => writeRefusal(root, file) !== undefined)).toEqual([]);
  });

  it('refuses any path through a symbolic link, inside or outside the content, naming the link', () => {
    mkdirSync(join(outside, 'images'));
    mkdirSync(join(root, 'pages/archive'));
    mkdirSync(join(root, 'public'), { recursive: true });
    symlinkSync(join(outside, 'images'), join(root, 'public/images'));
    symlinkSync(join(root, 'pages/archive'), join(root, 'pages/vieux'));
    symlinkSync(join(root, 'pages/home.yaml'), join(root, 'pages/accueil.yaml'));
    writeFileSync(join(outside, 'notes.yaml'), 'id: notes\n');
    symlinkSync(join(outside, 'notes.yaml'), join(root, 'pages/notes.yaml'));
    const cases: [file: string, link: string][] = [
      ['public/images/photo-12345678.webp', 'public/images'],
      ['pages/vieux/article.yaml', 'pages/vieux'],
      ['pages/accueil.yaml', 'pages/accueil.yaml'],
      ['pages/notes.yaml', 'pages/notes.yaml'],
    ];
    const wrong = cases.flatMap(([file, link]) => {
      const refusal = writeRefusal(root, file);
      return refusal?.fr.includes(`« ${link} » est un lien symbolique`) &&
        refusal.en.includes(`“${link}” is a symbolic link`)
        ? []
        : [`${file}: ${JSON.stringify(refusal)}`];
    });
    expect(wrong).toEqual([]);
  });
});
