import { Link } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { paths } from '../../paths';
import { BulletList, ContentPage, ContentSection } from './content-page';
import { LastUpdated } from './last-updated';

export function PrivacyPage() {
  usePageMeta(staticPageMeta('/privacy'));

  return (
    <ContentPage title="Privacy Policy" intro={<LastUpdated />}>
      <ContentSection title="What we collect">
        <BulletList
          items={[
            'Order details: your name, e-mail, shipping address and the items you buy.',
            'Account details, if you create one: your e-mail, full name and phone number.',
            'Newsletter sign-ups: your e-mail and, if you give it, your phone number.',
            'Messages you send us through the contact form.',
            'Your cart and discount code, kept in your own browser until you check out.',
          ]}
        />
      </ContentSection>
      <ContentSection title="How we use it">
        <p>
          We use your information to make and ship your order, to answer your messages, to send the
          newsletter you asked for, and to keep the store secure. We do not sell your personal
          information.
        </p>
      </ContentSection>
      <ContentSection title="Payments">
        <p>
          You pay through the payment service you choose at checkout. We never see or store your
          card or bank details.
        </p>
      </ContentSection>
      <ContentSection title="Your choices">
        <p>
          Every newsletter e-mail has an unsubscribe link. You can update your profile in your
          account at any time, or ask us to correct or delete your information through our{' '}
          <Link to={paths.contact} className="underline underline-offset-4">
            contact form
          </Link>
          .
        </p>
      </ContentSection>
      <ContentSection title="Children">
        <p>
          Our store is not meant for children under 13, and we do not knowingly collect information
          from anyone under 13.
        </p>
      </ContentSection>
      <ContentSection title="Changes">
        <p>When this policy changes, we update it on this page along with the date above.</p>
      </ContentSection>
    </ContentPage>
  );
}
