import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import {
  SiteLockInputSchema,
  type SiteLockMode,
  type SiteLockSettings,
} from '../../../shared/site/site-lock.schema';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Switch } from '../../ui/switch';
import { Textarea } from '../../ui/textarea';
import type { AdminScreenProps } from '../common/admin-screen';
import {
  FAILED_TO_LOAD_SETTINGS,
  FAILED_TO_SAVE_SETTINGS,
  SAVE_SETTINGS,
  SETTINGS_SAVED,
} from '../common/settings-messages';
import { FieldError } from '../common/field-error';
import { RecordForm, RecordPage } from '../common/record-page';
import { formatDateTime, fromLocalInput, toLocalInput } from './local-date-time';
import { useAdminSiteLock, useSaveSiteLock } from './queries';

const MODES: { value: SiteLockMode; label: string; description: string }[] = [
  {
    value: 'maintenance',
    label: 'Maintenance',
    description:
      'For a short break. Search engines are told the store is down for a while (503) and keep it in their results.',
  },
  {
    value: 'pre-launch',
    label: 'Pre-launch',
    description: 'For a store that has not opened yet. Search engines are asked not to list it.',
  },
];

function SiteLockForm({ settings }: { settings: SiteLockSettings }) {
  const id = useId();
  const save = useSaveSiteLock();
  const [isLocked, setIsLocked] = useState(settings.isLocked);
  const [message, setMessage] = useState(settings.message);
  const [password, setPassword] = useState('');
  const [mode, setMode] = useState<SiteLockMode>(settings.mode);
  const [unlockAt, setUnlockAt] = useState(toLocalInput(settings.unlockAt));
  const [errors, setErrors] = useState<{ message?: string; unlockAt?: string }>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = SiteLockInputSchema.safeParse({
      isLocked,
      message,
      password,
      mode,
      unlockAt: fromLocalInput(unlockAt),
    });
    if (!parsed.success) {
      const fieldErrors: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'message' || field === 'unlockAt') fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      toast.error(fieldErrors.message ?? fieldErrors.unlockAt ?? FAILED_TO_SAVE_SETTINGS);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setPassword('');
      setMessage(saved.message);
      setUnlockAt(toLocalInput(saved.unlockAt));
      toast.success(SETTINGS_SAVED);
    } catch (error) {
      console.error('Site lock save failed', error);
      toast.error(FAILED_TO_SAVE_SETTINGS);
    }
  };

  const current = save.data ?? settings;
  const passedUnlock = current.isLocked && !current.isLockedNow;

  return (
    <RecordForm
      onSubmit={(event) => void onSubmit(event)}
      saveLabel={SAVE_SETTINGS}
      saving={save.isPending}
    >
      <Card>
        <CardHeader>
          <CardTitle>Status</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="flex items-center justify-between gap-4">
            <div className="space-y-1">
              <Label htmlFor={`${id}-locked`}>Lock the store</Label>
              <p id={`${id}-locked-hint`} className="text-sm text-neutral-600">
                While locked, visitors see the locked page; admins and anyone with the password
                still get in.
              </p>
            </div>
            <Switch
              id={`${id}-locked`}
              aria-describedby={`${id}-locked-hint`}
              checked={isLocked}
              onCheckedChange={setIsLocked}
            />
          </div>
          {passedUnlock ? (
            <p role="status" className="border border-line bg-surface px-3 py-2 text-sm">
              The unlock time has passed: the store is open to everyone.
            </p>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Locked Page</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="space-y-2">
            <Label htmlFor={`${id}-message`}>Message</Label>
            <Textarea
              id={`${id}-message`}
              rows={3}
              maxLength={500}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-invalid={Boolean(errors.message) || undefined}
              aria-describedby={errors.message ? `${id}-message-error` : undefined}
            />
            <FieldError id={`${id}-message-error`} message={errors.message} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-password`}>Bypass Password (optional)</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-describedby={`${id}-password-hint`}
            />
            <p id={`${id}-password-hint`} className="text-xs text-neutral-600">
              {current.hasPassword
                ? 'A password is set. Leave this blank to keep it; a new one replaces it and signs out everyone who used the old one.'
                : 'No password is set: only admins can get past the lock.'}
            </p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Lock Mode</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <fieldset className="space-y-3">
            <legend className="sr-only">Lock mode</legend>
            {MODES.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-3 border border-line p-3 has-checked:border-ink"
              >
                <input
                  type="radio"
                  name="mode"
                  value={option.value}
                  checked={mode === option.value}
                  onChange={() => setMode(option.value)}
                  className="mt-1 size-4 accent-ink"
                />
                <span className="space-y-1">
                  <span className="block text-sm font-semibold">{option.label}</span>
                  <span className="block text-sm text-neutral-600">{option.description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor={`${id}-unlock`}>Unlock Automatically At (optional)</Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id={`${id}-unlock`}
                type="datetime-local"
                value={unlockAt}
                onChange={(event) => setUnlockAt(event.target.value)}
                aria-invalid={Boolean(errors.unlockAt) || undefined}
                aria-describedby={`${id}-unlock-hint`}
                className="max-w-xs"
              />
              {unlockAt ? (
                <Button variant="ghost" size="sm" className="h-11" onClick={() => setUnlockAt('')}>
                  Clear
                </Button>
              ) : null}
            </div>
            <p id={`${id}-unlock-hint`} className="text-xs text-neutral-600">
              {current.unlockAt
                ? `The store opens by itself on ${formatDateTime(current.unlockAt)}; the locked page counts down to it.`
                : 'Leave empty to stay locked until you unlock the store here.'}
            </p>
            <FieldError id={`${id}-unlock-error`} message={errors.unlockAt} />
          </div>
        </CardContent>
      </Card>
    </RecordForm>
  );
}

export function SiteLockPage({ title }: AdminScreenProps) {
  const settings = useAdminSiteLock();
  return (
    <RecordPage
      title={title}
      description={
        <>
          Close the store for a while. If you ever lock yourself out, run{' '}
          <code className="font-mono">npm run site:unlock</code> on the server.
        </>
      }
      query={settings}
      texts={{ loading: 'Loading settings', failed: FAILED_TO_LOAD_SETTINGS }}
      width="narrow"
    >
      {(loaded) => <SiteLockForm settings={loaded} />}
    </RecordPage>
  );
}
