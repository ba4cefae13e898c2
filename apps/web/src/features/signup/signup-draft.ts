import { SIGNUP_STEPS, type SignupInput } from '@app/core';
import { readStoredJson, removeStored, writeStored } from '../../lib/browser-storage';
import { SIGNUP_DRAFT_KEY } from '../../lib/storage-keys';

/** The fields the signup form asks for (SPEC §3 signup draft plus the profile basics). */
const DRAFT_FIELDS = [
  'email',
  'name',
  'password',
  'date_of_birth',
  'gender',
  'sexuality',
  'country',
  'region',
  'signup_message',
] as const satisfies readonly (keyof SignupInput)[];
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** What the visitor typed so far, as typed: the core schemas judge it. */
export type SignupDraft = Record<DraftField, string>;

const EMPTY_DRAFT: SignupDraft = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, ''])) as SignupDraft;

const STORAGE_KEY = SIGNUP_DRAFT_KEY;

export interface SavedDraft {
  step: number;
  draft: SignupDraft;
}

/**
 * The stored draft if it has that shape (storage can hold another version's value): a step of the
 * flow and texts by field. Checked by hand, not with zod, which the signup page loads only to
 * check what is sent (issue #20).
 */
function storedDraft(): { step: number; draft: Partial<Record<string, string>> } | undefined {
  const stored = readStoredJson('session', STORAGE_KEY) as { step?: unknown; draft?: unknown } | null | undefined;
  const step = stored?.step;
  const draft = stored?.draft;
  const validStep = typeof step === 'number' && Number.isInteger(step) && step >= 0 && step < SIGNUP_STEPS.length;
  const validDraft =
    typeof draft === 'object' && draft !== null && !Array.isArray(draft) && Object.values(draft).every((value) => typeof value === 'string');
  return validStep && validDraft ? { step, draft } : undefined;
}

/** The draft of this tab's signup, so a reload loses nothing (SPEC §4). */
export function loadDraft(): SavedDraft {
  const stored = storedDraft();
  if (!stored) return { step: 0, draft: EMPTY_DRAFT };
  const draft = { ...EMPTY_DRAFT };
  for (const field of DRAFT_FIELDS) draft[field] = stored.draft[field] ?? '';
  return { step: stored.step, draft };
}

/** Saves the draft without the password: that never goes to storage. */
export function saveDraft({ step, draft }: SavedDraft): void {
  const { password: _password, ...rest } = draft;
  writeStored('session', STORAGE_KEY, { step, draft: rest });
}

export function clearDraft(): void {
  removeStored('session', STORAGE_KEY);
}
