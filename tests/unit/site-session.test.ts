// A long-lived reader of the content (dev server, editor) gets every change of the files and pictures, and the same answer as a cold load.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/site/problem.ts';
import { contentSession, loadSite, type SiteResult } from '../../src/site/site.ts';
import { materialize } from '../fixtures/materialize.ts';

const problems = (result: SiteResult) => (result.ok ? [] : result.problems.map((problem) => formatProblem(problem)));
const ARTICLE = 'pages/blog/crypto-tax.yaml';

describe('a session that reuses what has not changed', () => {
  it('answers an unchanged site without checking it again, and sees a saved change, a draft and a picture removed', () => {
    const root = materialize();
    const session = contentSession();
    const first = loadSite(root, { session });
    expect(first.ok).toBe(true);
    // Nothing changed: the same result, not a new check of the whole site.
    expect(loadSite(root, { session })).toBe(first);

    // A picture of the site's own, then removed from public/: the problem shows though no YAML file changed.
    const article = readFileSync(join(root, ARTICLE), 'utf8');
    mkdirSync(join(root, 'public/images'), { recursive: true });
    writeFileSync(join(root, 'public/images/local.jpg'), 'jpeg');
    writeFileSync(join(root, ARTICLE), article.replace('https://images.example.com/photo-1.jpg', '/images/local.jpg'));
    const withPicture = loadSite(root, { session });
    expect(problems(withPicture)).toEqual([]);
    expect(withPicture).not.toBe(first);
    rmSync(join(root, 'public/images/local.jpg'));
    const pictureGone = loadSite(root, { session });
    expect(problems(pictureGone).join('\n')).toContain('/images/local.jpg');
    expect(problems(pictureGone)).toEqual(problems(loadSite(root)));

    // A draft's problem is the draft's alone: the saved site still answers as saved, before and after.
    writeFileSync(join(root, ARTICLE), article);
    const saved = loadSite(root, { session });
    expect(saved.ok).toBe(true);
    const draft = (file: string) =>
      file === ARTICLE ? article.replace(/^slug:/m, 'unknownField: 1\nslug:') : undefined;
    expect(draft(ARTICLE)).not.toBe(article);
    const drafted = loadSite(root, { session, draft });
    expect(problems(drafted)).toEqual(problems(loadSite(root, { draft })));
    expect(drafted.ok).toBe(false);
    expect(loadSite(root, { session })).toBe(saved);
    expect(loadSite(root, { session, draft })).toBe(drafted);
  });
});
