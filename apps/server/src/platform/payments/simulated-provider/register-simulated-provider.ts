import type { FastifyInstance } from 'fastify';
import { simulatedApiRoutes } from './api-routes';
import { simulatedCheckoutRoutes } from './checkout-page';
import { postWebhook, type SimulatedPayment, SimulatedPsp } from './simulated-psp';
import { MemoryStore, type SimulatedStore } from './simulated-store';

export const SIMULATED_PROVIDER_PREFIX = '/simulated-provider';

/**
 * The one shop this provider serves. It runs inside that shop's process, reachable by anyone who
 * reaches the shop, so it answers that shop's own adapter only, posts only to its webhook and sends
 * payers back only to its own addresses.
 */
export interface SimulatedShop {
  /** The only API key accepted: a secret the shop made for its own adapter (simulatedApiKey). */
  apiKey: string;
  /** The shop's webhook, the only address payments may name (no request forgery through the provider). */
  webhookUrl: () => string;
  /** Whether the payer may be sent back to this address: the shop's own origins only (no open redirect). */
  acceptsRedirect: (url: URL) => boolean | Promise<boolean>;
}

export interface SimulatedProviderOptions {
  prefix?: string;
  shop: SimulatedShop;
  /** The origin clients reach this server at (PUBLIC_URL, or the listening address). */
  publicBase: () => string;
  /**
   * The origin of a payment's checkout link, from the shop's return URL; by default publicBase.
   * In the shop's own process the payer's browser reaches the checkout where it reached the shop.
   */
  checkoutBase?: (redirectUrl: string | null) => string;
  /** How a webhook reaches the shop; by default an HTTP form POST. A rejection is retried later. */
  deliverWebhook?: (url: string, paymentId: string) => Promise<void>;
  /** How long a SEPA direct-debit collection stays pending before it settles. */
  settleMs?: number;
  /** Where payments, customers and mandates are kept; by default this process's memory. */
  store?: SimulatedStore;
}

/**
 * The built-in simulated payment provider: the part of Mollie's API v2 our Mollie adapter uses,
 * under `${prefix}/v2/`, and a test-mode checkout page under `${prefix}/checkout/:id` where the
 * payer picks paid, pending, failed or cancelled. It plays a remote service; the app keeps its state
 * in the database (DatabaseStore), so any of the app's processes answers for any payment.
 */
export async function registerSimulatedProvider(app: FastifyInstance, options: SimulatedProviderOptions): Promise<void> {
  const prefix = options.prefix ?? SIMULATED_PROVIDER_PREFIX;
  const psp = new SimulatedPsp({
    store: options.store ?? new MemoryStore(),
    settleMs: options.settleMs ?? 5_000,
    deliverWebhook: options.deliverWebhook ?? postWebhook,
    log: app.log,
  });
  const urlOf = (path: string) => new URL(`${prefix}${path}`, options.publicBase()).href;
  const checkoutPath = (paymentId: string) => `${prefix}/checkout/${encodeURIComponent(paymentId)}`;

  app.addHook('onClose', async () => psp.close());
  await app.register(
    async (scope) => {
      const checkoutBase = options.checkoutBase ?? (() => options.publicBase());
      const checkoutUrlOf = (payment: SimulatedPayment) =>
        new URL(checkoutPath(payment.id), checkoutBase(payment.redirectUrl)).href;
      await scope.register(simulatedApiRoutes, { prefix: '/v2', psp, shop: options.shop, urlOf, checkoutUrlOf });
      await scope.register(simulatedCheckoutRoutes, { psp, checkoutPath });
    },
    { prefix },
  );
}
