// The owner's customers (issue 26, item 5; docs/decisions/060-customers.md): one per e-mail
// address, any case, whether they ordered as a guest, have an account, or both. One SQL query
// joins the orders grouped by address (orders), the accounts (auth, account) and the newsletter
// list (marketing), each area handing over its part as a subquery; the list is searched,
// sorted and paged in the database, so no request reads every order into the server.
import { asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  CustomerDetail,
  CustomerList,
  CustomerListFilter,
  CustomerListQuery,
  CustomerSort,
  CustomerSummary,
} from '../../shared/customers/customer.schema';
import { profileNames } from '../account/account.service';
import { customerAccounts } from '../auth/customer-accounts.service';
import type { DbOrTx } from '../db/client';
import { customerKey } from '../db/customer-key';
import { containsPattern } from '../db/like-pattern';
import { subscribedEmails } from '../marketing/marketing.service';
import {
  customerAddresses,
  customerOrders,
  ordersByCustomer,
} from '../orders/customer-orders.service';

/** Everyone who ordered or has an account (or the one of `key`), a row each: a subquery. */
function customers(db: DbOrTx, key?: string) {
  const ordered = ordersByCustomer(db, key);
  const accounts = customerAccounts(db, key);
  const profiles = profileNames(db);
  const subscribed = subscribedEmails(db);
  const email = sql<string>`coalesce(${ordered.email}, ${accounts.email})`;
  return (
    db
      .select({
        id: customerKey(email).as('id'),
        email: email.as('email'),
        // The name the account holder keeps up to date; a guest's latest order's.
        name: sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), nullif(btrim(${accounts.name}), ''), ${ordered.lastName}, '')`.as(
          'name',
        ),
        orderCount: sql<number>`coalesce(${ordered.orderCount}, 0)`.as('order_count'),
        spentCents: sql<number>`coalesce(${ordered.spentCents}, 0)`.as('spent_cents'),
        lastOrderAt: sql<Date | null>`${ordered.lastOrderAt}`.as('last_order_at'),
        accountCreatedAt: sql<Date | null>`${accounts.createdAt}`.as('account_created_at'),
        emailConfirmed: sql<boolean | null>`${accounts.emailConfirmed}`.as('email_confirmed'),
        subscriber: sql<boolean>`${subscribed.email} is not null`.as('subscriber'),
      })
      .from(ordered)
      .fullJoin(accounts, eq(accounts.email, ordered.email))
      .leftJoin(profiles, eq(profiles.userId, accounts.userId))
      .leftJoin(subscribed, eq(subscribed.email, email))
      // The owner's own account is not a customer, unless they ordered.
      .where(sql`${ordered.email} is not null or not ${accounts.staff}`)
      .as('customers')
  );
}

type CustomerRows = ReturnType<typeof customers>;

/** What each sort orders by; ties go by address, which is unique. */
function sortColumn(rows: CustomerRows, sort: CustomerSort): SQL {
  const columns: Record<CustomerSort, SQL> = {
    last_order: sql`${rows.lastOrderAt}`,
    name: sql`lower(${rows.name})`,
    email: sql`${rows.email}`,
    orders: sql`${rows.orderCount}`,
    spent: sql`${rows.spentCents}`,
  };
  return columns[sort];
}

function listOrder(rows: CustomerRows, { sort, dir }: CustomerListFilter): SQL[] {
  const column = sortColumn(rows, sort);
  // Accounts that never ordered have no last order: they come last either way.
  const first = dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  return [first, asc(rows.email)];
}

function searchCondition(rows: CustomerRows, q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(rows.name, pattern), ilike(rows.email, pattern));
}

/** Drivers hand timestamps from a subquery over as Date or text. */
const isoTime = (value: Date | string) => new Date(value).toISOString();

type CustomerRow = {
  id: string;
  email: string;
  name: string;
  orderCount: number | string;
  spentCents: number | string;
  lastOrderAt: Date | string | null;
  accountCreatedAt: Date | string | null;
  emailConfirmed: boolean | null;
  subscriber: boolean;
};

function toSummary(row: CustomerRow): CustomerSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    orderCount: Number(row.orderCount),
    spentCents: Number(row.spentCents),
    lastOrderAt: row.lastOrderAt === null ? null : isoTime(row.lastOrderAt),
    subscriber: row.subscriber,
    account:
      row.accountCreatedAt === null
        ? null
        : { emailConfirmed: row.emailConfirmed === true, createdAt: isoTime(row.accountCreatedAt) },
  };
}

function rowFields(rows: CustomerRows) {
  return {
    id: rows.id,
    email: rows.email,
    name: rows.name,
    orderCount: rows.orderCount,
    spentCents: rows.spentCents,
    lastOrderAt: rows.lastOrderAt,
    accountCreatedAt: rows.accountCreatedAt,
    emailConfirmed: rows.emailConfirmed,
    subscriber: rows.subscriber,
  };
}

/**
 * Customers in list order from `offset` on. Pages are counted by position: every page sorts
 * the whole (searched) list anyway, as its figures are sums over orders (decision 060).
 */
export async function customerRowsPage(
  db: DbOrTx,
  filter: CustomerListFilter,
  offset: number,
  limit: number,
) {
  const rows = customers(db);
  const found = await db
    .select({ ...rowFields(rows), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(rows)
    .where(searchCondition(rows, filter.q))
    .orderBy(...listOrder(rows, filter))
    .limit(limit)
    .offset(offset);
  return { customers: found.map(toSummary), total: found[0]?.total };
}

async function countCustomers(db: DbOrTx, q: string | undefined): Promise<number> {
  const rows = customers(db);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(rows)
    .where(searchCondition(rows, q));
  return counted?.total ?? 0;
}

export async function listCustomers(db: DbOrTx, query: CustomerListQuery): Promise<CustomerList> {
  const page = await customerRowsPage(db, query, query.offset, query.limit);
  // Past the last page no row carries the count.
  const total = page.total ?? (query.offset === 0 ? 0 : await countCustomers(db, query.q));
  const next = query.offset + page.customers.length;
  return {
    customers: page.customers,
    total,
    nextOffset: page.customers.length === query.limit && next < total ? next : null,
  };
}

/** A customer with their orders and shipping addresses, or null when no order or account has their key. */
export async function getCustomer(db: DbOrTx, key: string): Promise<CustomerDetail | null> {
  const rows = customers(db, key);
  const [row] = await db.select(rowFields(rows)).from(rows).limit(1);
  if (!row) return null;
  const [orders, addresses] = await Promise.all([
    customerOrders(db, key),
    customerAddresses(db, key),
  ]);
  return { customer: toSummary(row), orders, addresses };
}
