// Unsaved edits kept on this computer per file, with the title they give it, so they survive a reload; a stored draft that no longer reads as one is ignored.
import { z } from 'zod';
import { editSchema } from '../contract.ts';
import type { Draft } from './state.ts';

const draftSchema = z.object({
  hash: z.string(),
  edits: z.array(editSchema),
  // The title as typed, for the file list: the server lists titles as saved (a new article's « TODO »).
  title: z.object({ fr: z.string().optional(), en: z.string().optional() }).optional(),
});
const key = (file: string) => `editor-draft:${file}`;

export function readDraft(file: string): Draft | null {
  try {
    const read = draftSchema.safeParse(JSON.parse(localStorage.getItem(key(file)) ?? 'null'));
    return read.success ? read.data : null;
  } catch {
    return null;
  }
}

export const storeDraft = (file: string, draft: Draft) => localStorage.setItem(key(file), JSON.stringify(draft));
export const forgetDraft = (file: string) => localStorage.removeItem(key(file));
