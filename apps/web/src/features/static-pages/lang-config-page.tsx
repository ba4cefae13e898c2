import { type Locale, LOCALE_NATIVE_NAMES, LOCALES } from '@app/core';
import { ListGroup } from 'react-bootstrap';
import { CheckLg } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { CardPage } from '../../components/card-page';
import { useChooseLanguage } from '../../hooks/use-choose-language';

/** /lang-config: the interface languages by their own names, for visitors who look for theirs. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { choose } = useChooseLanguage();
  const current = i18n.resolvedLanguage as Locale;
  return (
    <CardPage title={t('routes.lang-config')}>
      <p className="text-body-secondary">{t('lang_config.intro')}</p>
      <ListGroup data-testid="language-list">
        {LOCALES.map((locale) => (
          <ListGroup.Item
            key={locale}
            action
            as="button"
            type="button"
            lang={locale}
            active={locale === current}
            aria-current={locale === current ? 'true' : undefined}
            className="d-flex align-items-center justify-content-between"
            onClick={() => choose(locale)}
            data-locale={locale}
          >
            {LOCALE_NATIVE_NAMES[locale]}
            {locale === current && (
              <span className="d-inline-flex align-items-center gap-1 small">
                <CheckLg aria-hidden="true" />
                <span className="visually-hidden">{t('lang_config.current')}</span>
              </span>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
    </CardPage>
  );
}
