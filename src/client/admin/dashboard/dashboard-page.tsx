import {
  Clock,
  DollarSign,
  Film,
  FolderOpen,
  Images,
  Package,
  Percent,
  Plus,
  Radio,
  ShoppingCart,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../paths';
import { Button, buttonStyles } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import type { AdminScreenProps } from '../common/admin-screen';
import { LaunchChecklist } from '../launch/launch-checklist';
import { LiveVisitorsCard } from '../live-visitors/live-visitors-card';
import { PushAlertsButton } from '../push/push-alerts-button';
import { MailOutboxBanner } from './mail-outbox-banner';
import { useAdminDashboard } from './queries';
import { RevenueChart } from './revenue-chart';
import { SiteLockBanner } from './site-lock-banner';
import { StatCard } from './stat-card';

const count = new Intl.NumberFormat('en-US');

interface QuickAction {
  label: string;
  to: string;
  icon: LucideIcon;
}

// Shortcuts to the screens that exist so far (spec admin §2 "Dashboard": quick action links).
const quickActions: QuickAction[] = [
  { label: 'Add Product', to: paths.admin.newProduct, icon: Plus },
  { label: 'Manage Products', to: paths.admin.products, icon: Package },
  { label: 'Orders', to: paths.admin.orders, icon: ShoppingCart },
  { label: 'Awaiting Payment', to: paths.admin.awaitingPayment, icon: Clock },
  { label: 'Collections', to: paths.admin.collections, icon: FolderOpen },
  { label: 'Hero Banner', to: paths.admin.hero, icon: Film },
  { label: 'Showcases', to: paths.admin.showcases, icon: Images },
  { label: 'Site Promotions', to: paths.admin.promotions, icon: Percent },
  { label: 'Live Visitors', to: paths.admin.liveVisitors, icon: Radio },
  { label: 'View Store', to: paths.home, icon: Store },
];

export function DashboardPage({ title }: AdminScreenProps) {
  const dashboard = useAdminDashboard();

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl tracking-tight uppercase">{title}</h1>
        <PushAlertsButton />
      </div>

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
          <LaunchChecklist />
          <MailOutboxBanner counts={dashboard.data.mailOutbox} />
          <SiteLockBanner isLocked={dashboard.data.siteLock.isLocked} />
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
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
            <li>
              <LiveVisitorsCard />
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
              <CardContent>
                <ul className="flex flex-col gap-2">
                  {quickActions.map(({ label, to, icon: Icon }) => (
                    <li key={to}>
                      <Link
                        to={to}
                        className={buttonStyles({
                          variant: 'secondary',
                          className: 'w-full justify-start',
                        })}
                      >
                        <Icon aria-hidden="true" className="size-4" />
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
