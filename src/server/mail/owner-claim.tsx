import { Button, Text } from '@react-email/components';
import { EmailLayout, primaryButton } from './email-layout';
import { renderEmail } from './render';

export const OWNER_CLAIM_SUBJECT = 'Set your password to open the back office';

/**
 * To OWNER_EMAIL while the store is unclaimed and mail can go out: a password-reset link. Setting
 * the password through it signs everyone else out of the account and grants the admin role, so
 * whoever signed up with the address first keeps nothing (docs/decisions/018).
 */
export async function ownerClaimEmail(url: string, storeName: string) {
  const { html, text } = await renderEmail(
    <EmailLayout storeName={storeName} preview="Set your password to get admin access to the store">
      <Text style={{ fontSize: '18px', fontWeight: 700 }}>Claim the store's admin account</Text>
      <Text>
        Someone asked for admin access to the store with this address. If it was you, set your
        password to get it. Setting it signs everyone else out of this account, and the old password
        stops working.
      </Text>
      <Button href={url} style={primaryButton}>
        Set my password
      </Button>
      <Text>The link works once, within one hour.</Text>
      <Text style={{ color: '#78716c' }}>If it was not you, ignore this e-mail.</Text>
    </EmailLayout>,
  );
  return { subject: OWNER_CLAIM_SUBJECT, html, text };
}
