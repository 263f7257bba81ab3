// Article HTML keeps its structure and loses anything that could run.
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../src/content/html.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps allowed structure and escapes text', () => {
    const result = sanitizeArticleHtml('<h2>Titre</h2><p>A &amp; B &lt;ok&gt; <strong>gras</strong></p><ul><li>un</li></ul>');
    expect(result.problems).toEqual([]);
    expect(result.html).toBe('<h2>Titre</h2><p>A &amp; B &lt;ok&gt; <strong>gras</strong></p><ul><li>un</li></ul>');
  });

  it('opens external links in a new tab without giving them the opener', () => {
    expect(sanitizeArticleHtml('<a href="https://www.canada.ca">ARC</a>').html).toBe('<a href="https://www.canada.ca" target="_blank" rel="noopener noreferrer">ARC</a>');
  });

  it.each([
    ['<script>alert(1)</script>', '<script>'],
    ['<p onclick="x()">a</p>', 'onclick'],
    ['<img src=x onerror="x()">', '<img>'],
    ['<a href="javascript:alert(1)">a</a>', 'refused'],
    ['<a href="jav&#x61;script:alert(1)">a</a>', 'refused'],
    ['<a href="  JAVASCRIPT:alert(1)">a</a>', 'refused'],
    ['<a href="data:text/html,x">a</a>', 'refused'],
    ['<a href="http://example.com">a</a>', 'refused'],
    ['<a href="//evil.example.com">a</a>', 'refused'],
    ['<p style="color:red">a</p>', 'style'],
    ['<iframe src="https://a.example.com"></iframe>', '<iframe>'],
    ['<h1>Title</h1>', 'use h2'],
  ])('reports %s', (input, message) => {
    const result = sanitizeArticleHtml(input);
    expect(result.problems.map((problem) => problem.message).join(' ')).toContain(message);
    expect(result.html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|style=/i);
  });

  it('gives the offset of the offending tag', () => {
    expect(sanitizeArticleHtml('<p>ok</p>\n<script>x</script>').problems[0]?.offset).toBe(10);
  });

  it('lists internal links so they can be checked against the route table', () => {
    expect(sanitizeArticleHtml('<a href="/en/pricing">p</a>').internalLinks).toEqual([{ href: '/en/pricing', offset: 0 }]);
  });
});
