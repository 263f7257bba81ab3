// This tab's unsaved drafts (the open file's, and the settings' every page shows), in this tab's preview frame alone: the frame's pages ask here (window.__editorPreview) what they show with it, and are told again each time it changes; the server keeps nothing.
import type { Edit } from '../contract.ts';
import { api } from './api.ts';
import { latestOnly } from './latest-only.ts';

/** The open file's unsaved edits, on the version of the file they were made on. */
export type FileDraft = { path: string; hash: string; edits: Edit[] };
type Views = { site: unknown; route: unknown; settings: unknown };

/** What the content plugin's modules call in the preview frame (src/vite/vite-plugin-site.ts, EDITOR_PREVIEW). */
export type EditorPreview = {
  /** What `address` shows with this tab's draft; undefined when it has none (the frame's saved modules show). */
  view: (address: string, frame: Window) => Promise<Views | undefined>;
  /** Asks again for what the frame's page shows, and hands it over (saved content changed, or the draft did). */
  refresh: (frame: Window) => void;
};

/** The open file's draft, and other files' kept drafts every page shows (site.yaml's while a page is open). */
export type Drafts = { open: FileDraft | null; also: FileDraft[] };
let draft: Drafts | null = null;
let drafted = 'null';
/** The frames that asked (one per address the preview showed); a closed one is forgotten. */
const frames = new Set<Window>();
/** Per frame, the last request sent: an older answer arriving late is dropped. */
const turns = new WeakMap<Window, number>();
/** This draft's answers by address: the site module, the page and its settings ask for the same at once. */
let answers = new Map<string, Promise<Seen>>();

/**
 * What the preview says over the frame. Paused: the draft does not make a whole site, so the frame shows the draft as it
 * last made one (`earlier`), or else the page as saved; old words shown silently read as lost work (found by a marketer
 * trial). `also`: the other files whose unsaved changes this page shows, and `unshown` those it cannot (their draft has
 * a problem).
 */
export type PreviewNote = { paused: boolean; earlier: boolean; also: string[]; unshown: string[] };
let note: PreviewNote = { paused: false, earlier: false, also: [], unshown: [] };
const noteListeners = new Set<() => void>();
function setNote(next: Partial<PreviewNote>) {
  const merged = { ...note, ...next };
  if (JSON.stringify(merged) === JSON.stringify(note)) return;
  note = merged;
  for (const listener of noteListeners) listener();
}
type Reply = Awaited<ReturnType<typeof api.view>>;
type Shown = Extract<Reply, { status: 200 }>['body'];
/** An answer about the drafts, and what the page shows with it: the draft's own views, or its last whole ones. */
type Seen = { reply: Reply; shown: Shown | undefined };

/** An answer about the drafts: paused or not (and showing what), and which other files' changes it shows. */
function heard({ reply, shown }: Seen) {
  if (reply.status === 422) return setNote({ paused: true, earlier: shown !== undefined });
  if (reply.status !== 200) return;
  const unshown = reply.body.unshown;
  setNote({
    paused: false,
    earlier: false,
    also: (draft?.also ?? []).map((each) => each.path).filter((path) => !unshown.includes(path)),
    unshown,
  });
}
/** For useSyncExternalStore: the preview's note follows the last answer about the drafts. */
export const previewNote = {
  subscribe(listener: () => void) {
    noteListeners.add(listener);
    return () => void noteListeners.delete(listener);
  },
  get: () => note,
};

/**
 * What addresses show, asked one at a time and only with the latest draft (latest-only.ts): on a busy machine each key
 * otherwise queued a whole site's rendering before the preview's own page, the check and a picture (trial 9).
 */
const views = latestOnly(async (question: { address: string; drafts: Drafts | null }) => ({
  drafts: question.drafts,
  reply: await api.view(question.address, question.drafts?.open ?? null, question.drafts?.also ?? []),
}));

/**
 * The open file's last draft that made a whole site: while the draft is paused, a page drawn anew (the other language,
 * a reload) shows it rather than the file as saved (trial 11: the English preview showed the new article's « TODO »
 * title after she had typed hers).
 */
let whole: Drafts | null = null;
/** The last whole draft's answers by address: asked once while the draft stays paused, not at each keystroke. */
let earlierAnswers = new Map<string, Promise<Shown | undefined>>();
const sameFile = (one: Drafts | null, other: Drafts | null) =>
  one?.open != null && one.open.path === other?.open?.path && one.open.hash === other.open.hash;

