// The owner's Customers screen (issue 26, item 5): everyone who ordered or has an account,
// one row per e-mail address, any case (docs/decisions/060-customers.md).
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../orders/order-status';
import { safeText } from '../text/safe-text';

/** The columns the list sorts by, each with the direction it starts in. */
export const CUSTOMER_SORTS = {
  last_order: { label: 'Last order', firstDirection: 'desc' },
  name: { label: 'Name', firstDirection: 'asc' },
  email: { label: 'Email', firstDirection: 'asc' },
  orders: { label: 'Orders', firstDirection: 'desc' },
  spent: { label: 'Total spent', firstDirection: 'desc' },
} as const satisfies Record<string, { label: string; firstDirection: SortDirection }>;
export type CustomerSort = keyof typeof CUSTOMER_SORTS;
export const CUSTOMER_SORT_KEYS = Object.keys(CUSTOMER_SORTS) as [CustomerSort, ...CustomerSort[]];
export const DEFAULT_CUSTOMER_SORT: CustomerSort = 'last_order';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** What "Total spent" counts, for the column's note and the README. */
export const TOTAL_SPENT_NOTE = 'Total spent counts every order that was not cancelled.';

export const CUSTOMER_LIST_DEFAULT_LIMIT = 50;
export const CUSTOMER_LIST_MAX_LIMIT = 100;
/** Far past any store's customers: a larger offset is a hand-made URL. */
const MAX_OFFSET = 1_000_000;

const filterFields = {
  /** Part of a name or e-mail address, any case. */
  q: safeText('Search')
    .trim()
    .max(255, 'Search must be at most 255 characters')
    .optional()
    .transform((value) => value || undefined),
  sort: z
    .enum(
      CUSTOMER_SORT_KEYS,
      `Sort must be one of ${CUSTOMER_SORT_KEYS.join(', ')} (for example sort=spent)`,
    )
    .default(DEFAULT_CUSTOMER_SORT),
  /** Unset: the column's own first direction (names A to Z, figures and dates largest first). */
  dir: z.enum(SORT_DIRECTIONS, 'Direction must be asc or desc').optional(),
};

function withDirection<Parsed extends { sort: CustomerSort; dir?: SortDirection | undefined }>({
  dir,
  ...parsed
}: Parsed) {
  return { ...parsed, dir: dir ?? CUSTOMER_SORTS[parsed.sort].firstDirection };
}

/** The search box, the sort and its direction: what the list and its CSV share. */
export const CustomerListFilterSchema = z.object(filterFields).transform(withDirection);
export type CustomerListFilter = z.infer<typeof CustomerListFilterSchema>;
export type CustomerListFilterInput = z.input<typeof CustomerListFilterSchema>;

const pageNumber = (label: string) => z.coerce.number(`${label} must be a number`);

export const CustomerListQuerySchema = z
  .object({
    ...filterFields,
    /** How many customers come before this page: the `nextOffset` of the page before. */
    offset: pageNumber('Offset')
      .int('Offset must be a whole number')
      .min(0, 'Offset must be 0 or more')
      .max(MAX_OFFSET, `Offset can be at most ${MAX_OFFSET}`)
      .default(0),
    limit: pageNumber('Limit')
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(CUSTOMER_LIST_MAX_LIMIT, `Limit can be at most ${CUSTOMER_LIST_MAX_LIMIT}`)
      .default(CUSTOMER_LIST_DEFAULT_LIMIT),
  })
  .transform(withDirection);
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

/** A customer's key: the MD5 of the lower-cased address, so no address is in a URL or a log. */
export const CustomerIdParamSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'Not a valid customer id'),
});

export const CustomerSummarySchema = z.object({
  /** The customer's key (CustomerIdParamSchema). */
  id: z.string(),
  /** The account's name; without an account (or a name on it), the name on the latest order. */
  name: z.string(),
  /** Lower-cased. */
  email: z.string(),
  orderCount: z.number().int(),
  /** Cents; see TOTAL_SPENT_NOTE. */
  spentCents: z.number().int(),
  /** Null for an account that never ordered. */
  lastOrderAt: z.string().nullable(),
  /** On the newsletter list and not unsubscribed. */
  subscriber: z.boolean(),
  /** Null for a guest, who has no account. */
  account: z.object({ emailConfirmed: z.boolean(), createdAt: z.string() }).nullable(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

export const CustomerListSchema = z.object({
  customers: z.array(CustomerSummarySchema),
  /** How many customers match the search, over all pages. */
  total: z.number().int(),
  /** Null on the last page. */
  nextOffset: z.number().int().nullable(),
});
export type CustomerList = z.infer<typeof CustomerListSchema>;

export const CustomerOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  totalCents: z.number().int(),
  /** The name the order was placed under. */
  customerName: z.string(),
});
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;

/** A place the customer's orders went: one entry per address, however it was capitalised. */
export const CustomerAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  orderCount: z.number().int(),
  lastUsedAt: z.string(),
});
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;

export const CustomerDetailSchema = z.object({
  customer: CustomerSummarySchema,
  /** Newest first. */
  orders: z.array(CustomerOrderSchema),
  /** Most recently used first. */
  addresses: z.array(CustomerAddressSchema),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

export const CUSTOMER_NOT_FOUND =
  'Customer not found. Their orders and account may have been deleted.';
