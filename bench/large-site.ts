// A large copy of the real content for the benchmark: the real pages plus generated ones, each a variant of a real page.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The generated pages are copies of this page with their own id, path and title. */
export const TEMPLATE_PAGE = 'pages/tax-planning.yaml';

/** A copy of the content in `root` with generated pages added until it has `pages` pages in all; returns its folder. */
export function generatedSite(root: string, pages: number): string {
  const dir = mkdtempSync(join(tmpdir(), `bench-${pages}-`));
  cpSync(join(root, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
  const template = readFileSync(join(root, TEMPLATE_PAGE), 'utf8');
  const existing = readdirSync(join(root, 'pages')).filter((file) => file.endsWith('.yaml')).length;
  for (let index = 0; index < pages - existing; index++) {
    const text = template
      .replace(/^id: .*$/m, `id: generated-${index}`)
      .replace(/^path: .*$/m, `path: /generated/page-${index}`)
      .replace(/^( {4}fr: )(.*)$/m, `$1$2 ${index}`)
      .replace(/^( {4}en: )(.*)$/m, `$1$2 ${index}`);
    writeFileSync(join(dir, 'pages', `generated-${index}.yaml`), text);
  }
  return dir;
}
