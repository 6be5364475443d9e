// The dashboard's launch checklist (docs/decisions/066-before-you-open.md): each item read from
// the store's real state, so it ticks itself once the owner has done the thing, wherever.
import { isDemoHandle } from '../../shared/orders/demo-handles';
import { PAYMENT_METHODS } from '../../shared/orders/order-status';
import { hasPayee } from '../../shared/orders/payment-methods';
import {
  LAUNCH_ITEMS,
  MailTestSettingSchema,
  type DemoContents,
  type LaunchChecklist,
  type LaunchItem,
  type MailTestSetting,
} from '../../shared/site/launch.schema';
import { isLockedAt } from '../../shared/site/site-lock.schema';
import { DEFAULT_STORE_NAME, SOCIAL_NETWORKS } from '../../shared/site/store-profile';
import type { DbOrTx } from '../db/client';
import { deleteSetting, readSetting, writeSetting } from '../settings/setting-values.service';
import {
  getPaymentMethodsConfig,
  getStoreProfile,
  offersDemoPaymentHandle,
} from '../settings/store-settings.service';
import { getSiteLock } from './site-lock.service';

/** The last test mail the SMTP server accepted (POST /api/admin/mail/test). */
export const MAIL_TEST_KEY = 'mail_test';

export async function recordMailTest(db: DbOrTx, to: string, now: Date): Promise<void> {
  const value: MailTestSetting = { sentAt: now.toISOString(), to };
  await writeSetting(db, MAIL_TEST_KEY, value, now);
}

/** A test mail the server refused: mail does not go out now, whatever an earlier test said. */
export async function forgetMailTest(db: DbOrTx): Promise<void> {
  await deleteSetting(db, MAIL_TEST_KEY);
}

export interface LaunchChecklistDeps {
  db: DbOrTx;
  now: Date;
  /** How this store sends mail: only SMTP reaches anyone. */
  mailTransport: 'smtp' | 'stored';
  /** The demo content still there (seed/demo-removal.ts, through the wiring). */
  demoContents: () => Promise<DemoContents>;
}

export async function getLaunchChecklist({
  db,
  now,
  mailTransport,
  demoContents,
}: LaunchChecklistDeps): Promise<LaunchChecklist> {
  const [profile, methods, mailTest, siteLock, demo] = await Promise.all([
    getStoreProfile(db),
    getPaymentMethodsConfig(db),
    readSetting(db, MAIL_TEST_KEY, MailTestSettingSchema),
    getSiteLock(db),
    demoContents(),
  ]);
  const done: Record<LaunchItem, boolean> = {
    storeName: profile.storeName.trim() !== '' && profile.storeName !== DEFAULT_STORE_NAME,
    // A real handle to pay, and none offered still sending to an example (the demo bar's rule).
    paymentHandle:
      PAYMENT_METHODS.some((id) => {
        const method = methods[id];
        return method.enabled && hasPayee(id, method) && !isDemoHandle(id, method.handle);
      }) && !offersDemoPaymentHandle(methods),
    mail: mailTransport === 'smtp' && mailTest !== null,
    socialLinks: SOCIAL_NETWORKS.some((network) => profile.social[network] !== null),
    demoProducts: demo.products === 0,
    siteUnlocked: !isLockedAt(siteLock, now),
  };
  return { items: LAUNCH_ITEMS.map((id) => ({ id, done: done[id] })), demo };
}
