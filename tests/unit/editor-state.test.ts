// The editor's state as the marketer lives it: open a file, edit, undo or discard, save (accepted, in conflict, refused), switch language, Publier, a file deleted.
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/content/problem.ts';
import { type Action, type EditorState, initialState, reducer, saidText } from '../../src/editor/client/state.ts';
import { words } from '../../src/editor/client/words.ts';
import type { OpenFile } from '../../src/editor/contract.ts';

const text =
  'id: pricing\ntitle: { fr: Tarifs, en: Pricing }\nsections:\n  - { type: text, body: un }\n  - { type: text, body: deux }\n';
const pricing: OpenFile = { file: 'pages/pricing.yaml', kind: 'page', text, hash: 'h1', problems: [] };
const problem: Problem = {
  file: 'pages/pricing.yaml',
  line: 2,
  col: 8,
  path: 'title.fr',
  message: { fr: 'texte vide', en: 'empty text' },
};
const run = (actions: Action[], from: EditorState = initialState) => actions.reduce(reducer, from);
const opened = run([{ type: 'opened', file: pricing, draft: null }]);
const typed = (value: string): Extract<Action, { type: 'edit' }> => ({
  type: 'edit',
  edit: { op: 'set', path: ['title', 'fr'], value },
});

describe('the editor’s state', () => {
  it('opens a file: its data in the form, nothing to save, drawn afresh', () => {
    expect(opened.open?.file).toBe('pages/pricing.yaml');
    expect(opened.data).toEqual({
      id: 'pricing',
      title: { fr: 'Tarifs', en: 'Pricing' },
      sections: [
        { type: 'text', body: 'un' },
        { type: 'text', body: 'deux' },
      ],
    });
    expect(opened.edits).toEqual([]);
    expect(opened.opening).toBe(1);
    expect(run([{ type: 'opened', file: pricing, draft: null }], opened).opening).toBe(2);
  });

  it('restores a stored draft over the file, says so, and shows a conflict when the file changed since', () => {
    const restored = run([{ type: 'opened', file: pricing, draft: { hash: 'h1', edits: [typed('Prix').edit] } }]);
    expect([restored.data, restored.edits.length, restored.said, restored.conflict]).toEqual([
      { ...(opened.data as object), title: { fr: 'Prix', en: 'Pricing' } },
      1,
      { say: 'restored' },
      null,
    ]);
    const stale = run([{ type: 'opened', file: pricing, draft: { hash: 'old', edits: [typed('Prix').edit] } }]);
    expect(stale.conflict).toBe(text);
    // A draft that moves items waits for the server's reading of it.
    const moved = run([
      {
        type: 'opened',
        file: pricing,
        draft: { hash: 'h1', edits: [{ op: 'move', path: ['sections'], from: 0, to: 1 }] },
      },
    ]);
    expect(moved.data).toBeNull();
    expect(
      run([{ type: 'draftRead', file: 'pages/pricing.yaml', text: 'id: pricing\n', problems: [problem] }], moved),
    ).toMatchObject({ data: { id: 'pricing' }, problems: [problem] });
  });

  it('counts keystrokes in one field as one edit, applies inserts, moves and deletions to the form', () => {
    const state = run(
      [
        typed('T'),
        typed('Ta'),
        typed('Tar'),
        { type: 'edit', edit: { op: 'move', path: ['sections'], from: 0, to: 1 } },
        { type: 'edit', edit: { op: 'insert', path: ['sections'], index: 0, value: { type: 'faq' } } },
        { type: 'edit', edit: { op: 'delete', path: ['sections', 2] } },
      ],
      opened,
    );
    expect(state.edits.map((edit) => edit.op)).toEqual(['set', 'move', 'insert', 'delete']);
    expect(state.data).toEqual({
      id: 'pricing',
      title: { fr: 'Tar', en: 'Pricing' },
      sections: [{ type: 'faq' }, { type: 'text', body: 'deux' }],
    });
  });

  it('leaves nothing to save when the form is typed back to what the file says, its own problems back', () => {
    const withProblem = run([
      { type: 'opened', file: { ...pricing, problems: [problem] }, draft: null },
      typed('Prix'),
      { type: 'checked', file: 'pages/pricing.yaml', problems: [] },
      typed('Tarifs'),
    ]);
    expect([withProblem.edits, withProblem.problems]).toEqual([[], [problem]]);
  });

  it('asks before discarding, keeps the edits when told so, drops them when confirmed', () => {
    const asked = run([typed('Prix'), { type: 'askDiscard' }], opened);
    expect(asked.confirmingDiscard).toBe(true);
    expect(run([{ type: 'keepEdits' }], asked)).toMatchObject({
      confirmingDiscard: false,
      edits: [typed('Prix').edit],
    });
    expect(run([{ type: 'discarded' }], asked)).toMatchObject({ confirmingDiscard: false, edits: [] });
  });

  it('saves: the new version is the file, a conflict keeps the edits and the disk’s text, a refusal shows the problems', () => {
    const edited = run([typed('Prix')], opened);
    const saved = run([{ type: 'saved', file: 'pages/pricing.yaml', hash: 'h2', text: 'x: 1\n' }], edited);
    expect([saved.open?.hash, saved.edits, saved.said, saved.original]).toEqual(['h2', [], { say: 'saved' }, { x: 1 }]);
    const conflict = run([{ type: 'conflict', file: 'pages/pricing.yaml', disk: 'id: changed\n' }], edited);
    expect([conflict.conflict, conflict.edits.length]).toEqual(['id: changed\n', 1]);
    const refused = run([{ type: 'refused', file: 'pages/pricing.yaml', problems: [problem] }], edited);
    expect([refused.problems, refused.edits.length]).toEqual([[problem], 1]);
    // An answer about a file no longer open changes nothing.
    expect(run([{ type: 'saved', file: 'pages/about.yaml', hash: 'h9', text: '' }], edited)).toBe(edited);
    // Keep mine: the newer file under the same edits, the conflict gone.
    expect(
      run([{ type: 'reopened', file: { ...pricing, hash: 'h3', text: 'id: changed\n' } }], conflict),
    ).toMatchObject({ conflict: null, open: { hash: 'h3' }, edits: [typed('Prix').edit] });
  });

  it('says things in the language chosen, also what it said before the switch', () => {
    const said = run(
      [{ type: 'say', said: { say: 'notSaved', why: { fr: 'lien symbolique', en: 'symbolic link' } } }],
      opened,
    );
    expect(saidText(said.said!, words.fr, said.lang)).toBe('Rien n’a été enregistré : lien symbolique');
    const english = run([{ type: 'language', lang: 'en' }], said);
    expect(saidText(english.said!, words[english.lang], english.lang)).toBe('Nothing was saved: symbolic link');
  });

  it('opens and closes Publier, and forgets a deleted file with its edits', () => {
    expect(run([{ type: 'publishing', open: true }], opened).publishing).toBe(true);
    expect(
      run(
        [
          { type: 'publishing', open: true },
          { type: 'publishing', open: false },
        ],
        opened,
      ).publishing,
    ).toBe(false);
    const deleted = run([typed('Prix'), { type: 'deleted', file: 'pages/pricing.yaml' }], opened);
    expect([deleted.open, deleted.data, deleted.edits]).toEqual([null, null, []]);
    const other = run([typed('Prix'), { type: 'deleted', file: 'pages/about.yaml' }], opened);
    expect(other.edits.length).toBe(1);
  });

  it('shows no form over a file that is not UTF-8 or not YAML, and says when an address names no file', () => {
    const unreadable = run([
      {
        type: 'opened',
        file: { ...pricing, text: '', hash: '', unreadable: problem },
        draft: { hash: 'h1', edits: [typed('Prix').edit] },
      },
    ]);
    expect([unreadable.data, unreadable.edits]).toEqual([null, []]);
    expect(run([{ type: 'opened', file: { ...pricing, text: 'id: [unclosed' }, draft: null }]).data).toBeNull();
    expect(run([{ type: 'notFound', file: 'pages/x.yaml' }], opened)).toMatchObject({
      open: null,
      said: { say: 'noSuchFile', file: 'pages/x.yaml' },
    });
  });
});
