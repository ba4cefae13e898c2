import { z } from 'zod';
import { Id, IdParam } from './ids';

/**
 * Why a member's credits changed, as the member's credit history names it: the ledger's reasons
 * grouped into what the member did or had done to them. A reason the history does not know yet
 * shows as 'other' rather than not at all.
 */
export const CREDIT_HISTORY_KINDS = [
  'signup',
  'purchase',
  'message',
  'photo',
  'gift',
  'correction',
  'refund',
  'chargeback',
  'other',
] as const;
export const CreditHistoryKind = z.enum(CREDIT_HISTORY_KINDS);
export type CreditHistoryKind = z.infer<typeof CreditHistoryKind>;

/** The ledger reason of a change staff made by hand (the back office's credit adjustment). */
export const STAFF_ADJUSTMENT_REASON = 'adjustment';

/** The kind of a ledger reason ('payment', 'message:photo', 'refund:12', ...). */
export function creditHistoryKind(reason: string): CreditHistoryKind {
  const [head, detail] = reason.split(':');
  switch (head) {
    case 'signup':
      return 'signup';
    case 'payment':
      return 'purchase';
    case 'message':
      return detail === 'photo' || detail === 'gift' ? detail : 'message';
    case STAFF_ADJUSTMENT_REASON:
    case 'message_returned': // a held message a moderator rejected: its credits came back
      return 'correction';
    case 'refund':
      return 'refund';
    case 'chargeback':
      return 'chargeback';
    default:
      return 'other';
  }
}

/** One change of the member's credits. */
export const CreditHistoryEntry = z.object({
  id: Id,
  delta: z.number().int(),
  balance_after: z.number().int().min(0),
  kind: CreditHistoryKind,
  created_at: z.iso.datetime(),
});
export type CreditHistoryEntry = z.infer<typeof CreditHistoryEntry>;

/** GET /api/credit-history.php?before=: the newest changes first, a page at a time. */
export const CreditHistoryQuery = z.object({ before: IdParam.optional() });
export type CreditHistoryQuery = z.infer<typeof CreditHistoryQuery>;

/** `next` is the `before` of the following page, null on the last one. */
export const CreditHistoryResponse = z.object({ entries: z.array(CreditHistoryEntry), next: Id.nullable() });
export type CreditHistoryResponse = z.infer<typeof CreditHistoryResponse>;

export const CREDIT_HISTORY_PAGE_SIZE = 20;
