import { Button, Link, Text } from '@react-email/components';
import { EmailLayout, primaryButton } from './email-layout';
import { renderEmail } from './render';

export interface NewsletterWelcomeProps {
  storeName: string;
  discountCode: string;
  shopUrl: string;
  unsubscribeUrl: string;
}

export async function newsletterWelcomeEmail(props: NewsletterWelcomeProps) {
  const { html, text } = await renderEmail(
    <EmailLayout
      storeName={props.storeName}
      preview={`Your 10% off code: ${props.discountCode}`}
      footer={
        <Text style={{ color: '#78716c', fontSize: '12px' }}>
          You receive this because you joined our list.{' '}
          <Link href={props.unsubscribeUrl}>Unsubscribe</Link>
        </Text>
      }
    >
      <Text style={{ fontSize: '20px', fontWeight: 700 }}>
        Welcome to the {props.storeName} Family
      </Text>
      <Text>Thanks for joining us. Here is 10% off your first order:</Text>
      <Text style={{ fontSize: '28px', fontWeight: 700, letterSpacing: '3px' }}>
        {props.discountCode}
      </Text>
      <Text>Enter the code at checkout. It works once.</Text>
      <Button href={props.shopUrl} style={primaryButton}>
        Shop Now
      </Button>
    </EmailLayout>,
  );
  return { subject: `Welcome to the ${props.storeName} Family: your 10% off code`, html, text };
}
