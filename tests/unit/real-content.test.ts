// The site's own YAML: valid, editor-ready, and formatted per locale where it shows money.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatProblem } from '../../src/site/problem.ts';
import { contentSession, listContentFiles, loadSite } from '../../src/site/site.ts';

const listing = listContentFiles('.');

describe('the real content', () => {
  it('validates', () => {
    const result = loadSite('.');
    expect(result.ok ? [] : result.problems.map((problem) => formatProblem(problem, 'en'))).toEqual([]);
  });

  it.each([listing.settings, ...listing.pages, ...listing.posts])('%s starts with the editor schema line', (file) => {
    const first = readFileSync(file, 'utf8').split('\n')[0];
    const kind = file === 'site.yaml' ? 'site' : file.startsWith('pages/blog/') ? 'post' : 'page';
    const depth = file.split('/').length - 1;
    expect(first).toBe(
      `# yaml-language-server: $schema=${depth === 0 ? './' : '../'.repeat(depth)}schema/${kind}.schema.json`,
    );
    expect(() => readFileSync(join(file, '..', first!.split('$schema=')[1]!))).not.toThrow();
  });

  it('builds one French and one English route per page', () => {
    const result = loadSite('.');
    if (!result.ok) throw new Error('invalid content');
    const { routes } = result.site;
    expect(routes.filter((route) => route.locale === 'fr')).toHaveLength(routes.length / 2);
    for (const route of routes)
      expect(routes.find((other) => other.path === route.alternate)?.alternate).toBe(route.path);
  });
});

describe('article bodies', () => {
  const posts = readdirSync('pages/blog').filter((file) => file.endsWith('.yaml'));
  it.each(posts)('pages/blog/%s holds no HTML tag: bodies are Markdown', (file) => {
    const body = (parse(readFileSync(`pages/blog/${file}`, 'utf8')) as { body?: { fr?: string; en?: string } }).body;
    for (const text of [body?.fr ?? '', body?.en ?? '']) expect(text).not.toMatch(/<\/?[a-z][\w-]*[\s>/]/i);
  });
});

describe('re-validation in the dev server and the editor (files not changed are not parsed again)', () => {
  it('sees every change of a draft, and the same problems as a cold load', () => {
    const session = contentSession();
    const first = loadSite('.', { session });
    expect(first.ok).toBe(true);
    const file = listing.pages[0]!;
    const text = readFileSync(file, 'utf8');
    const draft = (name: string) =>
      name === file ? text.replace(/^id: (.+)$/m, 'id: $1\nunknownField: 1') : undefined;
    expect(draft(file)).not.toBe(text);
    const broken = loadSite('.', { session, draft });
    const cold = loadSite('.', { draft });
    expect(broken.ok ? [] : broken.problems.map((problem) => formatProblem(problem))).toEqual(
      cold.ok ? [] : cold.problems.map((problem) => formatProblem(problem)),
    );
    expect(broken.ok).toBe(false);
    const fixed = loadSite('.', { session });
    expect(fixed.ok && fixed.site.pages.map((page) => page.id)).toEqual(
      first.ok && first.site.pages.map((page) => page.id),
    );
  });
});
