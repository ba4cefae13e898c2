import type { DiscountCode, PaymentMethod } from '@app/core';
import { useEffect, useRef, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { TagFill, XLg } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { fieldErrorText } from '../../lib/error-text';
import { useCheckDiscountCode } from './api';
import { discountErrorText, isWelcomeBonus } from './discount';

const checks = () => import('./checks');

interface DiscountFieldProps {
  bundleId: string;
  method: PaymentMethod | undefined;
  /** The code that lowers the price now (typed or the welcome bonus), if any. */
  applied: DiscountCode | null;
  /** A typed code that the server accepted but the chosen method or bundle does not fit. */
  unfit: DiscountCode | null;
  onApply: (code: DiscountCode) => void;
  onRemove: () => void;
  /** A code the link brought (`?code=`): checked and applied at once, as if typed. */
  initialCode?: string | null;
}

/** SPEC §5 discount codes: checked by the server against the bundle and method, the refusal translated. */
export function DiscountField({ bundleId, method, applied, unfit, onApply, onRemove, initialCode }: DiscountFieldProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const check = useCheckDiscountCode(bundleId, method);
  const carriedChecked = useRef(false);

  useEffect(() => {
    if (!initialCode || carriedChecked.current) return;
    carriedChecked.current = true;
    check.mutate(initialCode, { onSuccess: onApply });
  }, [initialCode, check, onApply]);
  const error = invalid ?? (check.isError ? discountErrorText(t, check.error, i18n.resolvedLanguage ?? 'en') : null);

  const apply = async () => {
    const { DiscountCodeText } = await checks();
    const parsed = DiscountCodeText.safeParse(text);
    if (!parsed.success) {
      check.reset();
      setInvalid(fieldErrorText(t, parsed.error.issues[0]!.message));
      return;
    }
    setInvalid(null);
    check.mutate(parsed.data, {
      onSuccess: (code) => {
        setText('');
        onApply(code);
      },
    });
  };

  return (
    <section className="mt-4" aria-labelledby="discount-title">
      <h2 className="h6 mb-2" id="discount-title">
        {t('checkout.discount.title')}
      </h2>
      {applied && <AppliedCode code={applied} onRemove={isWelcomeBonus(applied) ? undefined : onRemove} />}
      {unfit && (
        <p className="small text-warning-emphasis mb-2" data-testid="discount-unfit">
          {t('checkout.discount.unfit', { code: unfit.code })}
        </p>
      )}
      <form
        noValidate
        onFocusCapture={checks}
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <label className="visually-hidden" htmlFor="discount-code">
          {t('checkout.discount.label')}
        </label>
        <div className={`input-group${error ? ' has-validation' : ''}`}>
          <input
            id="discount-code"
            className={`form-control app-discount-input${error ? ' is-invalid' : ''}`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t(applied ? 'checkout.discount.placeholder_another' : 'checkout.discount.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'discount-code-error' : undefined}
            data-testid="discount-input"
          />
          <Button type="submit" variant="outline-primary" disabled={check.isPending} data-testid="discount-apply">
            {check.isPending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('checkout.discount.apply')}
          </Button>
          {error && (
            <div className="invalid-feedback" id="discount-code-error" role="alert" data-testid="discount-error">
              {error}
            </div>
          )}
        </div>
      </form>
    </section>
  );
}

function AppliedCode({ code, onRemove }: { code: DiscountCode; onRemove?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center gap-2 px-3 py-2 mb-2 rounded-3 bg-success-subtle text-success-emphasis" data-testid="discount-applied" role="status">
      <TagFill aria-hidden="true" />
      <span className="flex-grow-1 fw-semibold">
        {isWelcomeBonus(code)
          ? t('checkout.discount.welcome_applied', { percent: code.value_percentage })
          : t('checkout.discount.applied', { code: code.code, percent: code.value_percentage })}
      </span>
      {onRemove && (
        <Button variant="link" size="sm" className="p-0 text-success-emphasis" onClick={onRemove} aria-label={t('checkout.discount.remove', { code: code.code })}>
          <XLg aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
