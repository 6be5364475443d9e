import type { ContactMessage } from '../../shared/site/contact.schema';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema/site';
import { contactNotificationEmail } from '../mail/contact-notification';
import { enqueueMail } from '../platform/jobs';
import { getNotificationAddress } from '../settings/store-settings.service';

/**
 * Keeps the message and queues its e-mail to the owner's notification address (Settings, else
 * OWNER_EMAIL) in one transaction, so a message is never lost between the two. Without either
 * address the message is only kept.
 */
export async function receiveContactMessage(
  db: Db,
  message: ContactMessage,
  ownerEmail: string | undefined,
): Promise<{ mailed: boolean }> {
  const { to, storeName } = await getNotificationAddress(db, ownerEmail);
  const mail = to ? await contactNotificationEmail(message, storeName) : null;
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(message);
    if (to && mail) await enqueueMail(tx, { to, replyTo: message.email, ...mail });
  });
  return { mailed: mail !== null };
}
