import { z } from 'zod';
import { safeText } from '../text/safe-text';

export const PASSWORD_MIN_LENGTH = 6;

/** Spec admin §5: the answer to a sign-in on /admin/login with any address but the owner's. */
export const ADMIN_ONLY = 'Unauthorized: This page is for admin access only';

export const SignInSchema = z.object({
  email: z.email('Please enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SignUpSchema = z
  .object({
    fullName: safeText('Full name').trim().min(1, 'Full name is required').max(100),
    email: z.email('Please enter a valid email address'),
    password: z.string().min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters'),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignUp = z.infer<typeof SignUpSchema>;

export const MeSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      createdAt: z.string(),
      /** Whether the account confirmed its address (guest orders with it then show as its own). */
      emailVerified: z.boolean(),
    })
    .nullable(),
  isAdmin: z.boolean(),
});
export type Me = z.infer<typeof MeSchema>;

/** The owner's address decides admin access; compared case-insensitively. */
export function isOwnerEmail(email: string, ownerEmail: string | undefined): boolean {
  return ownerEmail !== undefined && email.trim().toLowerCase() === ownerEmail.trim().toLowerCase();
}
