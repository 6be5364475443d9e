import type { ContactMessage } from '../../shared/site/contact.schema';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema/site';
import { contactNotificationEmail } from '../mail/contact-notification';
import { enqueueMail } from '../platform/jobs';

/**
 * Keeps the message and queues its e-mail to the owner in one transaction, so a message is
 * never lost between the two. Without OWNER_EMAIL the message is only kept.
 */
export async function receiveContactMessage(
  db: Db,
  message: ContactMessage,
  ownerEmail: string | undefined,
): Promise<{ mailed: boolean }> {
  const mail = ownerEmail ? await contactNotificationEmail(message) : null;
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(message);
    if (ownerEmail && mail)
      await enqueueMail(tx, { to: ownerEmail, replyTo: message.email, ...mail });
  });
  return { mailed: mail !== null };
}
