import { ENTRY_WARNING_ANSWER_PATH } from '@app/core';
import type { ReactNode } from 'react';
import { ShieldExclamation } from 'react-bootstrap-icons';

/** Where "Leave" takes a visitor who is not of age or does not want adult content. */
const LEAVE_URL = 'https://www.google.com/';

export interface EntryWarningContentProps {
  /** The app's i18next t or the landers' own: both fill in {site}. */
  t: (key: string, values?: Record<string, string>) => string;
  siteName: string;
  /** The operator's own words about fictional profiles (settings.fictional_warning); may be empty. */
  fictionalWarning: string;
  /** A link to the cookie policy, as the page's router makes links. */
  cookieLink: ReactNode;
  onEnter: () => void;
}

/** The warning's words and its two answers, the same in the app's modal and the landers' dialog. */
export function EntryWarningContent({ t, siteName, fictionalWarning, cookieLink, onEnter }: EntryWarningContentProps) {
  return (
    <>
      <ShieldExclamation size={40} className="text-primary mb-2" aria-hidden="true" />
      <h2 className="h4" id="entry-warning-title">
        {t('entry_warning.title')}
      </h2>
      <p>{t('entry_warning.age', { site: siteName })}</p>
      <p>{t('entry_warning.adult_content')}</p>
      {fictionalWarning && <p>{fictionalWarning}</p>}
      {/* Underlined: in running text a link must not be told apart by its colour alone (WCAG 1.4.1). */}
      <p className="small text-body-secondary app-inline-links">
        {t('entry_warning.cookies')} {cookieLink}
      </p>
      {/* A form the server answers too (its cookie, then back to this page): served with the page, the
          warning can be answered before the scripts have run, or without them. Once they run, here. */}
      <form
        method="post"
        action={ENTRY_WARNING_ANSWER_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          onEnter();
        }}
      >
        <button type="submit" className="btn btn-primary btn-lg w-100" data-testid="entry-warning-enter">
          {t('entry_warning.enter')}
        </button>
      </form>
      <a className="btn btn-link text-body-secondary mt-2" href={LEAVE_URL} rel="noreferrer" data-testid="entry-warning-leave">
        {t('entry_warning.leave')}
      </a>
    </>
  );
}
