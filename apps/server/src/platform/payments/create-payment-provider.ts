import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { MollieProvider } from './mollie-provider';
import type { PaymentProvider } from './payment-provider';
import { SIMULATED_PROVIDER_PREFIX } from './simulated-provider/register-simulated-provider';

export type PaymentProviderConfig = Pick<Config, 'MOLLIE_API_KEY' | 'MOLLIE_API_URL'>;

/** The simulated provider inside this server, as its own adapter reaches it. */
export interface SimulatedEndpoint {
  /** The key only this process knows (newSimulatedApiKey); the provider accepts no other. */
  apiKey: string;
  /** This server's own origin, e.g. 'http://127.0.0.1:3000', known only once it listens. */
  selfOrigin: () => string;
}

/** A secret made at every start, in Mollie's test-key form: nobody outside this process can guess it. */
export const newSimulatedApiKey = () => `test_${randomBytes(24).toString('hex')}`;

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
