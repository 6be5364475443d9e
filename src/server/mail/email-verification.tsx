import { Button, Text } from '@react-email/components';
import { EmailLayout, primaryButton } from './email-layout';
import { renderEmail } from './render';

export const emailVerificationSubject = (storeName: string) =>
  `Confirm your ${storeName} e-mail address`;

/** How long the confirmation link works (better-auth's `emailVerification.expiresIn`). */
export const EMAIL_VERIFICATION_LINK_SECONDS = 24 * 60 * 60;

/**
 * To a new account's address: the link that proves the shopper holds it, which is what lets
 * orders placed as a guest with it into their Order History (issue 13).
 */
export async function emailVerificationEmail(url: string, storeName: string) {
  const { html, text } = await renderEmail(
    <EmailLayout storeName={storeName} preview="Confirm your e-mail address">
      <Text style={{ fontSize: '18px', fontWeight: 700 }}>Confirm your e-mail address</Text>
      <Text>
        Confirm that this address belongs to your new {storeName} account. Orders you placed as a
        guest with it then appear in your Order History.
      </Text>
      <Button href={url} style={primaryButton}>
        Confirm my e-mail
      </Button>
      <Text>The link works for 24 hours.</Text>
      <Text style={{ color: '#78716c' }}>
        If you did not create an account, ignore this e-mail: nothing changes.
      </Text>
    </EmailLayout>,
  );
  return { subject: emailVerificationSubject(storeName), html, text };
}
