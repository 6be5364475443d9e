import { isLockedAt } from '../../shared/site/site-lock.schema';
import { DASHBOARD_DAYS, lastDays, type Dashboard } from '../../shared/site/dashboard.schema';
import { countProducts } from '../catalog/catalog.service';
import type { DbOrTx } from '../db/client';
import type { MailOutbox } from '../platform/outbox';
import { countActiveSubscribers } from '../marketing/marketing.service';
import { orderStats } from '../orders/orders.service';
import { getSiteLock } from './site-lock.service';

export async function getDashboard(
  db: DbOrTx,
  now: Date,
  outbox: Pick<MailOutbox, 'counts'>,
): Promise<Dashboard> {
  const days = lastDays(now, DASHBOARD_DAYS);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const [stats, productCount, activeSubscriberCount, siteLock, mailOutbox] = await Promise.all([
    orderStats(db, since),
    countProducts(db),
    countActiveSubscribers(db),
    getSiteLock(db),
    outbox.counts(),
  ]);
  return {
    revenueCents: stats.revenueCents,
    orderCount: stats.orderCount,
    awaitingPaymentCount: stats.awaitingPaymentCount,
    productCount,
    activeSubscriberCount,
    revenueByDay: days.map((date) => ({ date, revenueCents: stats.revenueByDay.get(date) ?? 0 })),
    // The lock as visitors meet it: a passed unlock time has opened the store.
    siteLock: {
      isLocked: isLockedAt(siteLock, now),
      hasPassword: siteLock.bypassPasswordHash !== null,
    },
    // Mail that has not gone out although it was tried: the dashboard's banner.
    mailOutbox,
  };
}
