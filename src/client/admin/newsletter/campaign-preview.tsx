import type { CampaignDraftInput } from '../../../shared/marketing/campaign.schema';
import { Spinner } from '../../ui/spinner';
import { useCampaignPreview } from './queries';

/**
 * The e-mail as subscribers will get it: rendered on the server by the template that sends it,
 * shown in a sandboxed frame (no scripts, no same-origin access) so its HTML cannot act here.
 */
export function CampaignPreview({ draft }: { draft: CampaignDraftInput }) {
  const preview = useCampaignPreview(draft);
  return (
    <section aria-label="Email preview" className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xs font-semibold tracking-wider uppercase">Live Preview</h3>
        {preview.isFetching ? <Spinner label="Updating preview" className="size-4" /> : null}
      </div>
      <div className="border border-line bg-surface p-3 text-sm">
        <p className="font-semibold break-words">{draft.subjectLine || 'Subject line'}</p>
        <p className="break-words text-neutral-600">{draft.previewText || 'Preview text'}</p>
      </div>
      {preview.error ? (
        <p role="status" className="text-sm text-accent">
          {preview.error.message}
        </p>
      ) : null}
      {preview.data ? (
        <iframe
          title="Email preview"
          sandbox=""
          srcDoc={preview.data.html}
          className="h-[36rem] w-full border border-line bg-white"
        />
      ) : (
        <div className="flex h-[36rem] items-center justify-center border border-line bg-white">
          <Spinner label="Loading preview" className="size-6" />
        </div>
      )}
    </section>
  );
}
