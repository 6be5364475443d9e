// A customer is an e-mail address, any case (docs/decisions/060-customers.md). Their key is the
// MD5 of the lower-cased address: a URL or a request log names a customer without their
// address, and the expression indexes on orders and accounts find them by it. Not a secret:
// anyone who knows an address can compute its key.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `md5(lower(<address>))`, as the indexes of db/schema/orders.ts and db/schema/auth.ts say it. */
export function customerKey(email: SQLWrapper): SQL<string> {
  return sql<string>`md5(lower(${email}))`;
}
