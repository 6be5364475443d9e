import { Text } from '@react-email/components';
import type { ContactMessage } from '../../shared/site/contact.schema';
import { EmailLayout } from './email-layout';
import { renderEmail } from './render';

/** To the owner, for each message sent from the Contact page; replying answers the shopper. */
export async function contactNotificationEmail(message: ContactMessage, storeName: string) {
  const { html, text } = await renderEmail(
    <EmailLayout storeName={storeName} preview={`New message from ${message.name}`}>
      <Text style={{ fontSize: '18px', fontWeight: 700 }}>New message from the Contact page</Text>
      <Text>
        <strong>From:</strong> {message.name} ({message.email})
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
      <Text style={{ color: '#78716c' }}>Reply to this e-mail to answer {message.name}.</Text>
    </EmailLayout>,
  );
  return { subject: `Contact form: ${message.name}`, html, text };
}
