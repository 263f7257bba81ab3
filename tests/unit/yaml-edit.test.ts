// The editor's writes on the real content: each value changed alone rewrites only its own lines, and the file reads back as the data with that one change.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isScalar, parse, parseDocument, type Scalar, visit } from 'yaml';
import { applyEdits, type EditPath } from '../../src/editor/yaml-edit.ts';
import { fixtureRoot } from '../e2e/site.ts';

const files = [
  'site.yaml',
  ...readdirSync('pages')
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => `pages/${file}`),
  ...readdirSync('pages/blog').map((file) => `pages/blog/${file}`),
];

/** Every scalar value of a file with its path (keys excluded). */
function leaves(text: string): { path: EditPath; node: Scalar }[] {
  const found: { path: EditPath; node: Scalar }[] = [];
  visit(parseDocument(text), {
    Scalar(key, node, ancestors) {
      if (key === 'key') return;
      const path: EditPath = [];
      for (let index = 1; index < ancestors.length; index++) {
        const ancestor = ancestors[index] as { key?: Scalar; items?: unknown[] };
        const parent = ancestors[index - 1] as { items?: unknown[] };
        if (ancestor && 'key' in ancestor && ancestor.key) path.push(String(ancestor.key.value));
        else if (parent?.items) path.push(parent.items.indexOf(ancestor));
      }
      found.push({ path, node });
    },
  });
  return found;
}

const setIn = (data: unknown, path: EditPath, value: unknown): unknown => {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let current = copy;
  for (const key of path.slice(0, -1)) current = current[key] as Record<string | number, unknown>;
  current[path.at(-1)!] = value;
  return copy;
};

const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length !== b.length) return { sameCount: false, lines: [] as number[] };
  return { sameCount: true, lines: a.flatMap((line, index) => (line === b[index] ? [] : [index + 1])) };
};

// The real content, whatever the marketers have written in it: one test per file, each value of it in turn.
it.each(files)(
  '%s: each value, changed alone, rewrites only its own lines and reads back as that one change',
  (file) => {
    const text = readFileSync(file, 'utf8');
    const data = parse(text) as unknown;
    for (const { path, node } of leaves(text)) {
      const name = `${file} ${path.join('.')}`;
      const value =
        typeof node.value === 'number'
          ? node.value + 1
          : typeof node.value === 'boolean'
            ? !node.value
            : `${String(node.value).replace(/\n$/, '')} révisé${String(node.value).endsWith('\n') ? '\n' : ''}`;
      const after = applyEdits(text, [{ op: 'set', path, value }]);
      expect(parse(after), name).toEqual(setIn(data, path, value));
      const diff = changedLines(text, after);
      expect(diff.sameCount, `${name}: as many lines as before`).toBe(true);
      const line = text.slice(0, node.range![0]).split('\n').length;
      const lastLine = text.slice(0, node.range![1]).split('\n').length;
      const outside = diff.lines.filter((changed) => changed < line || changed > Math.max(lastLine, line));
      expect(outside, `${name}: lines changed outside lines ${line}–${lastLine}`).toEqual([]);
    }
  },
);

// On the frozen launch site, whose pricing page has an FAQ after two other sections.
describe('structural edits keep everything else byte for byte', () => {
  const file = join(fixtureRoot, 'pages/pricing-company.yaml');
  const text = readFileSync(file, 'utf8');
  const data = parse(text) as { sections: { type: string; items?: unknown[] }[] };
  const faq = data.sections.findIndex((section) => section.type === 'faq');

  it('moves a section up and back down', () => {
    const moved = applyEdits(text, [{ op: 'move', path: ['sections'], from: 2, to: 1 }]);
    const expected = structuredClone(data);
    expected.sections.splice(1, 0, expected.sections.splice(2, 1)[0]!);
    expect(parse(moved)).toEqual(expected);
    expect(applyEdits(moved, [{ op: 'move', path: ['sections'], from: 1, to: 2 }])).toBe(text);
  });

  it('adds, reorders and removes an FAQ question; the rest of the file is untouched', () => {
    const question = {
      question: { fr: 'Puis-je changer d’exercice?', en: 'Can I change my fiscal year?' },
      answer: { fr: 'Oui : écrivez-nous.', en: 'Yes: write to us.' },
    };
    const count = data.sections[faq]!.items!.length;
    const added = applyEdits(text, [{ op: 'insert', path: ['sections', faq, 'items'], index: count, value: question }]);
    expect((parse(added) as typeof data).sections[faq]!.items).toEqual([...data.sections[faq]!.items!, question]);
    expect(added.startsWith(text.slice(0, text.indexOf('  - type: bookingCta')).trimEnd().slice(0, 200))).toBe(true);
    const reordered = applyEdits(added, [{ op: 'move', path: ['sections', faq, 'items'], from: count, to: 0 }]);
    expect((parse(reordered) as typeof data).sections[faq]!.items![0]).toEqual(question);
    expect(applyEdits(reordered, [{ op: 'delete', path: ['sections', faq, 'items', 0] }])).toBe(text);
  });

  it('adds a missing field to a block and to a one-line { … }, and removes it again', () => {
    const anchored = applyEdits(text, [{ op: 'set', path: ['sections', faq, 'anchor'], value: 'questions' }]);
    expect((parse(anchored) as { sections: { anchor?: string }[] }).sections[faq]!.anchor).toBe('questions');
    expect(applyEdits(anchored, [{ op: 'delete', path: ['sections', faq, 'anchor'] }])).toBe(text);
    const settings = readFileSync(join(fixtureRoot, 'site.yaml'), 'utf8');
    const proper = applyEdits(settings, [{ op: 'set', path: ['navigation', 'login', 'properNoun'], value: true }]);
    expect(proper).toContain('login: { fr: Connexion, en: Login, properNoun: true }');
    expect(applyEdits(proper, [{ op: 'delete', path: ['navigation', 'login', 'properNoun'] }])).toBe(settings);
  });

  it('quotes a French text holding “ : ” only when it must, in blocks and in { … }', () => {
    const block = applyEdits(text, [{ op: 'set', path: ['head', 'title', 'fr'], value: 'Tarif : entreprises' }]);
    expect((parse(block) as { head: { title: { fr: string } } }).head.title.fr).toBe('Tarif : entreprises');
    const settings = readFileSync(join(fixtureRoot, 'site.yaml'), 'utf8');
    const flow = applyEdits(settings, [
      { op: 'set', path: ['navigation', 'login', 'fr'], value: 'Connexion, portail' },
    ]);
    expect(flow).toContain('login: { fr: "Connexion, portail", en: Login }');
    expect(isScalar(parseDocument(flow).getIn(['navigation', 'login', 'fr'], true))).toBe(true);
  });
});
