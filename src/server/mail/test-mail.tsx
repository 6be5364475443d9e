import { Text } from '@react-email/components';
import { EmailLayout } from './email-layout';
import { renderEmail } from './render';

export const TEST_MAIL_SUBJECT = 'Test e-mail: your store can send mail';

/** "Send a test mail" on /admin/mail: proof that the mail server takes the store's mail. */
export async function testMailEmail(storeName: string) {
  const { html, text } = await renderEmail(
    <EmailLayout storeName={storeName} preview="Your store's mail goes out">
      <Text style={{ fontSize: '18px', fontWeight: 700 }}>Mail goes out</Text>
      <Text>
        You sent this test from the back office's Mail screen. Order confirmations, payment
        reminders and shipping notices reach your customers the same way.
      </Text>
    </EmailLayout>,
  );
  return { subject: TEST_MAIL_SUBJECT, html, text };
}
