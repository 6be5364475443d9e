import { Link } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { paths } from '../../paths';
import { ContentPage, ContentSection } from './content-page';
import { LastUpdated } from './last-updated';
import {
  ALL_SALES_FINAL,
  ALL_SALES_FINAL_REASON,
  DAMAGE_POLICY,
  DELIVERY_TIME,
  SHIPPING_RATE,
  US_ONLY,
} from './policies';

export function TermsPage() {
  usePageMeta(staticPageMeta('/terms'));

  return (
    <ContentPage title="Terms of Service" intro={<LastUpdated />}>
      <ContentSection title="Using our store">
        <p>
          By using this site or placing an order you agree to these terms. You must be at least 13
          years old to use the store; the store is not meant for children under 13.
        </p>
      </ContentSection>
      <ContentSection title="Orders and prices">
        <p>
          Prices are in U.S. dollars. An order is confirmed once we receive its exact total with its
          order number. We may cancel an order we cannot fulfil, and then refund what you paid in
          full.
        </p>
      </ContentSection>
      <ContentSection title="Shipping">
        <p>
          {SHIPPING_RATE} {US_ONLY} {DELIVERY_TIME}
        </p>
      </ContentSection>
      <ContentSection title="Returns and refunds">
        <p>
          {ALL_SALES_FINAL} {ALL_SALES_FINAL_REASON} {DAMAGE_POLICY} See{' '}
          <Link to={paths.returns} className="underline underline-offset-4">
            Returns &amp; Exchanges
          </Link>{' '}
          for the details.
        </p>
      </ContentSection>
      <ContentSection title="Our designs">
        <p>
          The designs, photos and text on this site belong to CTK. Please do not copy or resell them
          without our written permission.
        </p>
      </ContentSection>
      <ContentSection title="Questions">
        <p>
          Reach us any time through our{' '}
          <Link to={paths.contact} className="underline underline-offset-4">
            contact form
          </Link>
          .
        </p>
      </ContentSection>
    </ContentPage>
  );
}
