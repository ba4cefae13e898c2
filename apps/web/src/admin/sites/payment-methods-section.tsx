import { PAYMENT_METHODS, paymentMethodsFor } from '@app/core';
import { Form } from 'react-bootstrap';
import { ChecksField } from './fields';
import type { SectionProps } from './section-props';

/** Which methods the checkout offers in each of the site's countries: ours, or the site's own list. */
export function PaymentMethodsSection({ draft, update, errors }: SectionProps) {
  const own = draft.config.payment_methods;
  return (
    <>
      <p className="small text-body-secondary">Direct debit has its own form; every other method goes through the payment provider.</p>
      {draft.config.countries.map((country) => {
        const custom = own[country] !== undefined;
        return (
          <div key={country} className="border rounded p-2 mb-2" data-country={country}>
            <Form.Check
              type="switch"
              id={`site-methods-own-${country}`}
              label={<strong>{country}: the site's own list</strong>}
              checked={custom}
              onChange={(event) =>
                update((d) => {
                  if (event.target.checked) d.config.payment_methods[country] = [...paymentMethodsFor(country)];
                  else delete d.config.payment_methods[country];
                })
              }
            />
            {custom ? (
              <ChecksField
                id={`site-methods-${country}`}
                label={`Methods in ${country}`}
                options={PAYMENT_METHODS}
                value={own[country]!}
                error={errors[`config.payment_methods.${country}`]}
                onChange={(methods) => update((d) => (d.config.payment_methods[country] = methods))}
              />
            ) : (
              <p className="small text-body-secondary mb-0 mt-1">{paymentMethodsFor(country).join(', ')}</p>
            )}
          </div>
        );
      })}
    </>
  );
}
