import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { applySent, type Outgoing, postMessage, sendWithRetry } from './api';

/** A message on its way: shown at once as a bubble, 'failed' when the network gave up (retry keeps its id). */
export interface PendingMessage {
  outgoing: Outgoing;
  status: 'sending' | 'failed';
}

export interface SenderOptions {
  retries?: number;
  delay?: (attempt: number) => number;
}

const newId = () => crypto.randomUUID();

/**
 * The composer's text and the messages being sent to one member. A send shows an optimistic bubble;
 * the network failing retries with the same client_message_id; a refusal (not enough credits, the
 * conversation limit, cannot reply, blocked) removes the bubble and puts the text back in the
 * composer, so nothing the member wrote is lost.
 */
export function useChatSender(profileId: number | null, options: SenderOptions = {}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [error, setError] = useState<unknown>(null);
  const { retries, delay } = options;

  const run = useCallback(
    async (outgoing: Outgoing) => {
      // A deleted member's chat has no composer, so nothing is ever sent without a member.
      if (profileId === null) return;
      const id = outgoing.client_message_id;
      const others = (list: PendingMessage[]) => list.filter((item) => item.outgoing.client_message_id !== id);
      setPending((list) => [...others(list), { outgoing, status: 'sending' }]);
      try {
        const answer = await sendWithRetry(() => postMessage(profileId, outgoing), { retries, delay });
        applySent(queryClient, answer.message, answer.credits);
        setPending(others);
      } catch (failure) {
        if (!(failure instanceof ApiError) || failure.retryable) {
          setPending((list) => list.map((item) => (item.outgoing.client_message_id === id ? { ...item, status: 'failed' } : item)));
          return;
        }
        setPending(others);
        if (outgoing.kind === 'text') {
          setText((current) => (current.trim() ? `${outgoing.text}\n${current}` : outgoing.text));
        }
        setError(failure);
      }
    },
    [profileId, queryClient, retries, delay],
  );

  const sendText = useCallback(() => {
    const value = text.trim();
    if (!value) return;
    setText('');
    setError(null);
    void run({ kind: 'text', text: value, client_message_id: newId() });
  }, [text, run]);

  const sendGift = useCallback(
    (gift: Extract<Outgoing, { kind: 'gift' }>['gift']) => {
      setError(null);
      void run({ kind: 'gift', gift, client_message_id: newId() });
    },
    [run],
  );

  const sendPhoto = useCallback(
    (file: File) => {
      setError(null);
      void run({ kind: 'photo', file, client_message_id: newId() });
    },
    [run],
  );

  /** Another try of a failed message, with the same client id: stored and charged once. */
  const retry = useCallback((item: PendingMessage) => void run(item.outgoing), [run]);

  /** A failed message the member gives up on; its text goes back to the composer. */
  const discard = useCallback((item: PendingMessage) => {
    setPending((list) => list.filter((other) => other !== item));
    const outgoing = item.outgoing;
    if (outgoing.kind === 'text') setText((current) => (current.trim() ? `${outgoing.text}\n${current}` : outgoing.text));
  }, []);

  return { text, setText, pending, error, clearError: () => setError(null), sendText, sendGift, sendPhoto, retry, discard };
}
