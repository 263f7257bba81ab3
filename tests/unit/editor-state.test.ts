// The editor's state as the marketer lives it: open a file, edit, undo or discard, save (accepted, in conflict, refused), switch language, Publier, a file deleted.
import { describe, expect, it } from 'vitest';
import { frenchSlugOf, slugOf } from '../../src/editor/client/new-slug.ts';
import {
  type Action,
  checking,
  type EditorState,
  initialState,
  reducer,
  saidText,
  shownProblems,
} from '../../src/editor/client/state.ts';
import { words } from '../../src/editor/client/words.ts';
import type { OpenFile } from '../../src/editor/contract.ts';
import type { Problem } from '../../src/site/problem.ts';

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
/** A check answered for the edits of the moment, unless the step names the edits it checked. */
type Step = Action | Omit<Extract<Action, { type: 'checked' }>, 'edits'>;
const run = (actions: Step[], from: EditorState = initialState) =>
  actions.reduce(
    (state, action) =>
      reducer(
        state,
        'edits' in action || action.type !== 'checked' ? (action as Action) : { ...action, edits: state.edits },
      ),
    from,
  );
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
    // Edited again: the count is the news, not « restaurées » (trial 11); an error said stays.
    expect(run([typed('Prix et forfaits')], restored).said).toBeNull();
    expect(
      run([{ type: 'say', said: { say: 'notSaved', why: { fr: 'x', en: 'x' } } }, typed('Prix et forfaits')], restored)
        .said?.say,
    ).toBe('notSaved');
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

  it('counts one item moved several places (« Monter » twice) as one change, and none once it is back in place', () => {
    const three: OpenFile = {
      ...pricing,
      text: `${text}  - { type: text, body: trois }\n`,
    };
    const move = (from: number, to: number): Action => ({
      type: 'edit',
      edit: { op: 'move', path: ['sections'], from, to },
    });
    const up = run([{ type: 'opened', file: three, draft: null }, move(2, 1), move(1, 0)]);
    expect(up.edits).toEqual([{ op: 'move', path: ['sections'], from: 2, to: 0 }]);
    expect(words.fr.unsaved(up.edits.length)).toBe('1 modification non enregistrée');
    expect((up.data as { sections: { body: string }[] }).sections.map((section) => section.body)).toEqual([
      'trois',
      'un',
      'deux',
    ]);
    // Moved back down the same way: nothing left to save.
    expect(run([move(0, 1), move(1, 2)], up).edits).toEqual([]);
    // Another item moved next is another change.
    expect(run([move(1, 2)], up).edits).toHaveLength(2);
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

  it('hides a field’s problem as soon as its text changes, says a check is on its way, and ignores an older check’s answer', () => {
    const todo: Problem = { ...problem, message: { fr: 'remplacez TODO', en: 'replace TODO' } };
    const withTodo = run([typed('TODO'), { type: 'checked', file: 'pages/pricing.yaml', problems: [todo] }], opened);
    expect([shownProblems(withTodo), checking(withTodo)]).toEqual([[todo], false]);
    const older = withTodo.edits;
    // Filled in: the old « remplacez TODO » is gone at once, and Save waits for the check of the new text.
    const filled = run([typed('Nos tarifs')], withTodo);
    expect([shownProblems(filled), checking(filled)]).toEqual([[], true]);
    // The older check's answer, arriving late, changes nothing; the latest check's answer is the verdict.
    const late = run([{ type: 'checked', file: 'pages/pricing.yaml', edits: older, problems: [todo] }], filled);
    expect([late.problems, checking(late)]).toEqual([[todo], true]);
    expect(shownProblems(late)).toEqual([]);
    const answered = run([{ type: 'checked', file: 'pages/pricing.yaml', problems: [] }], late);
    expect([shownProblems(answered), checking(answered)]).toEqual([[], false]);
    // A check that gets no answer is said, and Save no longer waits for it.
    const failed = run(
      [
        typed('Tarifs 2'),
        { type: 'checkFailed', file: 'pages/pricing.yaml', edits: [typed('Tarifs 2').edit], why: problem.message },
      ],
      answered,
    );
    expect(checking(failed)).toBe(true);
    const said = run(
      [{ type: 'checkFailed', file: 'pages/pricing.yaml', edits: failed.edits, why: problem.message }],
      failed,
    );
    expect([checking(said), said.said?.say]).toEqual([false, 'notApplied']);
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

  it('holds back the problems of a group just added (« + Photo ») until the focus leaves it or Save is clicked; others show', () => {
    const photo = { src: '', alt: { fr: '', en: '' }, width: null, height: null };
    const at = (path: string, rule = 'schema'): Problem => ({ ...problem, path, rule });
    const checked = (state: EditorState) =>
      run(
        [
          {
            type: 'checked',
            file: 'pages/pricing.yaml',
            problems: [at('image.width'), at('image.alt.fr'), at('title.en')],
          },
        ],
        state,
      );
    const added = checked(run([{ type: 'edit', edit: { op: 'set', path: ['image'], value: photo } }], opened));
    const failures: string[] = [];
    const shown = (label: string, state: EditorState, paths: string[]) => {
      const got = shownProblems(state).map((each) => each.path);
      if (JSON.stringify(got) !== JSON.stringify(paths))
        failures.push(`${label}: shows ${got.join(', ') || 'nothing'}, meant ${paths.join(', ') || 'nothing'}`);
    };
    shown('just added', added, ['title.en']);
    // A file chosen inside the group: still its own.
    shown(
      'photo chosen',
      checked(run([{ type: 'edit', edit: { op: 'set', path: ['image', 'src'], value: '/images/a.webp' } }], added)),
      ['title.en'],
    );
    shown('left', run([{ type: 'left', group: 'image' }], added), ['image.width', 'image.alt.fr', 'title.en']);
    shown('saved', run([{ type: 'saving' }], added), ['image.width', 'image.alt.fr', 'title.en']);
    // A list item inserted is a group just added too; a value set in a field that exists is not.
    const item = checked(
      run(
        [{ type: 'edit', edit: { op: 'insert', path: ['sections'], index: 2, value: { type: 'faq', items: [] } } }],
        opened,
      ),
    );
    shown(
      'item inserted',
      run(
        [{ type: 'checked', file: 'pages/pricing.yaml', problems: [at('sections.2.items'), at('sections.20.title')] }],
        item,
      ),
      ['sections.20.title'],
    );
    shown('a text typed', checked(run([typed('')], opened)), ['image.width', 'image.alt.fr', 'title.en']);
    expect(failures).toEqual([]);
  });

  it('never drops a problem that still holds: a file failing its own schema keeps the last check’s other problems whose field has not changed', () => {
    const amount: Problem = {
      ...problem,
      path: 'sections.0.body',
      rule: 'amount',
      message: { fr: 'montant tapé « 3 500 $ »', en: 'typed amount "3 500 $"' },
    };
    const other: Problem = { ...amount, path: 'sections.1.body' };
    const width: Problem = {
      ...problem,
      path: 'image.width',
      rule: 'schema',
      message: { fr: 'doit être un nombre', en: 'must be a number' },
    };
    const both = run(
      [
        { type: 'edit', edit: { op: 'set', path: ['sections', 0, 'body'], value: 'un 3 500 $' } },
        { type: 'checked', file: 'pages/pricing.yaml', problems: [amount, other] },
      ],
      opened,
    );
    // The photo's size not there yet: the validator stops at the schema, the amounts are still in their texts.
    const photo = run(
      [
        { type: 'edit', edit: { op: 'set', path: ['image'], value: { width: null } } },
        { type: 'checked', file: 'pages/pricing.yaml', problems: [width] },
      ],
      both,
    );
    expect(photo.problems).toEqual([width, amount, other]);
    // The second text changed meanwhile: its old problem may no longer hold, so it is not kept; the first still is.
    const typedOver = run(
      [
        { type: 'edit', edit: { op: 'set', path: ['sections', 1, 'body'], value: 'trois' } },
        { type: 'checked', file: 'pages/pricing.yaml', problems: [width] },
      ],
      photo,
    );
    expect(typedOver.problems).toEqual([width, amount]);
    // Once the schema passes, the validator's own list is the truth.
    expect(run([{ type: 'checked', file: 'pages/pricing.yaml', problems: [] }], typedOver).problems).toEqual([]);
  });

  it('a new article’s title typed with the address it fills stays two edits, however long the title', () => {
    const keystrokes = ['T', 'Ta', 'Tax', 'Tax s'].flatMap((title): Action[] => [
      { type: 'edit', edit: { op: 'set', path: ['title', 'en'], value: title } },
      { type: 'edit', edit: { op: 'set', path: ['slug', 'en'], value: slugOf(title) } },
    ]);
    const state = run(keystrokes, opened);
    expect(state.edits).toEqual([
      { op: 'set', path: ['title', 'en'], value: 'Tax s' },
      { op: 'set', path: ['slug', 'en'], value: 'tax-s' },
    ]);
    // A group and one of its own fields do not commute: kept in order.
    const nested = run(
      [
        { type: 'edit', edit: { op: 'set', path: ['image'], value: { src: '' } } },
        { type: 'edit', edit: { op: 'set', path: ['image', 'src'], value: '/a' } },
        { type: 'edit', edit: { op: 'set', path: ['image'], value: { src: 'b' } } },
      ],
      opened,
    );
    expect(nested.edits).toHaveLength(3);
    expect(['Tax season: what’s new', 'Été 2026 — Réforme', '  ', "L'impôt"].map(slugOf)).toEqual([
      'tax-season-whats-new',
      'ete-2026-reforme',
      '',
      'limpot',
    ]);
    // A long title gives a short address (trial 10 kept a 62-character one): what its colon or dash leads, else its
    // first words, never ending on « de » or « the ».
    expect(
      [
        'RRSP deadline: what self-employed workers need to know this year',
        'How the new rules for the home office deduction affect the self-employed in 2026',
        'Échéance REER : ce que les travailleurs autonomes doivent savoir',
      ].map(slugOf),
    ).toEqual(['rrsp-deadline', 'how-the-new-rules-for-the-home-office', 'echeance-reer']);
    expect(frenchSlugOf('L’impôt minimum de remplacement : ce qui change pour les particuliers')).toBe(
      'l-impot-minimum-de-remplacement',
    );
  });
});
