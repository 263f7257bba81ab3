// Drafts of the hosted editor kept in this browser (localStorage), per file and per version of main they start from: a closed tab or a lost connection loses nothing.
import type { Edit } from '../../editor/contract.ts';

/**
 * `blob`: main's version of the file when the draft began; `edits` apply to main's text, or to `base` when the draft
 * starts from another text (a proposal taken back, an earlier version restored).
 */
export type HostedDraft = { blob: string; edits: Edit[]; base?: string };
const key = (file: string) => `hosted-draft:${file}`;

export function readDraft(file: string): HostedDraft | null {
  try {
    const value = JSON.parse(localStorage.getItem(key(file)) ?? 'null') as HostedDraft | null;
    return value &&
      typeof value.blob === 'string' &&
      Array.isArray(value.edits) &&
      (value.base === undefined || typeof value.base === 'string')
      ? value
      : null;
  } catch {
    return null;
  }
}
export const storeDraft = (file: string, draft: HostedDraft) =>
  draft.edits.length === 0 && draft.base === undefined
    ? localStorage.removeItem(key(file))
    : localStorage.setItem(key(file), JSON.stringify(draft));
export const forgetDraft = (file: string) => localStorage.removeItem(key(file));
/** Files with a draft, for Proposer. */
export const draftFiles = () =>
  Object.keys(localStorage)
    .filter((name) => name.startsWith('hosted-draft:'))
    .map((name) => name.slice('hosted-draft:'.length));
