import { OPERATOR_FIGURES_HOURS, type OperatorFigures, type OperatorFiguresQuery } from '@app/core';
import type { Db } from '../../db/client';
import { type Clock, HOUR_MS } from '../../platform/clock';
import { answeredArrivalsPerHour, answerTimes, answersPerHour, conversationMessages, type FiguresPeriod, operatorTotals } from './figures';
import { countWaiting, countWaitingByHour } from './repo';

const countsByHour = (rows: { hour: number; count: number }[]) => new Map(rows.map(({ hour, count }) => [hour, count]));

/** The operators' figures (issue 19), for the console and the back office reports. */
export class OperatorFiguresService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  async figures({ siteId, period }: OperatorFiguresQuery): Promise<OperatorFigures> {
    const end = this.now();
    const hours = OPERATOR_FIGURES_HOURS[period];
    const firstHour = Math.floor(end.getTime() / HOUR_MS) - hours + 1;
    const range: FiguresPeriod = { start: new Date(firstHour * HOUR_MS), end, siteId };

    const [answers, operators, answered, answeredArrivals, conversations, waiting, waitingArrivals] = await Promise.all([
      answerTimes(this.db, range),
      operatorTotals(this.db, range),
      answersPerHour(this.db, range),
      answeredArrivalsPerHour(this.db, range),
      conversationMessages(this.db, range),
      countWaiting(this.db, { siteId }),
      // The queue's own rule, so the arrivals still waiting are the conversations the console lists.
      countWaitingByHour(this.db, { siteId }),
    ]);

    const answeredAt = countsByHour(answered);
    const arrivedAt = countsByHour(answeredArrivals);
    for (const { hour, count } of waitingArrivals) {
      if (hour !== null && hour >= firstHour) arrivedAt.set(hour, (arrivedAt.get(hour) ?? 0) + count);
    }

    const messages = conversations.memberMessages + conversations.profileMessages;
    return {
      period,
      from: range.start.toISOString(),
      to: end.toISOString(),
      answerTime: { answered: answers.answered, medianSeconds: answers.median, p95Seconds: answers.p95 },
      waitingNow: waiting,
      perOperator: operators
        .map(({ median, ...row }) => ({ ...row, medianSeconds: median }))
        .sort((a, b) => b.answered - a.answered || b.messages - a.messages || (a.name ?? '').localeCompare(b.name ?? '')),
      perHour: Array.from({ length: hours }, (_, index) => {
        const hour = firstHour + index;
        return { hour: new Date(hour * HOUR_MS).toISOString(), answered: answeredAt.get(hour) ?? 0, arrived: arrivedAt.get(hour) ?? 0 };
      }),
      messagesPerConversation: {
        ...conversations,
        average: conversations.conversations === 0 ? null : Math.round((messages / conversations.conversations) * 10) / 10,
      },
    };
  }
}