/** `again`: what is saved may have changed since (a refresh), so the server is asked anew. */
const ask = (address: string, again = false): Promise<Seen> => {
  let answer = again ? undefined : answers.get(address);
  if (!answer) {
    answer = views.ask({ address, drafts: draft }, address).then(async ({ drafts, reply }) => {
      if (reply.status === 200) {
        if (drafts?.open && whole !== drafts) {
          whole = drafts;
          earlierAnswers = new Map();
        }
        return { reply, shown: reply.body };
      }
      if (reply.status !== 422 || !whole || !sameFile(whole, drafts)) return { reply, shown: undefined };
      const asked = whole;
      let earlier = earlierAnswers.get(address);
      if (!earlier) {
        earlier = views
          .ask({ address, drafts: asked }, `${address} earlier`)
          .then(({ reply }) => (reply.status === 200 ? reply.body : undefined));
        earlierAnswers.set(address, earlier);
      }
      return { reply, shown: await earlier };
    });
    answers.set(address, answer);
  }
  return answer;
};

/**
 * While the draft's only problems are in a group just added (its fields not flagged yet), the page shows no problem
 * panel: the preview's pause note says what to complete (trial 10: « Le contenu a un problème » with no field in red).
 */
let problemsHeld = false;
export function holdProblems(held: boolean): void {
  if (held === problemsHeld) return;
  problemsHeld = held;
  // Known held once the check answered, maybe after the preview's own answer drew the panel: taken away, or given back.
  for (const frame of frames) {
    if (asked.has(frame)) continue;
    if (held) tell(frame, 'site:content-problems', null);
    else void refreshFrame(frame, false);
  }
}
const problemsFor = (lines: unknown) => (problemsHeld ? null : { messages: lines });

/** An event of the content plugin's modules, dispatched in the frame's own window (its page listens there). */
function tell(frame: Window, event: string, detail: unknown) {
  const Custom = (frame as unknown as typeof globalThis).CustomEvent;
  frame.dispatchEvent(new Custom(event, { detail }));
}

const addressOf = (frame: Window): string | undefined => {
  try {
    return frame.closed ? undefined : frame.location.pathname;
  } catch {
    return undefined;
  }
};

/** Frames redrawn only when asked (refreshFrame): the phone-width check's, kept off the typing path. */
const asked = new WeakSet<Window>();
/** `frame` is redrawn with the draft only when refreshFrame asks, not at each keystroke. */
export const refreshOnlyWhenAsked = (frame: Window): void => void asked.add(frame);

/**
 * Asks again for what the frame's page shows and hands it over; true once the page was given the draft (or the saved
 * files). `again`: the server is asked anew; else this draft's answer for the address is reused (the preview's own).
 */
export function refreshFrame(frame: Window, again = true): Promise<boolean> {
  const address = addressOf(frame);
  if (address === undefined) {
    frames.delete(frame);
    return Promise.resolve(false);
  }
  const turn = (turns.get(frame) ?? 0) + 1;
  turns.set(frame, turn);
  return ask(address, again).then((seen) => {
    if (turns.get(frame) !== turn || addressOf(frame) !== address) return false;
    heard(seen);
    const { reply, shown } = seen;
    if (reply.status === 422) {
      tell(frame, 'site:content-problems', problemsFor(reply.body.lines));
      // A page already drawn keeps what it shows; a new one is given the draft's last whole views.
      return false;
    }
    if (reply.status !== 200 || !shown) return false;
    tell(frame, 'site:content-problems', null);
    tell(frame, 'site:update', shown.site);
    tell(frame, 'site:settings-update', shown.settings);
    tell(frame, 'site:route-update', shown.route);
    return true;
  });
}

const bridge: EditorPreview = {
  async view(address, frame) {
    frames.add(frame);
    if (!draft) return undefined;
    const asked = draft;
    const seen = await ask(address);
    if (asked === draft) heard(seen);
    // The draft does not make a whole site: its last whole views (else the page as saved), and the panel that says the
    // form shows why.
    if (seen.reply.status === 422) tell(frame, 'site:content-problems', problemsFor(seen.reply.body.lines));
    return seen.shown;
  },
  refresh(frame) {
    void refreshFrame(frame);
  },
};
(window as Window & { __editorPreview?: EditorPreview }).__editorPreview = bridge;

/** The drafts this tab's preview shows (none: the files as saved); its frames redraw with them. */
export function showDraft(next: Drafts): void {
  const none = next.open === null && next.also.length === 0;
  const key = none ? 'null' : JSON.stringify(next);
  if (key === drafted) return;
  draft = none ? null : next;
  drafted = key;
  answers = new Map();
  // No draft: the frame shows the files as saved, which always make a site (the validator let them be saved).
  if (none) setNote({ paused: false, earlier: false, also: [], unshown: [] });
  for (const frame of frames) if (!asked.has(frame)) void refreshFrame(frame);
}
