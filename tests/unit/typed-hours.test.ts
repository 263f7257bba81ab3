// Where typed opening hours are refused: a copy of the firm's hours anywhere, and any range in a page's text about when the firm is open.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTypedHours } from '../../src/site/hours.ts';
import { formatProblem } from '../../src/site/problem.ts';
import { loadSite } from '../../src/site/site.ts';
import { materialize } from '../fixtures/materialize.ts';

/** The base fixture site (open 9:00 to 21:00) with one file's text changed; the problems validate prints, in English. */
function problemsWith(file: string, change: (text: string) => string): string[] {
  const root = materialize();
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `${file} was not changed`).not.toBe(before);
  writeFileSync(path, after);
  const result = loadSite(root);
  return result.ok ? [] : result.problems.map((problem) => formatProblem(problem, 'en'));
}

const inHeroTitle =
  (fr: string, en = 'Welcome') =>
  (text: string) =>
    text.replace('title: { fr: Bienvenue, en: Welcome }', `title: { fr: "${fr}", en: "${en}" }`);
const inArticle = (sentence: string) => (text: string) =>
  text.replace('Voir nos [tarifs](page:pricing).', `Voir nos [tarifs](page:pricing). ${sentence}`);

describe('typed opening hours', () => {
  it('reads a range of hours however it is written, and nothing else', () => {
    for (const [text, opens, closes] of [
      ['de 9 h à 21 h', 540, 1260],
      ['9h-17h30', 540, 1050],
      ['de 8 h 30 à 16 h 30', 510, 990],
      ['9 a.m. to 9 p.m.', 540, 1260],
      ['9am–5pm', 540, 1020],
      ['09:00 – 21:00', 540, 1260],
    ] as const)
      expect(findTypedHours(text), text).toEqual([expect.objectContaining({ opens, closes })]);
    for (const text of ['2 h à 110 $', 'du 1er au 30 avril 2026', 'entre 2020 et 2026', '514 555-0100', 'T4 à T5'])
      expect(findTypedHours(text), text).toEqual([]);
  });

  it('a copy of the firm’s hours is refused in a page, with {openingHours} to write instead', () => {
    expect(problemsWith('pages/home.yaml', inHeroTitle('Nous répondons de 9 h à 21 h'))).toEqual([
      'pages/home.yaml:9:37  sections.0.title.fr  typed hours "9 h à 21 h": write {openingHours} instead, so the text follows the opening hours in site.yaml',
    ]);
    expect(problemsWith('pages/home.yaml', inHeroTitle('Bienvenue', 'We answer 9 a.m. to 9 p.m.'))).toEqual([
      expect.stringMatching(/^pages\/home\.yaml:9:\d+ {2}sections\.0\.title\.en {2}typed hours "9 a\.m\. to 9 p\.m\."/),
    ]);
  });

  it('other hours in a text about opening are refused in a page: the hours change in Settings', () => {
    expect(problemsWith('pages/home.yaml', inHeroTitle('Ouvert de 8 h à 20 h'))).toEqual([
      'pages/home.yaml:9:29  sections.0.title.fr  typed hours "8 h à 20 h": the opening hours are written once, in Settings › Opening hours (site.yaml facts.openingHours); change them there, then write {openingHours} here',
    ]);
  });

  it('a page may give other times (an event), and an article may quote anyone’s hours but the firm’s', () => {
    expect(problemsWith('pages/home.yaml', inHeroTitle('Webinaire le 5 mars, de 12 h à 13 h'))).toEqual([]);
    expect(
      problemsWith('pages/blog/crypto-tax.yaml', inArticle('L’ARC répond de 8 h à 20 h, et son bureau est ouvert.')),
    ).toEqual([]);
    expect(problemsWith('pages/blog/crypto-tax.yaml', inArticle('Appelez-nous de 9 h à 21 h.'))).toEqual([
      expect.stringMatching(
        /^pages\/blog\/crypto-tax\.yaml:16:\d+ {2}body\.fr {2}typed hours "9 h à 21 h": write \{openingHours\}/,
      ),
    ]);
  });
});
