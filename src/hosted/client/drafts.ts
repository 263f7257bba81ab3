// Drafts of the hosted editor kept in this browser (kept.ts), per file and per version of main they start from: a closed
// tab, a lost connection or a browser that dies loses nothing once « Brouillon gardé » is said.
import type { Edit } from '../../editor/contract.ts';
import { keep, keptKeys, keptValue } from './kept.ts';

/**
 * `blob`: main's version of the file when the draft began; `edits` apply to main's text, or to `base` when the draft
 * starts from another text (a proposal taken back, an earlier version restored).
 */
export type HostedDraft = { blob: string; edits: Edit[]; base?: string };
const PREFIX = 'hosted-draft:';

export function readDraft(file: string): HostedDraft | null {
  const value = keptValue(PREFIX + file) as HostedDraft | undefined;
  return value &&
    typeof value.blob === 'string' &&
    Array.isArray(value.edits) &&
    (value.base === undefined || typeof value.base === 'string')
    ? value
    : null;
}
/** Settles once the draft is on disk. */
export const storeDraft = (file: string, draft: HostedDraft): Promise<void> =>
  keep(PREFIX + file, draft.edits.length === 0 && draft.base === undefined ? undefined : draft);
export const forgetDraft = (file: string): Promise<void> => keep(PREFIX + file, undefined);
/** Files with a draft, for Proposer. */
export const draftFiles = (): string[] => keptKeys(PREFIX);
