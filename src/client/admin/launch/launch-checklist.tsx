import { CheckCircle2, ChevronRight, Circle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isDemoContentsEmpty } from '../../../shared/site/launch.schema';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { ErrorState } from '../common/query-states';
import {
  DEMO_REMOVED,
  FAILED_TO_LOAD_CHECKLIST,
  FAILED_TO_REMOVE_DEMO,
  LAUNCH_CHECKLIST_TITLE,
  LAUNCH_ITEM_TEXTS,
  REMOVE_DEMO,
  removeDemoQuestion,
} from './launch-texts';
import { useLaunchChecklist, useRemoveDemo } from './queries';

/**
 * The dashboard's "Before you open" card (docs/decisions/066-before-you-open.md): each item
 * links to where it is done, and the card is gone once every one is.
 */
export function LaunchChecklist() {
  const checklist = useLaunchChecklist();
  const removeDemo = useRemoveDemo();
  const [confirming, setConfirming] = useState(false);

  if (checklist.isPending) {
    return (
      <Card aria-busy="true">
        <CardContent className="flex min-h-24 items-center justify-center">
          <Spinner label="Loading the launch checklist" className="size-6" />
        </CardContent>
      </Card>
    );
  }
  if (checklist.isError) {
    return (
      <ErrorState
        title={FAILED_TO_LOAD_CHECKLIST}
        error={checklist.error}
        onRetry={() => void checklist.refetch()}
      />
    );
  }
  const { items, demo } = checklist.data;
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;

  const onConfirm = () =>
    removeDemo.mutate(undefined, {
      onSuccess: () => toast.success(DEMO_REMOVED),
      onError: (error) => {
        console.error(FAILED_TO_REMOVE_DEMO, error);
        toast.error(FAILED_TO_REMOVE_DEMO);
      },
      onSettled: () => setConfirming(false),
    });

  return (
    <section aria-labelledby="launch-checklist-title">
      <Card>
        <CardHeader className="flex flex-wrap items-baseline justify-between gap-2">
          <CardTitle id="launch-checklist-title">{LAUNCH_CHECKLIST_TITLE}</CardTitle>
          <p className="text-sm text-muted">
            {done} of {items.length} done
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="divide-y divide-line border border-line">
            {items.map((item) => {
              const texts = LAUNCH_ITEM_TEXTS[item.id];
              const Icon = item.done ? CheckCircle2 : Circle;
              return (
                <li key={item.id}>
                  <Link
                    to={texts.to}
                    className="flex items-center gap-3 p-3 hover:bg-surface sm:p-4"
                  >
                    <Icon
                      aria-hidden="true"
                      className={
                        item.done
                          ? 'size-5 shrink-0 text-emerald-600'
                          : 'size-5 shrink-0 text-muted'
                      }
                    />
                    <span className="min-w-0 flex-1">
                      <span
                        className={
                          item.done ? 'block text-muted line-through' : 'block font-semibold'
                        }
                      >
                        {texts.label}
                        <span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span>
                      </span>
                      {item.done ? null : (
                        <span className="block text-sm text-muted">{texts.hint}</span>
                      )}
                    </span>
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  </Link>
                </li>
              );
            })}
          </ul>
          {isDemoContentsEmpty(demo) ? null : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {REMOVE_DEMO}
            </Button>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !removeDemo.isPending) setConfirming(false);
        }}
        title="Remove demo content"
        description={removeDemoQuestion(demo)}
        confirmLabel={REMOVE_DEMO}
        onConfirm={onConfirm}
        pending={removeDemo.isPending}
      />
    </section>
  );
}
