// What an account may hold, checked on sign-up and on a profile change through better-auth's
// own endpoints (the browser's forms use the same limits). Sign-up once took a 100,006-character
// e-mail address and a 450,000-character name; the avatar `image` is never set by a client.
import { z } from 'zod';
import { safeText } from '../text/safe-text';

export const MAX_EMAIL_LENGTH = 255;
export const MAX_NAME_LENGTH = 100;

export const ACCOUNT_FIELD_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${MAX_EMAIL_LENGTH} characters`,
  nameRequired: 'Full name is required',
  nameTooLong: `Full name must be at most ${MAX_NAME_LENGTH} characters`,
  noImage: 'A profile picture cannot be set here',
} as const;

/** An account's e-mail address, as sign-up takes it. */
export const accountEmail = safeText('Email', {
  required: ACCOUNT_FIELD_MESSAGES.invalidEmail,
  invalid: ACCOUNT_FIELD_MESSAGES.invalidEmail,
})
  .trim()
  .max(MAX_EMAIL_LENGTH, ACCOUNT_FIELD_MESSAGES.emailTooLong)
  .pipe(z.email(ACCOUNT_FIELD_MESSAGES.invalidEmail));

const name = safeText('Full name', { required: ACCOUNT_FIELD_MESSAGES.nameRequired })
  .trim()
  .min(1, ACCOUNT_FIELD_MESSAGES.nameRequired)
  .max(MAX_NAME_LENGTH, ACCOUNT_FIELD_MESSAGES.nameTooLong);

const noImage = z.never(ACCOUNT_FIELD_MESSAGES.noImage).optional();

/** The body of better-auth's sign-up; its other fields (password, callbackURL) pass through. */
export const SignUpRequestSchema = z.looseObject({ email: accountEmail, name, image: noImage });

/** The body of better-auth's update-user: the name may change, the image may not. */
export const UpdateUserRequestSchema = z.looseObject({ name: name.optional(), image: noImage });
