// How the owner proves the OWNER_EMAIL address is theirs before the admin role is granted.
// With SMTP: the e-mailed verification link (better-auth's e-mail verification). Without it:
// a one-time setup code printed in the server's log at start, entered on the admin sign-up
// form. Only the code's hash is kept, in memory; it works once and is compared in constant time.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OwnerClaim } from '../../shared/auth/auth-setup.schema';
import type { DbOrTx } from '../db/client';
import { userRoles } from '../db/schema/user-roles';

// No 0/O or 1/I: the code is read off a terminal and typed.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function normalize(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

function digest(code: string): Buffer {
  return createHash('sha256').update(normalize(code)).digest();
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
  /** True when the code is the current one (it stays valid until used). */
  checkCode(code: string): boolean;
  /** Uses the code up: true only for the one caller that had the current code. */
  consumeCode(code: string): boolean;
}

export function createOwnerClaim(deps: {
  db: DbOrTx;
  ownerEmail: string | undefined;
  mailConfigured: boolean;
}): OwnerClaimService {
  let codeHash: Buffer | null = null;
  const service: OwnerClaimService = {
    async mode() {
      if (!deps.ownerEmail || (await adminExists(deps.db))) return 'claimed';
      return deps.mailConfigured ? 'email-link' : 'code';
    },
    async issueCode(fixed) {
      if ((await service.mode()) !== 'code') return null;
      const code = fixed && normalize(fixed).length >= 8 ? fixed : newSetupCode();
      codeHash = digest(code);
      return code;
    },
    checkCode(code) {
      return codeHash !== null && timingSafeEqual(digest(code), codeHash);
    },
    consumeCode(code) {
      if (!service.checkCode(code)) return false;
      codeHash = null;
      return true;
    },
  };
  return service;
}
