// The editor's list of files: each page by its title and address; the page drawn for every article marked as such, with no
// address of its own.
import { describe, expect, it } from 'vitest';
import { fileEntries } from '../../src/editor/files.ts';
import { fixtureRoot } from '../e2e/site.ts';

describe('the list of files', () => {
  it('gives each page its address, and marks the page drawn for many addresses (the article page) a template', () => {
    const entries = fileEntries(fixtureRoot);
    const templates = entries.filter((entry) => entry.template);
    expect(templates.map((entry) => entry.file)).toEqual(['pages/blog-article.yaml']);
    expect(templates[0]?.address).toBeUndefined();
    const pages = entries.filter((entry) => entry.kind === 'page' && !entry.template);
    expect(pages.filter((entry) => entry.address === undefined).map((entry) => entry.file)).toEqual([]);
  });
});
