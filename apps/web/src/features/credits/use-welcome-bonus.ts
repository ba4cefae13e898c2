import type { DiscountCode, User } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { offeredWelcomeBonus, welcomeDiscountQuery } from '../../lib/payments';

/**
 * The welcome time bonus while it lasts (SPEC §4) for a member who has not paid yet: the checkout
 * applies it by itself, and the bundles show the price it gives.
 */
export function useWelcomeBonus(user: User | null | undefined): DiscountCode | null {
  const offered = offeredWelcomeBonus(user);
  const welcome = useQuery({ ...welcomeDiscountQuery(user?.id ?? 0), enabled: offered });
  return offered ? (welcome.data ?? null) : null;
}
