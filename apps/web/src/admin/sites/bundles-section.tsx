import { CURRENCIES, type CreditBundle } from '@app/core';
import { Button, ButtonGroup, Form, Table } from 'react-bootstrap';
import { ArrowDown, ArrowUp, Trash } from 'react-bootstrap-icons';
import { errorsUnder } from './fields';
import { toMajor, toMinor } from './labels';
import type { SectionProps } from './section-props';

const HIGHLIGHTS = [
  ['', 'None'],
  ['popular', 'Popular'],
  ['best_value', 'Best value'],
] as const;

/**
 * Credit bundles, which the credits, pricing and premium pages sell (any bundle makes a member
 * premium), with a price per currency; a bundle without a price in a member's currency is not
 * offered to them.
 */
export function BundlesSection({ draft, update, errors }: SectionProps) {
  const bundles = draft.config.credit_bundles;
  const setBundles = (next: CreditBundle[]) => update((d) => (d.config.credit_bundles = next));
  const change = (index: number, patch: Partial<CreditBundle>) => setBundles(bundles.map((b, i) => (i === index ? { ...b, ...patch } : b)));
  const move = (index: number, by: number) => {
    const next = [...bundles];
    const [bundle] = next.splice(index, 1);
    next.splice(index + by, 0, bundle!);
    setBundles(next);
  };
  const listError = errors['config.credit_bundles'];
  return (
    <>
      <p className="small text-body-secondary">Prices in the currency's main unit (14.99). The order here is the order on the site.</p>
      <Table size="sm" responsive className="align-middle app-admin-bundles">
        <thead>
          <tr>
            <th>Id</th>
            <th>Credits</th>
            <th>Label</th>
            {CURRENCIES.map((currency) => (
              <th key={currency}>{currency}</th>
            ))}
            <th aria-label="Order and removal" />
          </tr>
        </thead>
        <tbody>
          {bundles.map((bundle, index) => {
            const at = `config.credit_bundles.${index}`;
            return (
              <tr key={index} data-bundle={bundle.id}>
                <td>
                  <Form.Control
                    size="sm"
                    aria-label="Bundle id"
                    value={bundle.id}
                    isInvalid={!!errors[`${at}.id`]}
                    title={errors[`${at}.id`]}
                    onChange={(event) => change(index, { id: event.target.value })}
                  />
                  {errors[`${at}.id`] && <div className="invalid-feedback d-block">{errors[`${at}.id`]}</div>}
                </td>
                <td>
                  <Form.Control
                    size="sm"
                    type="number"
                    aria-label={`Credits of ${bundle.id}`}
                    value={Number.isNaN(bundle.credits) ? '' : bundle.credits}
                    isInvalid={!!errors[`${at}.credits`]}
                    onChange={(event) => change(index, { credits: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
                  />
                </td>
                <td>
                  <Form.Select
                    size="sm"
                    aria-label={`Label of ${bundle.id}`}
                    value={bundle.highlight ?? ''}
                    onChange={(event) => change(index, { highlight: (event.target.value || null) as CreditBundle['highlight'] })}
                  >
                    {HIGHLIGHTS.map(([value, text]) => (
                      <option key={value} value={value}>
                        {text}
                      </option>
                    ))}
                  </Form.Select>
                </td>
                {CURRENCIES.map((currency) => (
                  <td key={currency}>
                    <Form.Control
                      size="sm"
                      type="number"
                      step={0.01}
                      className="app-admin-price"
                      aria-label={`${bundle.id} in ${currency}`}
                      value={toMajor(bundle.prices[currency]) ?? ''}
                      isInvalid={!!errors[`${at}.prices.${currency}`]}
                      onChange={(event) => {
                        const prices = { ...bundle.prices, [currency]: toMinor(event.target.value === '' ? null : Number(event.target.value)) };
                        if (prices[currency] === undefined) delete prices[currency];
                        change(index, { prices });
                      }}
                    />
                  </td>
                ))}
                <td className="text-nowrap">
                  <ButtonGroup size="sm">
                    <Button variant="outline-secondary" aria-label={`Move ${bundle.id} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      variant="outline-secondary"
                      aria-label={`Move ${bundle.id} down`}
                      disabled={index === bundles.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button variant="outline-danger" aria-label={`Remove ${bundle.id}`} onClick={() => setBundles(bundles.filter((_, i) => i !== index))}>
                      <Trash aria-hidden="true" />
                    </Button>
                  </ButtonGroup>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {(listError ?? errorsUnder(errors, 'config.credit_bundles')) && (
        <div className="invalid-feedback d-block mb-2">{listError ?? errorsUnder(errors, 'config.credit_bundles')}</div>
      )}
      <Button size="sm" variant="outline-primary" onClick={() => setBundles([...bundles, { id: `bundle-${bundles.length + 1}`, credits: 100, prices: {}, highlight: null }])}>
        Add a bundle
      </Button>
    </>
  );
}
