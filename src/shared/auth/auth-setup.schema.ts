import { z } from 'zod';

/**
 * How the owner's admin role is claimed (GET /api/auth-setup): with the setup code from the
 * server's log, by the link e-mailed to the owner's address, or not at all (claimed already).
 */
export const OwnerClaimSchema = z.enum(['code', 'email-link', 'claimed']);
export type OwnerClaim = z.infer<typeof OwnerClaimSchema>;

export const AuthSetupSchema = z.object({ ownerClaim: OwnerClaimSchema });
export type AuthSetup = z.infer<typeof AuthSetupSchema>;
