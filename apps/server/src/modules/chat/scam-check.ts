import type { ScamSignal, SiteConfig } from '@app/core';
import type { Db } from '../../db/client';
import { addMs, HOUR_MS } from '../../platform/clock';
import { countConversationsStartedSince, recentTexts } from './repo';
import { comparableText, contactSignals, textSimilarity } from './text-signals';

/**
 * A greeting ("hi, how are you?") is what an honest new member sends to everyone they write to;
 * only a longer text sent to many reads as a script.
 */
const SAME_TEXT_MIN_LENGTH = 20;
/** How far back the same text is looked for: a new account has not sent more than this for long. */
const SAME_TEXT_LOOKBACK = 200;

export interface ScamCheckInput {
  senderId: number;
  receiverId: number;
  /** The message's text; empty for photos and gifts, which carry no contact details. */
  text: string;
  /** When the sender signed up. */
  senderSince: Date;
  /** How many messages the sender has sent, counted no further than the site's `first_messages`. */
  firstMessagesSent: number;
}

/**
 * Why a message should be held for a moderator (the site's `scam_signals` thresholds), none for
 * most: contact details in a member's first messages, and, from a new account, a text it sends to
 * many members or a burst of new conversations.
 */
export async function scamSignals(db: Db, config: SiteConfig, input: ScamCheckInput, at: Date): Promise<ScamSignal[]> {
  const settings = config.scam_signals;
  const signals: ScamSignal[] = [];
  if (input.text && input.firstMessagesSent < settings.first_messages) signals.push(...contactSignals(input.text, config.countries[0]));

  const isNew = at.getTime() - input.senderSince.getTime() < settings.new_account_hours * HOUR_MS;
  if (!isNew) return signals;
  const comparable = comparableText(input.text);
  if (comparable.length >= SAME_TEXT_MIN_LENGTH) {
    const receivers = new Set<number>([input.receiverId]);
    for (const earlier of await recentTexts(db, input.senderId, SAME_TEXT_LOOKBACK)) {
      if (textSimilarity(comparable, comparableText(earlier.text)) >= settings.same_text_similarity) receivers.add(earlier.receiverId);
    }
    if (receivers.size >= settings.same_text_members) signals.push('same_text');
  }
  // Conversations others began count not: a popular new member answers many.
  const started = await countConversationsStartedSince(db, input.senderId, addMs(at, -HOUR_MS));
  if (started >= settings.conversations_per_hour) signals.push('conversation_burst');
  return signals;
}
