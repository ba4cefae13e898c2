import type { PricedBundle } from '@app/core';

/** What the member types on /directdebit, kept while they move between the two steps. */
export interface DirectDebitDetails {
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  mobile: string;
  authorization: boolean;
}

export const NO_DETAILS: DirectDebitDetails = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  mobile: '',
  authorization: false,
};

/** The bundle the link asks for (?bundle=), else the one marked popular, else the first. */
export function chosenBundle(bundles: PricedBundle[], requested: string | null): PricedBundle | undefined {
  return (
    bundles.find((bundle) => bundle.id === requested) ??
    bundles.find((bundle) => bundle.highlight === 'popular') ??
    bundles[0]
  );
}
