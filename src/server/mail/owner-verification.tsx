import { Button, Text } from '@react-email/components';
import { EmailLayout } from './email-layout';
import { renderEmail } from './render';

/** To OWNER_EMAIL after the owner signs up: following the link grants the admin role. */
export async function ownerVerificationEmail(url: string, storeName: string) {
  const { html, text } = await renderEmail(
    <EmailLayout storeName={storeName} preview="Confirm your address to open the back office">
      <Text style={{ fontSize: '18px', fontWeight: 700 }}>Confirm your e-mail address</Text>
      <Text>
        Someone signed up for the store's admin account with this address. If it was you, confirm it
        to get admin access:
      </Text>
      <Button href={url} style={{ padding: '10px 16px', background: '#1c1917', color: '#fff' }}>
        Confirm my address
      </Button>
      <Text style={{ color: '#78716c' }}>If it was not you, ignore this e-mail.</Text>
    </EmailLayout>,
  );
  return { subject: 'Confirm your address to open the back office', html, text };
}
