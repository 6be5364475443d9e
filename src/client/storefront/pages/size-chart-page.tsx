import { parseSizeChart } from '../../../shared/content/size-chart';
import { imageSrcSet, imageVariantUrl } from '../../../shared/images/image-variants';
import { usePageMeta } from '../../lib/use-page-meta';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { Spinner } from '../../ui/spinner';
import { ContentPage } from './content-page';
import { useSizeChart } from './queries';

// Spec §2 (Other static pages), word for word.
const NO_SIZE_CHART = 'No size chart available yet.';
const NO_IMAGE = 'No image uploaded yet';

export function SizeChartPage() {
  usePageMeta(staticPageMeta('/size-chart'));
  const sizeChart = useSizeChart();

  if (sizeChart.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading size chart" className="size-8" />
      </div>
    );
  }

  // A failed load is logged by the query client and reads as an empty chart (spec §8).
  const blocks = parseSizeChart(sizeChart.data?.description ?? '');
  const imageUrl = sizeChart.data?.imageUrl ?? null;

  return (
    <ContentPage
      title="Size Chart"
      intro="Find your fit before you order: every piece is made for you."
    >
      {blocks.length === 0 ? (
        <p className="text-muted">{NO_SIZE_CHART}</p>
      ) : (
        <div className="grid gap-8 sm:grid-cols-2">
          {blocks.map((block, index) => (
            <section key={index} className="border border-line p-5">
              <h2 className="font-display text-lg tracking-tight uppercase">{block.heading}</h2>
              {block.bullets.length > 0 ? (
                <ul className="mt-3 list-disc space-y-1.5 pl-5 text-neutral-700 marker:text-accent">
                  {block.bullets.map((bullet, bulletIndex) => (
                    <li key={bulletIndex}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      )}
      <figure>
        {imageUrl ? (
          <img
            src={imageVariantUrl(imageUrl, 1600)}
            srcSet={imageSrcSet(imageUrl)}
            sizes="(min-width: 768px) 720px, 100vw"
            width={1600}
            height={1200}
            loading="lazy"
            decoding="async"
            alt="Size chart with measurements for each size"
            className="h-auto w-full border border-line bg-surface"
          />
        ) : (
          <p className="border border-dashed border-line p-8 text-center text-muted">{NO_IMAGE}</p>
        )}
      </figure>
    </ContentPage>
  );
}
