// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { landerBootstrap, renderLander } from '../test-support';
import { MemberCounts } from './member-counts';

afterEach(cleanup);

const Counts = () => <MemberCounts className="counts" />;

describe('member counts', () => {
  it('says how many members the site has and how many are online, in the visitor’s numbers', async () => {
    const data = landerBootstrap('gallery', { locale: 'de' });
    await renderLander(Counts, { ...data, data: { ...data.data, total_members: 1234, online_members: 17 } });
    const counts = document.querySelector('.counts')!;
    expect([...counts.children].map((count) => count.textContent)).toEqual([expect.stringContaining('1.234'), expect.stringContaining('17')]);
  });

  it("says who was on today when few are online now, and nothing when that is few too (never 0 or 1)", async () => {
    const data = landerBootstrap('gallery');
    await renderLander(Counts, { ...data, data: { ...data.data, total_members: 50, online_members: 1, active_today_members: 12 } });
    expect(screen.getByTestId('lander-activity').textContent).toBe('Active today: 12');
    expect(screen.queryByText(/Online now/)).toBeNull();
    cleanup();

    await renderLander(Counts, { ...data, data: { ...data.data, total_members: 5, online_members: 0, active_today_members: 1 } });
    expect(document.querySelector('.counts')!.children).toHaveLength(1);
    expect(screen.queryByTestId('lander-activity')).toBeNull();
  });
});
