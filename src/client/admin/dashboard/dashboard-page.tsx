import { Clock, DollarSign, Package, ShoppingCart, Store, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../paths';
import { Button, buttonStyles } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { useAdminDashboard } from './queries';
import { RevenueChart } from './revenue-chart';
import { SiteLockBanner } from './site-lock-banner';
import { StatCard } from './stat-card';

const count = new Intl.NumberFormat('en-US');

export function DashboardPage() {
  const dashboard = useAdminDashboard();

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="font-display text-3xl tracking-tight uppercase">Dashboard</h1>

      {dashboard.isPending ? (
        <div className="flex min-h-64 items-center justify-center">
          <Spinner label="Loading dashboard" className="size-8" />
        </div>
      ) : dashboard.isError ? (
        <Card role="alert">
          <CardContent className="space-y-4">
            <p className="font-semibold">Failed to load dashboard</p>
            <p className="text-sm text-muted">{dashboard.error.message}</p>
            <Button variant="secondary" size="sm" onClick={() => void dashboard.refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <SiteLockBanner isLocked={dashboard.data.siteLock.isLocked} />
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
            <li>
              <StatCard
                label="Total Revenue"
                value={formatMoney(dashboard.data.revenueCents)}
                icon={DollarSign}
              />
            </li>
            <li>
              <StatCard
                label="Total Orders"
                value={count.format(dashboard.data.orderCount)}
                icon={ShoppingCart}
              />
            </li>
            <li>
              <StatCard
                label="Awaiting Payment"
                value={count.format(dashboard.data.awaitingPaymentCount)}
                icon={Clock}
              />
            </li>
            <li>
              <StatCard
                label="Products"
                value={count.format(dashboard.data.productCount)}
                icon={Package}
              />
            </li>
            <li>
              <StatCard
                label="Active Subscribers"
                value={count.format(dashboard.data.activeSubscriberCount)}
                icon={Users}
              />
            </li>
          </ul>
          <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
            <Card>
              <CardContent>
                <RevenueChart days={dashboard.data.revenueByDay} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Quick Actions</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-2">
                <Link
                  to={paths.home}
                  className={buttonStyles({ variant: 'secondary', className: 'justify-start' })}
                >
                  <Store aria-hidden="true" className="size-4" />
                  View Store
                </Link>
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
