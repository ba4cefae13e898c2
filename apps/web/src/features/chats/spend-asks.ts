import { dismiss, dismissedAt } from '../../lib/dismissals';

/** The sends that cost more than a message and are made with one tap (SPEC §9 photo_credits, gift_credits). */
export type SpendKind = 'gift' | 'photo';

// Per member: whoever logs in next on the same browser is asked for themselves.
const name = (userId: number, kind: SpendKind) => `spend-confirm.${userId}.${kind}`;

/** Whether the member is asked before spending on this kind: until they chose "don't ask again". */
export function asksBeforeSpending(userId: number, kind: SpendKind): boolean {
  return dismissedAt(name(userId, kind)) === undefined;
}

export function stopAskingBeforeSpending(userId: number, kind: SpendKind): void {
  dismiss(name(userId, kind));
}
