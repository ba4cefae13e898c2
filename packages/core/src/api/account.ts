import { z } from 'zod';
import { LINK_TOKEN_LENGTH } from '../link-token';
import { Email, Password } from './validation';

const Token = z.string().min(LINK_TOKEN_LENGTH.min).max(LINK_TOKEN_LENGTH.max);

/** POST /api/password-reset.php: mail a reset link. */
export const PasswordResetRequestBody = z.object({ email: Email });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBody>;

/** POST /api/password-reset-do.php: set the new password from the mailed link. */
export const PasswordResetBody = z
  .object({ token: Token, password: Password, password_repeat: z.string() })
  .refine((body) => body.password === body.password_repeat, {
    path: ['password_repeat'],
    message: 'passwords_differ',
  });
export type PasswordResetBody = z.infer<typeof PasswordResetBody>;

/** POST /api/password.php: change the password while logged in. */
export const ChangePasswordBody = z
  .object({ old_password: z.string().min(1, 'required'), password: Password, password_repeat: z.string() })
  .refine((body) => body.password === body.password_repeat, {
    path: ['password_repeat'],
    message: 'passwords_differ',
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST /api/mail-change.php: ask to move the account to a new address, confirmed from that address. */
export const MailChangeBody = z.object({
  new_email: z
    .string({ error: 'new_email_invalid' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'new_email_invalid' })),
});
export type MailChangeBody = z.infer<typeof MailChangeBody>;

/** Confirming a mailed link: activation, e-mail change, reactivation. */
export const TokenBody = z.object({ token: Token });
export type TokenBody = z.infer<typeof TokenBody>;

/** DELETE /api/user.php: SPEC §5 asks for a confirmation; the password proves it is the member. */
export const DeleteAccountBody = z.object({
  password: z.string().min(1, 'required'),
  confirm: z.literal(true, { error: 'confirmation_required' }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** SPEC §4 and §9: a deleted account can be reactivated for this many days. */
export const REACTIVATION_DAYS = 14;

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;
