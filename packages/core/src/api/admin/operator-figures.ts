import { z } from 'zod';
import { Id, IdParam } from '../ids';
import { QueueCount } from './queues';

/*
 * The operators' figures (issue 19): how fast the members of fictional profiles get an answer,
 * who answers, when the work comes in, and how long the conversations are. Shown on the operator
 * console and in the back office reports.
 */

/**
 * The periods the figures cover, each ending now: the last 24 hours, 7 days or 30 days, counted
 * in whole hours (UTC, like the reports' days) with the current hour the last. Rolling rather than
 * calendar days, so a shift sees its own hours whatever the time zone.
 */
export const OPERATOR_FIGURES_PERIODS = ['24h', '7d', '30d'] as const;
export const OperatorFiguresPeriod = z.enum(OPERATOR_FIGURES_PERIODS);
export type OperatorFiguresPeriod = z.infer<typeof OperatorFiguresPeriod>;

/** How many hours each period spans. */
export const OPERATOR_FIGURES_HOURS: Record<OperatorFiguresPeriod, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 };

/** GET /api/admin/operator/figures: one site or all of them. */
export const OperatorFiguresQuery = z.object({
  siteId: IdParam.optional(),
  period: OperatorFiguresPeriod.default('24h'),
});
export type OperatorFiguresQuery = z.infer<typeof OperatorFiguresQuery>;

/** Whole seconds; null when there is nothing to measure. */
const Seconds = z.number().int().min(0).nullable();
const Count = z.number().int().min(0);

/** One operator's messages sent in the period as fictional profiles. */
export const OperatorFiguresOperator = z.object({
  /** Null for staff whose account was removed since: their messages stay counted, together. */
  staffId: Id.nullable(),
  name: z.string().nullable(),
  /** Answers: messages sent while the member waited (they have a waiting time). */
  answered: Count,
  /** Messages that opened a conversation with a member (first contact), answering nothing. */
  firstMessages: Count,
  /** Every message they sent: answers, first messages, and further messages after an answer. */
  messages: Count,
  /** Their median waiting time of the members they answered. */
  medianSeconds: Seconds,
});
export type OperatorFiguresOperator = z.infer<typeof OperatorFiguresOperator>;

/** One hour of the period. */
export const OperatorFiguresHour = z.object({
  /** The hour's start (UTC, on the hour). */
  hour: z.iso.datetime(),
  /** Answers sent in the hour. */
  answered: Count,
  /**
   * Conversations that started waiting in the hour (the member's first unanswered message was
   * sent then): those answered since, and those still waiting now. A wait that ended without an
   * answer (the member left or was blocked) is not counted.
   */
  arrived: Count,
});
export type OperatorFiguresHour = z.infer<typeof OperatorFiguresHour>;

export const OperatorFigures = z.object({
  period: OperatorFiguresPeriod,
  /** The start of the period's first hour. */
  from: z.iso.datetime(),
  /** Now: the period's end. */
  to: z.iso.datetime(),
  /**
   * The waiting time of the answers sent in the period: from the member's oldest unanswered
   * message to the profile's answer. A member's further messages while waiting do not restart it.
   */
  answerTime: z.object({
    answered: Count,
    medianSeconds: Seconds,
    /** 95% of the answers came at least this fast. */
    p95Seconds: Seconds,
  }),
  /** The queue at this moment, whatever the period: conversations waiting, and since when the oldest does. */
  waitingNow: QueueCount,
  /** Every operator who sent a message in the period, the most answers first. */
  perOperator: z.array(OperatorFiguresOperator),
  /** Every hour of the period, the oldest first, quiet hours included. */
  perHour: z.array(OperatorFiguresHour),
  /**
   * Conversations between a member and a fictional profile with a message in the period, and
   * the messages sent in them in the period (delivered ones: a message held for scam signals is
   * counted once released).
   */
  messagesPerConversation: z.object({
    conversations: Count,
    memberMessages: Count,
    profileMessages: Count,
    /** (memberMessages + profileMessages) / conversations, to one decimal; null without conversations. */
    average: z.number().min(0).nullable(),
  }),
});
export type OperatorFigures = z.infer<typeof OperatorFigures>;
