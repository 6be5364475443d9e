// The accounts as the Customers screen sees them (customers/customers.service.ts): one row per
// lower-cased address, for that area to join with the orders in SQL. A customer is found by
// their key (db/customer-key.ts), on the index user_customer_key_idx.
import { asc, eq, sql } from 'drizzle-orm';
import { customerKey } from '../db/customer-key';
import type { DbOrTx } from '../db/client';
import { user } from '../db/schema/auth';
import { userRoles } from '../db/schema/user-roles';

/**
 * Every account (or the one of `key`): its address lower-cased, id, name, whether the address
 * is confirmed, when it was made, and whether it is the owner's (`staff`, which the screen lists
 * only if it ordered). Two accounts whose addresses differ only in case count as the older one.
 */
export function customerAccounts(db: DbOrTx, key?: string) {
  const email = sql<string>`lower(${user.email})`;
  return db
    .selectDistinctOn([email], {
      email: email.as('account_email'),
      userId: user.id,
      name: user.name,
      emailConfirmed: user.emailVerified,
      createdAt: user.createdAt,
      // Not `exists (… where user_id = id)`: a subquery's columns go out unqualified, and that
      // `id` would be the role's.
      staff: sql<boolean>`${user.id} in (select ${userRoles.userId} from ${userRoles})`.as('staff'),
    })
    .from(user)
    .where(key === undefined ? undefined : eq(customerKey(user.email), key))
    .orderBy(email, asc(user.createdAt))
    .as('accounts');
}
