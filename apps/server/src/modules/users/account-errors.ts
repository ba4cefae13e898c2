import { AppError } from '../../http/app-error';

/** Errors more than one account feature answers with; the English texts are SPEC §5/§8's. */
export const emailTaken = () =>
  new AppError('email_taken', 409, 'This email address already owns an account on this website.');

export const accountPendingDeletion = () =>
  new AppError(
    'account_pending_deletion',
    409,
    'This account is pending deletion. Use the link in the e-mail we sent you to reactivate it.',
  );

export const linkInvalid = () => new AppError('link_invalid', 400, 'Link expired or invalid, request a new email');

export const tooManyMails = () =>
  new AppError('too_many_mails', 429, 'Too many emails sent, please try again tomorrow.');
