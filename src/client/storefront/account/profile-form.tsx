import { useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import type { Profile } from '../../../shared/account/profile.schema';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { useUpdateProfile } from './queries';

// Spec §8, word for word.
export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';

/** Spec §5: the e-mail is read-only; full name and phone are free text. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState(profile.fullName ?? '');
  const [phone, setPhone] = useState(profile.phone ?? '');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(
      { fullName, phone },
      {
        onSuccess: () => toast.success(PROFILE_UPDATED),
        onError: () => toast.error(PROFILE_UPDATE_FAILED),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <FormField label="Email" type="email" value={profile.email} readOnly className="space-y-2" />
      <FormField
        label="Full Name"
        autoComplete="name"
        maxLength={100}
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
      />
      <FormField
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={40}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? <Spinner className="size-4" /> : null}
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
