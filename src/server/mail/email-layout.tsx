import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

const styles = {
  body: { backgroundColor: '#f5f5f4', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 },
  container: {
    backgroundColor: '#ffffff',
    margin: '24px auto',
    maxWidth: '560px',
    padding: '32px',
  },
  brand: { fontSize: '24px', fontWeight: 700, letterSpacing: '2px', margin: '0 0 24px' },
  footer: { color: '#78716c', fontSize: '12px', lineHeight: '18px' },
};

export const primaryButton = {
  backgroundColor: '#0c0a09',
  color: '#ffffff',
  padding: '12px 24px',
  fontWeight: 700,
};

export function EmailLayout({
  storeName,
  preview,
  children,
  footer,
}: {
  /** The store's name as the owner set it in Settings (settings/store-settings.service.ts). */
  storeName: string;
  preview: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{storeName}</Text>
          <Section>{children}</Section>
          <Hr />
          <Text style={styles.footer}>
            Faith-based streetwear, made to order and printed in the U.S.
          </Text>
          {footer}
        </Container>
      </Body>
    </Html>
  );
}
