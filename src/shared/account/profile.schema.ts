import { z } from 'zod';

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
  fullName: z
    .string()
    .trim()
    .max(100, 'Full name must be at most 100 characters')
    .transform((value) => value || null),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone must be at most 40 characters')
    .transform((value) => value || null),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
