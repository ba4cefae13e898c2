import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../hooks/use-session';
import { offeredWelcomeBonus, welcomeDiscountQuery } from '../../lib/payments';
import { useClockSeconds } from './clock';

export interface TimeBonus {
  percentage: number;
  /** Until the offer ends; always above 0 (at 0 there is no bonus any more). */
  secondsLeft: number;
}

/**
 * The welcome time bonus of SPEC §4: loaded once the session user is known to be a non-paid member,
 * dropped with the rest of the member's data on logout (endSession), and cleared from the cache at
 * zero or as soon as the member becomes paid, so every screen that reads it agrees.
 */
export function useTimeBonus(): TimeBonus | null {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const eligible = offeredWelcomeBonus(user);
  const { data: discount } = useQuery({ ...welcomeDiscountQuery(userId ?? 0), enabled: eligible });
  const deadline =
    eligible && discount?.expires && discount.status === 'active' && !discount.expired ? Date.parse(discount.expires) : undefined;
  const second = useClockSeconds(deadline !== undefined);
  const secondsLeft = deadline === undefined ? 0 : Math.max(0, Math.ceil(deadline / 1000 - second));
  const over = Boolean(discount && secondsLeft === 0);

  useEffect(() => {
    if (over && userId !== undefined) queryClient.setQueryData(welcomeDiscountQuery(userId).queryKey, null);
  }, [over, userId, queryClient]);

  if (!discount || secondsLeft === 0) return null;
  return { percentage: discount.value_percentage, secondsLeft };
}
