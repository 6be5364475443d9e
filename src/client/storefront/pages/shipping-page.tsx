import { Link } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { paths } from '../../paths';
import { BulletList, ContentPage, ContentSection } from './content-page';
import {
  CARRIERS,
  DELIVERY_TIME,
  FREE_SHIPPING,
  PROCESSING_PEAKS,
  SHIPPING_RATE,
  TRACKING,
  US_ONLY,
} from './policies';

export function ShippingPage() {
  usePageMeta(staticPageMeta('/shipping'));

  return (
    <ContentPage title="Shipping Information" intro={`${FREE_SHIPPING}.`}>
      <ContentSection title="Rates">
        <p>{SHIPPING_RATE}</p>
        <p>{US_ONLY}</p>
      </ContentSection>
      <ContentSection title="Delivery time">
        <p>{DELIVERY_TIME}</p>
        <p>{PROCESSING_PEAKS}</p>
      </ContentSection>
      <ContentSection title="Carriers and tracking">
        <BulletList
          items={[
            CARRIERS,
            TRACKING,
            <>
              You can also follow it on the{' '}
              <Link to={paths.trackOrder} className="underline underline-offset-4">
                Track Order
              </Link>{' '}
              page with your order number and e-mail.
            </>,
          ]}
        />
      </ContentSection>
    </ContentPage>
  );
}
