import { z } from 'zod';
import { safeText } from '../text/safe-text';

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  /** Shown as "Member Since". */
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Full name and phone are free text (spec §5); empty means "not given". */
export const ProfileUpdateSchema = z.object({
  fullName: safeText('Full name')
    .trim()
    .max(100, 'Full name must be at most 100 characters')
    .transform((value) => value || null),
  phone: safeText('Phone')
    .trim()
    .max(40, 'Phone must be at most 40 characters')
    .transform((value) => value || null),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
