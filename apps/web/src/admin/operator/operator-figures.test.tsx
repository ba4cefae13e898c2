// @vitest-environment jsdom
import type { OperatorFigures } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/chat-fixtures';
import { OperatorFiguresPanel } from './operator-figures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hours = (count: number, busy: Record<number, [number, number]>) =>
  Array.from({ length: count }, (_, index) => {
    const [arrived, answered] = busy[index] ?? [0, 0];
    return { hour: new Date(Date.UTC(2031, 4, 19, 13 + index)).toISOString(), arrived, answered };
  });

const figures = (period: OperatorFigures['period']): OperatorFigures => ({
  period,
  from: '2031-05-19T13:00:00.000Z',
  to: '2031-05-20T12:30:00.000Z',
  answerTime: { answered: 4, medianSeconds: 450, p95Seconds: 855 },
  waitingNow: { count: 1, oldest_at: '2031-05-20T12:00:00.000Z' },
  perOperator: [
    { staffId: 7, name: 'Anna', answered: 3, firstMessages: 0, messages: 4, medianSeconds: 300 },
    { staffId: null, name: null, answered: 1, firstMessages: 1, messages: 2, medianSeconds: 3900 },
  ],
  perHour: hours(period === '24h' ? 24 : 168, { 19: [1, 1], 23: [1, 0] }),
  messagesPerConversation: { conversations: 4, memberMessages: 6, profileMessages: 6, average: 3 },
});

function serve() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname !== '/api/admin/operator/figures') return json(404, { error: { code: 'not_found', message: 'Not found' } });
    asked.push(searchParams);
    return json(200, figures(searchParams.get('period') as OperatorFigures['period']));
  });
  return asked;
}

function show(siteId: number | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OperatorFiguresPanel siteId={siteId} />
    </QueryClientProvider>,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the operators figures', () => {
  it('shows answer times, the queue, each operator and the busy hours of the site, for the period picked', async () => {
    const asked = serve();
    show(3);
    await screen.findByTestId('figures-operators');
    expect(asked[0]!.toString()).toBe('period=24h&siteId=3');
    expect(text('figure-median')).toContain('7 min 30 s');
    expect(text('figure-p95')).toContain('14 min 15 s');
    expect(text('figure-answered')).toContain('4');
    expect(text('figure-waiting')).toContain('the longest for 30 min');
    expect(text('figure-conversations')).toContain('4 conversations: 6 from members, 6 from profiles');

    const operators = within(screen.getByTestId('figures-operators')).getAllByRole('row').slice(1);
    expect(operators.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Anna', '3', '0', '4', '5 min'],
      ['Removed staff', '1', '1', '2', '1 h 5 min'],
    ]);
    // Busy hours only, the latest first.
    const busy = within(screen.getByTestId('figures-hours')).getAllByRole('row').slice(1);
    expect(busy.map((row) => [...row.querySelectorAll('td')].slice(1, 3).map((cell) => cell.textContent))).toEqual([
      ['1', '0'],
      ['1', '1'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await screen.findByText(/The last 7 days/);
    expect(asked.at(-1)!.get('period')).toBe('7d');
  });

  it('asks for every site when none is picked', async () => {
    const asked = serve();
    show(null);
    await screen.findByTestId('figures-operators');
    expect(asked[0]!.has('siteId')).toBe(false);
  });
});
