// The YAML loader refuses what YAML lets through silently, quickly, and says where.
import { describe, expect, it } from 'vitest';
import { loadYaml, MAX_FILE_BYTES, positionOf } from '../../src/site/load.ts';

const load = (text: string | Uint8Array) =>
  loadYaml('pages/test.yaml', typeof text === 'string' ? new TextEncoder().encode(text) : text);
const problemsOf = (text: string | Uint8Array) => {
  const result = load(text);
  return 'problems' in result ? result.problems : [];
};

describe('loadYaml', () => {
  it('reads plain content and keeps positions', () => {
    const result = load('id: home\nsections:\n  - type: hero\n    title: { fr: A, en: B }\n');
    if ('problems' in result) throw new Error('expected data');
    expect(result.data).toEqual({ id: 'home', sections: [{ type: 'hero', title: { fr: 'A', en: 'B' } }] });
    expect(positionOf(result.source, ['sections', 0, 'title', 'en'])).toEqual({ line: 4, col: 25 });
    // A missing key points at the block that should hold it.
    expect(positionOf(result.source, ['sections', 0, 'subtitle'])).toEqual({ line: 3, col: 5 });
  });

  it('fails on a syntax error with its line', () => {
    expect(problemsOf('id: home\ntitle: { fr: A, en: B\nnext: 1\n')[0]).toMatchObject({
      line: 2,
      message: { fr: expect.stringContaining('jamais fermé'), en: expect.stringContaining('never closed') },
    });
  });

  it('fails on duplicate keys', () => {
    expect(problemsOf('id: home\nid: other\n')[0]).toMatchObject({
      line: 2,
      col: 1,
      message: { fr: expect.any(String), en: expect.stringContaining('twice') },
    });
  });

  it('fails on unknown tags, which YAML only warns about', () => {
    expect(problemsOf('id: !secret home\n')[0]).toMatchObject({
      line: 1,
      message: { fr: expect.any(String), en: expect.stringContaining('tag') },
    });
  });

  it('fails on tabs used for indentation', () => {
    expect(problemsOf('a:\n\tb: 1\n')[0]?.message.en).toContain('tab');
  });

  it('fails on a __proto__ key at any depth', () => {
    expect(problemsOf('a:\n  b:\n    __proto__: { x: 1 }\n')[0]).toMatchObject({
      line: 3,
      col: 5,
      message: { fr: expect.any(String), en: expect.stringContaining('__proto__') },
    });
  });

  it('stops a billion-laughs file fast, pointing at the first alias', () => {
    let text = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n';
    let previous = 'a';
    for (const name of 'bcdefghij') {
      text += `${name}: &${name} [${Array(10).fill(`*${previous}`).join(',')}]\n`;
      previous = name;
    }
    const started = performance.now();
    const problems = problemsOf(text);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(problems[0]).toMatchObject({
      line: 2,
      message: { fr: expect.any(String), en: expect.stringContaining('aliases') },
    });
  });

  it('refuses files over the size limit before parsing', () => {
    const huge = `text: "${'a'.repeat(MAX_FILE_BYTES)}"\n`;
    expect(problemsOf(huge)[0]).toMatchObject({
      line: 1,
      col: 1,
      message: { fr: expect.any(String), en: expect.stringContaining('limit') },
    });
  });

  it('refuses bytes that are not UTF-8, at their line', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('id: home\ntitle: caf'),
      0xe9,
      ...new TextEncoder().encode('\n'),
    ]);
    expect(problemsOf(bytes)[0]).toMatchObject({
      line: 2,
      col: 11,
      message: { fr: expect.any(String), en: expect.stringContaining('UTF-8') },
    });
  });

  it('names invisible characters where they are: a no-break space in an indentation, a zero-width space in a key', () => {
    expect(problemsOf('a:\n  b: 1\n\u00a0 c: 2\n')).toEqual([
      expect.objectContaining({
        line: 3,
        col: 1,
        message: {
          fr: expect.stringContaining('espace insécable (U+00A0)'),
          en: expect.stringContaining('no-break space (U+00A0)'),
        },
      }),
    ]);
    expect(problemsOf('a:\n  \u200bb: 1\n')).toEqual([
      expect.objectContaining({
        line: 2,
        col: 3,
        message: expect.objectContaining({ fr: expect.stringContaining('largeur nulle (U+200B)') }),
      }),
    ]);
    expect(problemsOf('\ufeffa: 1\n')).toEqual([]);
    // The zero-width joiner, alone or beside another invisible character.
    expect(problemsOf('a:\n  \u200db: 1\n')).toEqual([
      expect.objectContaining({
        line: 2,
        col: 3,
        message: expect.objectContaining({ en: expect.stringContaining('U+200D') }),
      }),
    ]);
    expect(problemsOf('a:\n\u200d\u00a0 b: 1\n')).toEqual([
      expect.objectContaining({
        line: 2,
        col: 1,
        message: expect.objectContaining({ en: expect.stringContaining('U+200D') }),
      }),
    ]);
  });

  it('tells to quote a French text holding “ : ”, at its line', () => {
    expect(problemsOf('title:\n  fr: Échéances : le 30 avril\n  en: Deadlines\n')[0]).toMatchObject({
      line: 2,
      col: 3,
      message: { fr: expect.stringContaining('guillemets'), en: expect.stringContaining('quotes') },
    });
    expect(problemsOf('title: { fr: Échéances : le 30 avril, en: Deadlines }\n')[0]).toMatchObject({
      line: 1,
      message: { fr: expect.stringContaining('guillemets'), en: expect.stringContaining('quotes') },
    });
  });
});
