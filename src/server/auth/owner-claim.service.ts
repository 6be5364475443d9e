// How the owner proves the OWNER_EMAIL address is theirs before the admin role is granted.
// With SMTP: the e-mailed verification link (better-auth's e-mail verification). Without it:
// a one-time setup code printed in the server's log at start, entered on the admin sign-up
// form. Only the code's hash is kept, in the database, so a sign-up that a load balancer sends
// to another copy of the store than the one whose log the owner read still finds it.
import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OwnerClaim } from '../../shared/auth/auth-setup.schema';
import type { DbOrTx } from '../db/client';
import { userRoles } from '../db/schema/user-roles';
import { addSetupCodeHash, useSetupCodeHash } from '../settings/owner-setup-codes.service';

// No 0/O or 1/I: the code is read off a terminal and typed.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function normalize(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

function digest(code: string): string {
  return createHash('sha256').update(normalize(code)).digest('hex');
}

export function newSetupCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export async function adminExists(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .limit(1);
  return rows.length > 0;
}

export interface OwnerClaimService {
  /** What the admin sign-up form must ask for; never reveals the owner's address. */
  mode(): Promise<OwnerClaim>;
  /**
   * At start, while nobody is admin and mail cannot go out: makes the setup code (or takes
   * the given one, for automated tests) and returns it for the log; null when none is needed.
   */
  issueCode(fixed?: string): Promise<string | null>;
  /**
   * Uses the codes up: true only for the one caller that had a code in force. Every code then
   * stops working (there is an owner now).
   */
  consumeCode(code: string): Promise<boolean>;
}

export function createOwnerClaim(deps: {
  db: DbOrTx;
  ownerEmail: string | undefined;
  mailConfigured: boolean;
  /**
   * Several copies may share the database (PostgreSQL): a new code joins the others. Alone
   * (PGlite), a restart's code replaces the earlier one, as the README says.
   */
  sharedDatabase: boolean;
}): OwnerClaimService {
  const service: OwnerClaimService = {
    async mode() {
      if (!deps.ownerEmail || (await adminExists(deps.db))) return 'claimed';
      return deps.mailConfigured ? 'email-link' : 'code';
    },
    async issueCode(fixed) {
      if ((await service.mode()) !== 'code') return null;
      const code = fixed && normalize(fixed).length >= 8 ? fixed : newSetupCode();
      await addSetupCodeHash(deps.db, digest(code), deps.sharedDatabase);
      return code;
    },
    async consumeCode(code) {
      return useSetupCodeHash(deps.db, digest(code));
    },
  };
  return service;
}
