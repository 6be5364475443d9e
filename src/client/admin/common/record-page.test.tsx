// @vitest-environment jsdom
// The shell of the single-record admin screens (settings, site lock, popup, size chart, hero),
// with a real query client and the real toaster: what the owner sees while the record loads,
// when it fails, after Try Again, and on the save bar.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, Toaster } from '../../ui/toast';
import { RecordForm, RecordPage, type RecordPageTexts } from './record-page';

interface Store {
  name: string;
}

const TEXTS: RecordPageTexts = { loading: 'Loading settings', failed: 'Failed to load settings' };

/** Answers the screen's reads in turn: a record, or an error to throw. */
function server(...answers: (Store | Error)[]) {
  let calls = 0;
  const load = async (): Promise<Store> => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  };
  return { load, calls: () => calls };
}

function Screen({ load, texts = TEXTS }: { load: () => Promise<Store>; texts?: RecordPageTexts }) {
  const query = useQuery({ queryKey: ['store'], queryFn: load });
  return (
    <RecordPage title="Store Settings" query={query} texts={texts}>
      {(store) => (
        <RecordForm onSubmit={(event) => event.preventDefault()} saveLabel="Save" saving={false}>
          <p>Store name: {store.name}</p>
        </RecordForm>
      )}
    </RecordPage>
  );
}

function open(load: () => Promise<Store>, texts?: RecordPageTexts) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Screen load={load} {...(texts ? { texts } : {})} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { queryClient, view };
}

afterEach(() => {
  // Sonner keeps its toasts in the module and shows them to the next Toaster that mounts.
  toast.dismiss();
  cleanup();
});

describe('RecordPage', () => {
  it('shows the heading and a labelled spinner, then the loaded form', async () => {
    let answer: (store: Store) => void = () => undefined;
    open(() => new Promise<Store>((resolve) => (answer = resolve)));

    expect(screen.getByRole('heading', { level: 1, name: 'Store Settings' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading settings');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    answer({ name: 'Cross the Kingdom' });
    expect(await screen.findByText('Store name: Cross the Kingdom')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says what failed, on the page and in a toast, and loads again on Try Again', async () => {
    const reads = server(new Error('The server is away'), { name: 'Cross the Kingdom' });
    open(reads.load);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load settings')).toBeTruthy();
    expect(within(alert).getByText('The server is away')).toBeTruthy();
    // The toast says it too (spec admin §8), outside the card.
    await waitFor(() => expect(screen.getAllByText('Failed to load settings')).toHaveLength(2));

    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Store name: Cross the Kingdom')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reads.calls()).toBe(2);
  });

  it('titles the toast when the screen asks (the size chart: "Error")', async () => {
    open(server(new Error('down')).load, {
      loading: 'Loading size chart',
      failed: 'Failed to load size chart content',
      failedTitle: 'Error',
    });

    expect(await screen.findByText('Error')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load size chart content')).toHaveLength(2),
    );
  });

  it('keeps the loaded form when a later refresh fails, and says so in a toast', async () => {
    const reads = server({ name: 'Cross the Kingdom' }, new Error('The server is away'));
    const { queryClient } = open(reads.load);
    expect(await screen.findByText('Store name: Cross the Kingdom')).toBeTruthy();

    await queryClient.refetchQueries({ queryKey: ['store'] });

    expect(await screen.findByText('Failed to load settings')).toBeTruthy();
    expect(screen.getByText('Store name: Cross the Kingdom')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /Failed/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});

describe('RecordForm', () => {
  const form = (props: { saving: boolean; saveDisabled?: boolean }) =>
    render(
      <RecordForm onSubmit={(event) => event.preventDefault()} saveLabel="Save Settings" {...props}>
        <p>Fields</p>
      </RecordForm>,
    );

  it('offers Save at the bottom of the form, and blocks it while saving or uploading', () => {
    const idle = form({ saving: false });
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save Settings' });
    expect(save.type).toBe('submit');
    expect(save.disabled).toBe(false);
    idle.unmount();

    form({ saving: true });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Settings' }).disabled).toBe(
      true,
    );
    cleanup();

    form({ saving: false, saveDisabled: true });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Settings' }).disabled).toBe(
      true,
    );
  });
});
