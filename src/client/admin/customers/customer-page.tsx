import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { TOTAL_SPENT_NOTE, type CustomerDetail } from '../../../shared/customers/customer.schema';
import { formatDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../paths';
import { Badge } from '../../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import type { AdminScreenProps } from '../common/admin-screen';
import { RecordPage } from '../common/record-page';
import { CustomerAddresses, CustomerOrders } from './customer-history';
import { listSearchOf } from './customer-view';
import { useCustomer } from './queries';

export const FAILED_TO_LOAD_CUSTOMER = 'Failed to load customer';
export const GUEST_NO_ACCOUNT = 'Guest: no account, so no e-mail confirmation.';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs font-semibold tracking-wider text-neutral-600 uppercase">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function AccountFact({ account }: { account: CustomerDetail['customer']['account'] }) {
  if (!account) return <>{GUEST_NO_ACCOUNT}</>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {account.emailConfirmed ? (
        <Badge tone="green">Email confirmed</Badge>
      ) : (
        <Badge tone="yellow">Email not confirmed</Badge>
      )}
      <span className="text-sm text-neutral-600">since {formatDate(account.createdAt)}</span>
    </span>
  );
}

function CustomerSummaryCard({ customer }: { customer: CustomerDetail['customer'] }) {
  return (
    <Card>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Email">
            <span className="break-all">{customer.email}</span>
          </Fact>
          <Fact label="Account">
            <AccountFact account={customer.account} />
          </Fact>
          <Fact label="Newsletter">{customer.subscriber ? 'Subscriber' : 'Not subscribed'}</Fact>
          <Fact label="Orders">{customer.orderCount}</Fact>
          <Fact label="Total spent">
            <span className="tabular-nums">{formatMoney(customer.spentCents)}</span>
            <span className="block text-xs text-neutral-600">{TOTAL_SPENT_NOTE}</span>
          </Fact>
          <Fact label="Last order">
            {customer.lastOrderAt ? formatDate(customer.lastOrderAt) : 'None yet'}
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

/** /admin/customers/:id: who the customer is, their orders and where they ship to. */
export function CustomerPage({ title }: AdminScreenProps) {
  const { id = '' } = useParams();
  const location = useLocation();
  const customer = useCustomer(id);
  const name = customer.data ? customer.data.customer.name || customer.data.customer.email : title;

  return (
    <div className="space-y-6">
      <div className="mx-auto max-w-4xl">
        <Link
          to={`${paths.admin.customers}${listSearchOf(location.state)}`}
          className="inline-flex items-center gap-2 text-xs font-semibold tracking-wider text-neutral-600 uppercase hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Customers
        </Link>
      </div>
      <RecordPage
        title={name}
        query={customer}
        texts={{ loading: 'Loading customer', failed: FAILED_TO_LOAD_CUSTOMER }}
      >
        {(detail) => (
          <div className="space-y-6">
            <CustomerSummaryCard customer={detail.customer} />
            <Card>
              <CardHeader>
                <CardTitle>Orders</CardTitle>
              </CardHeader>
              <CardContent>
                <CustomerOrders orders={detail.orders} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Shipping addresses</CardTitle>
              </CardHeader>
              <CardContent>
                <CustomerAddresses addresses={detail.addresses} />
              </CardContent>
            </Card>
          </div>
        )}
      </RecordPage>
    </div>
  );
}
