// The folders of src/ stand in layers (docs/architecture.md): a file imports its own folder or the folders below it, never one above.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Bottom first. A folder may import the folders before it in this list; styles are CSS and pictures only. */
const LAYERS = [
  'styles',
  'content',
  'shell',
  'sections',
  'site',
  'vite',
  'gallery',
  'app',
  'editor',
  'hosted',
  'cli',
] as const;

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** The folder under src/ a path stands in, or undefined for a path outside src/. */
const folderOf = (path: string) => {
  const [top, folder, ...rest] = relative('.', path).split('/');
  return top === 'src' && rest.length > 0 ? folder : undefined;
};

describe('the folders of src/', () => {
  it('import only their own folder or the folders below them', () => {
    const faults: string[] = [];
    for (const file of files('src')) {
      const from = folderOf(file);
      const rank = LAYERS.indexOf(from as (typeof LAYERS)[number]);
      if (rank < 0) {
        faults.push(`${file} stands in no folder of the layers: put it in one, or add its folder to LAYERS and docs`);
        continue;
      }
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"?]+)/g)) {
        const target = resolve(dirname(file), specifier!);
        const to = folderOf(target);
        if (to === undefined || to === from) continue;
        const above = LAYERS.indexOf(to as (typeof LAYERS)[number]);
        if (above < 0 || above > rank)
          faults.push(`${file} imports ${relative('.', target)}: src/${to} stands above src/${from}`);
      }
    }
    expect(faults).toEqual([]);
  });
});
