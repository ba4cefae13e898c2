import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { MollieProvider } from './mollie-provider';
import type { PaymentProvider } from './payment-provider';
import { SIMULATED_PROVIDER_PREFIX } from './simulated-provider/register-simulated-provider';

export type PaymentProviderConfig = Pick<Config, 'MOLLIE_API_KEY' | 'MOLLIE_API_URL'>;

/** The key the adapter shows the simulated provider: any test key will do, it checks only the form. */
const SIMULATED_API_KEY = 'test_simulatedprovider00000000000';

/** Without MOLLIE_API_KEY the app must also register the simulated provider (registerSimulatedProvider). */
export function usesSimulatedProvider(config: PaymentProviderConfig): boolean {
  return !config.MOLLIE_API_KEY;
}

/**
 * Mollie with MOLLIE_API_KEY; otherwise the same adapter pointed at the simulated provider on this
 * server's own port (`selfOrigin`, e.g. 'http://127.0.0.1:3000'), known only once it listens.
 */
export function createPaymentProvider(
  config: PaymentProviderConfig,
  selfOrigin: () => string,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): PaymentProvider {
  if (config.MOLLIE_API_KEY) {
    return new MollieProvider({ apiKey: config.MOLLIE_API_KEY, apiEndpoint: config.MOLLIE_API_URL, log });
  }
  return new MollieProvider({
    apiKey: SIMULATED_API_KEY,
    apiEndpoint: () => `${selfOrigin()}${SIMULATED_PROVIDER_PREFIX}/v2/`,
    log,
  });
}
