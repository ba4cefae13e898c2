import type { GeocodeResult } from '@app/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GeoAltFill } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';
import { regionsQuery, useSettings } from '../site/api';
import { countryName } from '../lib/countries';
import { PendingButton } from './pending-button';

/** A place as the location fields hold it: the region by its regions.php code. */
export interface FoundPlace {
  country: string;
  region: string;
  city: string;
}

type Outcome = 'filled' | 'not_found' | 'denied' | 'unavailable' | 'outside' | 'failed';

/**
 * 'Use my current location' (SPEC §3 geolocation permission and geocode): asks the browser only
 * when clicked, then fills country, region and town, if the site serves that country.
 */
export function CurrentLocationButton({ onFound, idPrefix }: { onFound: (place: FoundPlace) => void; idPrefix: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: Outcome; country?: string }>();

  /** regions.php names the region; the fields hold its code. */
  const withRegionCode = async (place: GeocodeResult): Promise<FoundPlace> => {
    const regions = (await queryClient.fetchQuery(regionsQuery(place.country))).countries[0]?.regions ?? [];
    const region = regions.find((r) => r.name === place.region)?.code ?? '';
    return { country: place.country, region, city: place.city };
  };

  const run = async () => {
    setPending(true);
    setOutcome(undefined);
    try {
      // Loaded on the click: it checks what it stored with zod, which no page loads up front (issue #20).
      const { locate } = await import('../lib/geolocation');
      const result = await locate();
      if (result.status !== 'found') return setOutcome({ kind: result.status });
      if (!settings?.countries.includes(result.place.country)) {
        return setOutcome({ kind: 'outside', country: result.place.country });
      }
      onFound(await withRegionCode(result.place));
      setOutcome({ kind: 'filled' });
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setPending(false);
    }
  };

  let message: string | undefined;
  if (outcome?.kind === 'outside' && outcome.country) {
    message = t('geolocation.outside', { country: countryName(outcome.country, i18n.resolvedLanguage ?? 'en') });
  } else if (outcome?.kind === 'failed') {
    message = t('errors.internal_error');
  } else if (outcome) {
    message = t(`geolocation.${outcome.kind}`);
  }
  return (
    <div className="mb-3">
      <PendingButton
        type="button"
        variant="outline-primary"
        size="sm"
        pending={pending}
        onClick={() => void run()}
        aria-describedby={message ? `${idPrefix}-geolocation-status` : undefined}
        data-testid="use-current-location"
      >
        {!pending && <GeoAltFill className="me-2" aria-hidden="true" />}
        {t('geolocation.use_current')}
      </PendingButton>
      {message && outcome && (
        <p
          id={`${idPrefix}-geolocation-status`}
          className={`small mt-2 mb-0 ${outcome.kind === 'filled' ? 'text-success' : 'text-body-secondary'}`}
          role="status"
          data-testid="geolocation-status"
          data-outcome={outcome.kind}
        >
          {message}
        </p>
      )}
    </div>
  );
}
