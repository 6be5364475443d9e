import { Link } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { paths } from '../../paths';
import { BulletList, ContentPage, ContentSection } from './content-page';
import { ALL_SALES_FINAL, ALL_SALES_FINAL_REASON, DAMAGE_POLICY, SIZE_EXCHANGE } from './policies';

export function ReturnsPage() {
  usePageMeta(staticPageMeta('/returns'));

  return (
    <ContentPage title="Returns & Exchanges" intro={ALL_SALES_FINAL_REASON}>
      <ContentSection title="All sales are final">
        <p>
          {ALL_SALES_FINAL} {ALL_SALES_FINAL_REASON}
        </p>
      </ContentSection>
      <ContentSection title="Damaged or defective items">
        <p>{DAMAGE_POLICY}</p>
        <BulletList
          items={[
            'Your order number (it looks like CTK-12345).',
            'Clear photos of the damage or defect, and of the shipping label.',
            'A short description of the problem.',
          ]}
        />
        <p>
          Send them through our{' '}
          <Link to={paths.contact} className="underline underline-offset-4">
            contact form
          </Link>
          . We reply within 24 business hours with a replacement or the next steps.
        </p>
      </ContentSection>
      <ContentSection title="Size exchanges">
        <p>
          {SIZE_EXCHANGE} Check the{' '}
          <Link to={paths.sizeChart} className="underline underline-offset-4">
            size chart
          </Link>{' '}
          before you order: most questions about fit are answered there.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
