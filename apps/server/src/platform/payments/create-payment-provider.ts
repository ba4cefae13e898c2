import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { loadOrCreateSecret } from '../app-secret';
import { MollieProvider } from './mollie-provider';
import type { PaymentProvider } from './payment-provider';
import { SIMULATED_PROVIDER_PREFIX } from './simulated-provider/register-simulated-provider';

export type PaymentProviderConfig = Pick<Config, 'MOLLIE_API_KEY' | 'MOLLIE_API_URL'>;

/** The simulated provider inside this server, as its own adapter reaches it. */
export interface SimulatedEndpoint {
  /** The key only this app knows (simulatedApiKey); the provider accepts no other. */
  apiKey: string;
  /** This server's own origin, e.g. 'http://127.0.0.1:3000', known only once it listens. */
  selfOrigin: () => string;
}

const SimulatedKey = z.object({ apiKey: z.string().startsWith('test_') });

/**
 * The simulated provider's API key, in Mollie's test-key form: a secret made once and kept in the
 * database, so every process's adapter is accepted by every process's provider (behind a proxy a
 * checkout made on one may be read on another), and nobody outside the app can guess it.
 */
export async function simulatedApiKey(db: Db): Promise<string> {
  const make = () => ({ apiKey: `test_${randomBytes(24).toString('hex')}` });
  return (await loadOrCreateSecret(db, 'simulated-provider-api-key', make, SimulatedKey.parse)).apiKey;
}

/** Without MOLLIE_API_KEY (demo mode) the app must also register the simulated provider (registerSimulatedProvider). */
export function usesSimulatedProvider(config: PaymentProviderConfig): boolean {
  return !config.MOLLIE_API_KEY;
}

/** Mollie with MOLLIE_API_KEY; otherwise the same adapter pointed at the simulated provider on this server. */
export function createPaymentProvider(
  config: PaymentProviderConfig,
  simulated: SimulatedEndpoint,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): PaymentProvider {
  if (config.MOLLIE_API_KEY) {
    return new MollieProvider({ apiKey: config.MOLLIE_API_KEY, apiEndpoint: config.MOLLIE_API_URL, log });
  }
  return new MollieProvider({
    apiKey: simulated.apiKey,
    apiEndpoint: () => `${simulated.selfOrigin()}${SIMULATED_PROVIDER_PREFIX}/v2/`,
    log,
  });
}
