import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { toast } from '../../ui/toast';
import { queryKeys } from '../../lib/query-keys';
import { Button } from '../../ui/button';
import {
  disablePush,
  enablePush,
  isPushEnabled,
  PUSH_MESSAGES,
  PushSetupError,
  supportsPush,
} from './browser-push';

function PushAlertsToggle() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: queryKeys.admin.pushAlerts, queryFn: isPushEnabled });
  const settle = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.pushAlerts });

  const enable = useMutation({
    mutationFn: enablePush,
    onSuccess: () => toast.success(PUSH_MESSAGES.enabled),
    onError: (error) => {
      if (!(error instanceof PushSetupError)) console.error('Enabling push failed:', error);
      toast.error(error instanceof PushSetupError ? error.message : PUSH_MESSAGES.enableFailed);
    },
    onSettled: settle,
  });
  const disable = useMutation({
    mutationFn: disablePush,
    onSuccess: () => toast.success(PUSH_MESSAGES.disabled),
    onError: (error) => {
      console.error('Disabling push failed:', error);
      toast.error(PUSH_MESSAGES.disableFailed);
    },
    onSettled: settle,
  });

  const enabled = status.data === true;
  const busy = status.isPending || enable.isPending || disable.isPending;
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy}
      onClick={() => (enabled ? disable.mutate() : enable.mutate())}
    >
      {enabled ? (
        <BellOff aria-hidden="true" className="size-4" />
      ) : (
        <Bell aria-hidden="true" className="size-4" />
      )}
      {enabled ? 'Disable Push Notifications' : 'Enable Push Notifications'}
    </Button>
  );
}

/** Spec admin §2 Push alerts: shown only if the browser supports notifications, service workers and push. */
export function PushAlertsButton() {
  return supportsPush() ? <PushAlertsToggle /> : null;
}
