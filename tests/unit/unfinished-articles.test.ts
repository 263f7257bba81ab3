// Two articles created and not yet written: the site still previews (each is unfinished, not a duplicate of the other).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { formatProblem } from '../../src/site/problem.ts';
import { postScaffold } from '../../src/site/scaffold.ts';
import { loadSite } from '../../src/site/site.ts';
import { materialize } from '../fixtures/materialize.ts';

it('two new articles with their placeholders preview; validate lists them as unfinished, never as the same title', () => {
  const root = materialize();
  for (const [slug, title] of [
    ['premier-brouillon', 'Premier brouillon'],
    ['second-brouillon', 'Second brouillon'],
  ] as const) {
    const { file, text } = postScaffold(slug, new Date('2026-11-26T12:00:00Z'), title);
    writeFileSync(join(root, file), text);
  }
  const preview = loadSite(root, { unfinished: 'preview' });
  expect(preview.ok ? [] : preview.problems.map((problem) => formatProblem(problem))).toEqual([]);
  const refused = loadSite(root, { unfinished: 'refuse' });
  const said = refused.ok ? [] : refused.problems.map((problem) => formatProblem(problem, 'en'));
  expect(said.length).toBeGreaterThan(0);
  expect(said.filter((line) => /same (title|summary)/.test(line))).toEqual([]);
});

it('a placeholder cut while editing the text around it (« {openingHo20 h ») is a problem at its field, in French', () => {
  const root = materialize();
  const file = join(root, 'site.yaml');
  const text = readFileSync(file, 'utf8');
  const cut = text.replace(/\{openingHours\}/, '{openingHo20 h');
  expect(cut).not.toBe(text);
  writeFileSync(file, cut);
  const result = loadSite(root, { unfinished: 'preview' });
  const said = result.ok ? [] : result.problems.map((problem) => formatProblem(problem));
  expect(said.join('\n')).toMatch(/site\.yaml:\d+:\d+ .*« \{openingHo20 » : une valeur automatique est coupée/);
});
