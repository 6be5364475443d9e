import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { PageHeader } from './page-header';
import { ErrorState, LoadingState } from './query-states';
import { useErrorToast } from './use-error-toast';

/** The parts of a TanStack query of one record the page shows (what `useQuery` returns). */
export interface RecordQuery<Data> {
  data: Data | undefined;
  error: Error | null;
  refetch: () => unknown;
}

export interface RecordPageTexts {
  /** The spinner's label, e.g. "Loading settings". */
  loading: string;
  /** The spec's text for a failed load, e.g. "Failed to load settings": a toast and a card. */
  failed: string;
  /** A title for the toast, with `failed` beneath it (the size chart's "Error" toasts). */
  failedTitle?: string;
}

const WIDTHS = { narrow: 'max-w-3xl', default: 'max-w-4xl', wide: 'max-w-6xl' } as const;

export interface RecordPageProps<Data> {
  /** The screen's heading: the `title` its registry entry gives the page. */
  title: string;
  description?: ReactNode;
  query: RecordQuery<Data>;
  texts: RecordPageTexts;
  /** `narrow` for a single column of fields; `wide` for a form beside its live preview. */
  width?: keyof typeof WIDTHS;
  /** The loaded record's form (or view); it mounts once the record is there. */
  children: (data: Data) => ReactNode;
}

/**
 * The skeleton of every admin screen that edits one record (settings, site lock, popup, size
 * chart, hero; spec admin §8: a failed load is a toast and names what failed): heading, then
 * the loading, failed (with Try Again) or loaded state. List screens have `ListPage`.
 *
 * Once the record is loaded, its form stays: a later refresh that fails (the window regained
 * focus while the server was away) is a toast, not an error card over what the owner typed
 * (docs/decisions/054-record-page-shell.md).
 */
export function RecordPage<Data>({
  title,
  description,
  query,
  texts,
  width = 'default',
  children,
}: RecordPageProps<Data>) {
  useErrorToast(query.error, texts.failed, texts.failedTitle ? { title: texts.failedTitle } : {});

  let body: ReactNode;
  if (query.data !== undefined) {
    body = children(query.data);
  } else if (query.error) {
    body = (
      <ErrorState title={texts.failed} error={query.error} onRetry={() => void query.refetch()} />
    );
  } else {
    body = <LoadingState label={texts.loading} />;
  }

  return (
    <div className={`mx-auto ${WIDTHS[width]} space-y-6`}>
      <PageHeader title={title} description={description} />
      {body}
    </div>
  );
}

export interface RecordFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save button's label, e.g. "Save Settings". */
  saveLabel: string;
  /** The save is under way: the button shows a spinner and a second submit is blocked. */
  saving: boolean;
  /** Blocks the save for another reason (an image still uploading). */
  saveDisabled?: boolean;
  /**
   * Buttons before the save button, e.g. the popup's "Test Popup"; `size="lg"` and
   * `className="flex-1 whitespace-nowrap sm:flex-none"` share a phone's width with it.
   */
  actions?: ReactNode;
  /** The form's own classes; its sections are spaced by `space-y-6` unless given. */
  className?: string;
  children: ReactNode;
}

/**
 * A record's form with its save bar. The bar sticks to the bottom of the screen, so Save is
 * always in reach on a long form, a phone's included, where the buttons fill the width.
 */
export function RecordForm({
  onSubmit,
  saveLabel,
  saving,
  saveDisabled = false,
  actions,
  className = 'space-y-6',
  children,
}: RecordFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      {children}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t border-line bg-paper px-4 py-3 sm:mx-0">
        {actions}
        <Button
          type="submit"
          size="lg"
          disabled={saving || saveDisabled}
          className="flex-1 whitespace-nowrap sm:flex-none"
        >
          {saving ? <Spinner className="size-4" /> : null}
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}
