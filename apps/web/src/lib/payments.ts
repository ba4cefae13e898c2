import type { CountryCode, Currency, User } from '@app/core';
import { queryOptions } from '@tanstack/react-query';
import type { RouteName } from '../route-table';
import { api } from './api-client';

/** The pages of a payment under way, which nothing should interrupt: no alert, no offer. */
export const CHECKOUT_ROUTES: readonly RouteName[] = ['credits-id-paymentmethod', 'credits-repeat-order', 'directdebit', 'transactions-id'];

/**
 * GET /api/credits.php: bundles priced in the member's currency, the payment methods of their
 * country, stored cards and mandates and the direct-debit state. Shared by /credits, /pricing,
 * /premium, /credits/repeat-order and /directdebit.
 */
export const creditsOfferQuery = (userId: number | null, country?: CountryCode | null) =>
  queryOptions({
    // Keyed by viewer: the offer a visitor saw on /pricing is not the member's after logging in.
    queryKey: [...CREDITS_OFFER_KEY, userId ?? 'visitor', country ?? 'own'],
    queryFn: ({ signal }) => api('credits.php', 'CreditsOffer', { query: { country: country ?? undefined }, signal }),
    staleTime: 60_000,
  });

/** Invalidates every viewer's offer, e.g. after a payment changed stored methods or limits. */
export const CREDITS_OFFER_KEY = ['credits-offer'] as const;

/** SPEC §4: the welcome time bonus is a logged-in member's who has not paid yet; no one else asks for it. */
export const offeredWelcomeBonus = (user: User | null | undefined): user is User => Boolean(user && !user.paid_user);

/**
 * GET /api/discountcode.php?welcome=true: the welcome time bonus of a new non-paid member (SPEC §4).
 * A failure means no bonus (SPEC §8: errors on the welcome call are ignored), so it never retries.
 */
export const welcomeDiscountQuery = (userId: number) =>
  queryOptions({
    queryKey: ['welcome-discount', userId],
    queryFn: ({ signal }) =>
      api('discountcode.php', 'WelcomeDiscountResponse', { query: { welcome: 'true' }, signal })
        .then((answer) => answer.discount_code)
        .catch(() => null),
    staleTime: Infinity,
    retry: false,
  });

/** An amount in minor units as the locale writes money: '€ 14,99', 'CHF 14.90', '64,99 zł'. */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
}
