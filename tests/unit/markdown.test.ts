// Article bodies in Markdown: every allowed construct becomes the expected HTML, links by id resolve per language, and nothing a body holds can run.
import { describe, expect, it } from 'vitest';
import { message } from '../../src/content/messages.ts';
import { compileMarkdown, type LinkTarget } from '../../src/site/markdown.ts';

const paths: Record<string, string> = {
  'page:contact': '/contact',
  'page:pricing-company': '/pricing/company',
  'post:tax-reform': '/blog/tax-reform',
};
const resolve = (target: LinkTarget) => {
  const key = 'page' in target ? `page:${target.page}` : `post:${target.post}`;
  return paths[key] ? { path: paths[key]! } : { problem: message(`inconnu ${key}`, `unknown ${key}`) };
};
const compile = (source: string, text?: (value: string) => string) =>
  compileMarkdown(source, { resolve, ...(text ? { text } : {}) });

describe('compileMarkdown', () => {
  it('writes headings, paragraphs, lists, emphasis, quotes and rules as the allowlisted HTML', () => {
    const result = compile(
      '## Titre\n\nUn **gras** et un *italique*.\n\n- un\n- deux\n\n1. premier\n2. second\n\n> Citation\n\n### Sous-titre\n\n---\n',
    );
    expect(result.problems).toEqual([]);
    expect(result.html).toBe(
      '<h2>Titre</h2>\n<p>Un <strong>gras</strong> et un <em>italique</em>.</p>\n<ul><li>un</li><li>deux</li></ul>\n<ol><li>premier</li><li>second</li></ol>\n<blockquote><p>Citation</p></blockquote>\n<h3>Sous-titre</h3>\n<hr>',
    );
  });

  it('turns links by id into the page’s address, keeps #fragments, and opens external links in a new tab without the opener', () => {
    expect(
      compile('[Nous joindre](page:contact) [tarifs](page:pricing-company#calculator) [article](post:tax-reform)').html,
    ).toBe(
      '<p><a href="/contact">Nous joindre</a> <a href="/pricing/company#calculator">tarifs</a> <a href="/blog/tax-reform">article</a></p>',
    );
    expect(compile('[ARC](https://www.canada.ca)').html).toBe(
      '<p><a href="https://www.canada.ca" target="_blank" rel="noopener noreferrer">ARC</a></p>',
    );
    expect(compile('[courriel](mailto:info@example.com) [tél.](tel:+15145550100)').problems).toEqual([]);
  });

  it('escapes every text and applies the text hook to text only, never to addresses', () => {
    const result = compile('A & B < C [lien : ici](https://example.com/a:b)', (value) =>
      value.replaceAll(' :', '\u00a0:'),
    );
    expect(result.html).toBe(
      '<p>A &amp; B &lt; C <a href="https://example.com/a:b" target="_blank" rel="noopener noreferrer">lien\u00a0: ici</a></p>',
    );
  });

  it.each([
    ['<script>alert(1)</script>', 'HTML is not allowed'],
    ['Texte <b onclick="x()">gras</b>', 'HTML is not allowed'],
    ['<img src=x onerror="x()">', 'HTML is not allowed'],
    ['[a](javascript:alert(1))', 'refused'],
    ['[a](JAVASCRIPT:alert(1))', 'refused'],
    ['[a](jav&#x61;script:alert(1))', 'refused'],
    ['[a](data:text/html,x)', 'refused'],
    ['[a](http://example.com)', 'refused'],
    ['[a](//evil.example.com)', 'write the link'],
    ['[a](/pricing)', 'write the link'],
    ['[a](page:unknown)', 'unknown page:unknown'],
    ['![photo](https://example.com/a.jpg)', 'images do not go'],
    ['# Titre', 'only h1'],
    ['## A\n\n#### B', 'skips a level'],
    ['```\ncode\n```', 'code blocks'],
    ['[a][ref]\n\n[ref]: https://example.com', 'in full'],
  ])('refuses %s, reports it, and the HTML holds nothing that could run', (source, words) => {
    const result = compile(source);
    expect(result.problems.map((problem) => problem.message.en).join(' | ')).toContain(words);
    for (const problem of result.problems) expect(problem.message.fr).not.toBe(problem.message.en);
    expect(result.html).not.toMatch(/<script|<img|<iframe|\son\w+=|javascript:|data:|href="http:|href="\/\//i);
  });

  it('reports each problem at its offset in the text', () => {
    const source = 'Un paragraphe.\n\n<script>x</script>\n\nVoir [ici](page:nope).';
    const [html, link] = compile(source).problems;
    expect(html!.offset).toBe(source.indexOf('<script>'));
    expect(link!.offset).toBe(source.indexOf('[ici]'));
  });
});
