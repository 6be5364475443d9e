import { Button, Text } from '@react-email/components';
import { EmailLayout, primaryButton } from './email-layout';
import { renderEmail } from './render';

export const passwordResetSubject = (storeName: string) => `Reset your ${storeName} password`;

/** To an account's address after "Forgot password?": the single-use link to a new password. */
export async function passwordResetEmail(url: string, storeName: string) {
  const { html, text } = await renderEmail(
    <EmailLayout storeName={storeName} preview="Reset your password">
      <Text style={{ fontSize: '18px', fontWeight: 700 }}>Reset your password</Text>
      <Text>
        Someone asked to reset the password of your {storeName} account. Choose a new one here; it
        signs you in and signs out every other device that used the account:
      </Text>
      <Button href={url} style={primaryButton}>
        Reset my password
      </Button>
      <Text>The link works once, within one hour.</Text>
      <Text style={{ color: '#78716c' }}>
        If you did not ask for this, ignore this e-mail: your password stays as it is.
      </Text>
    </EmailLayout>,
  );
  return { subject: passwordResetSubject(storeName), html, text };
}
