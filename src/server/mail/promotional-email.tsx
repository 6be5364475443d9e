import { Button, Img, Link, Section, Text } from '@react-email/components';
import { DEFAULT_CTA_TEXT, type CampaignContent } from '../../shared/marketing/campaign.schema';
import { EmailLayout, primaryButton } from './email-layout';
import { renderEmail } from './render';

export interface PromotionalEmailProps {
  storeName: string;
  subject: string;
  previewText: string;
  content: CampaignContent;
  /** PUBLIC_URL: store paths (an uploaded image, /products) become absolute links. */
  publicUrl: string;
  /** This recipient's signed unsubscribe page. */
  unsubscribeUrl: string;
}

const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? publicUrl + url : url);

/** Paragraphs at blank lines; single line breaks kept inside a paragraph. */
function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== '')
    .map((block, index) => (
      <Text key={index} style={{ fontSize: '16px', lineHeight: '24px' }}>
        {block.split('\n').flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]))}
      </Text>
    ));
}

/**
 * The newsletter campaign. The owner's preview, the test to the owner and every subscriber's
 * copy are rendered by this one function, so the preview is what subscribers get.
 */
export async function promotionalEmail(props: PromotionalEmailProps) {
  const { content, publicUrl } = props;
  const ctaLink = absolute(publicUrl, content.ctaLink || '/products');
  const { html, text } = await renderEmail(
    <EmailLayout
      storeName={props.storeName}
      preview={props.previewText || content.subtitle || content.title}
      footer={
        <Text style={{ color: '#78716c', fontSize: '12px' }}>
          You receive this because you joined our list.{' '}
          <Link href={props.unsubscribeUrl}>Unsubscribe</Link>
        </Text>
      }
    >
      {content.mainImage ? (
        <Img
          src={absolute(publicUrl, content.mainImage)}
          alt={content.title}
          width="496"
          style={{ width: '100%', height: 'auto', margin: '0 0 16px' }}
        />
      ) : null}
      <Text style={{ fontSize: '26px', fontWeight: 700, lineHeight: '32px', margin: '0 0 8px' }}>
        {content.title}
      </Text>
      {content.subtitle ? (
        <Text style={{ fontSize: '18px', color: '#44403c', margin: '0 0 16px' }}>
          {content.subtitle}
        </Text>
      ) : null}
      <Paragraphs text={content.bodyText} />
      {content.promoCode ? (
        <Section
          style={{
            border: '2px dashed #0c0a09',
            padding: '16px',
            margin: '16px 0',
            textAlign: 'center',
          }}
        >
          {content.promoText ? (
            <Text style={{ margin: '0 0 8px' }}>{content.promoText}</Text>
          ) : null}
          <Text style={{ fontSize: '28px', fontWeight: 700, letterSpacing: '3px', margin: 0 }}>
            {content.promoCode}
          </Text>
        </Section>
      ) : content.promoText ? (
        <Text style={{ fontWeight: 700 }}>{content.promoText}</Text>
      ) : null}
      <Button href={ctaLink} style={primaryButton}>
        {content.ctaText || DEFAULT_CTA_TEXT}
      </Button>
    </EmailLayout>,
  );
  return { subject: props.subject, html, text };
}
