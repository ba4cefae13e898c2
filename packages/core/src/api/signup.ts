import { z } from 'zod';
import { Id } from './ids';
import { CountryCode } from './regions';
import { Gender, Sexuality } from './user';
import { DateOfBirth, Email, nameIsNotEmail, Password, passwordIsPersonal, Username } from './validation';

/** SPEC §3 tracking info, kept from the landing URL and stored with the account. */
export const TrackingInfo = z
  .object({
    network: z.string().max(100),
    ref: z.string().max(100),
    sub1: z.string().max(100),
    sub2: z.string().max(100),
    sub3: z.string().max(100),
  })
  .partial();
export type TrackingInfo = z.infer<typeof TrackingInfo>;

/** SPEC §4: whether a visitor may sign up, as the site's signups mode and the visit's traffic source decide. */
export const SignupAccess = z.enum(['open', 'invite_only', 'closed']);
export type SignupAccess = z.infer<typeof SignupAccess>;

/** POST /api/signup.php */
export const SignupBody = z
  .object({
    email: Email,
    name: Username,
    password: Password,
    date_of_birth: DateOfBirth,
    gender: Gender,
    sexuality: Sexuality,
    country: CountryCode,
    region: z.string().max(100).default(''),
    /** A first message to the member whose landing page the visitor signed up on. */
    signup_message: z.string().trim().max(1000, 'too_long').optional(),
    /** That member, when signing up from a member page. */
    member_id: Id.optional(),
    tracking: TrackingInfo.optional(),
  })
  .refine(nameIsNotEmail, { path: ['name'], message: 'name_equals_email' })
  .refine((body) => !passwordIsPersonal(body.password, body), { path: ['password'], message: 'password_personal' });
export type SignupBody = z.infer<typeof SignupBody>;
export type SignupInput = z.input<typeof SignupBody>;

/** POST /api/signup.php?check=email: is this address free, and did the visitor mistype it? */
export const EmailCheckBody = z.object({ email: Email });
export type EmailCheckBody = z.infer<typeof EmailCheckBody>;

export const EmailCheckResponse = z.object({
  /** False when the address already holds an account on this site (any status). */
  available: z.boolean(),
});
export type EmailCheckResponse = z.infer<typeof EmailCheckResponse>;
