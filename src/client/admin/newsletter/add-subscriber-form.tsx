import { FormActions } from '../common/form-actions';
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { INVALID_EMAIL_MESSAGE } from '../../../shared/marketing/newsletter.schema';
import { FormField } from '../../ui/form-field';
import { errorMessage } from '../common/error-message';
import { useAddSubscriber } from '../subscribers/queries';

export const SUBSCRIBER_ADDED = 'Subscriber added successfully';
export const FAILED_TO_ADD_SUBSCRIBER = 'Failed to add subscriber';

/** Spec admin §5 "Add subscriber": an address with @ (saved lower-cased), phone optional. */
export function AddSubscriberForm({ onDone }: { onDone: () => void }) {
  const addSubscriber = useAddSubscriber();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!address || !address.includes('@')) {
      setEmailError(INVALID_EMAIL_MESSAGE);
      return;
    }
    addSubscriber.mutate(
      { email: address, phone: phone.trim() || null },
      {
        onSuccess: () => {
          toast.success(SUBSCRIBER_ADDED);
          onDone();
        },
        onError: (error) => {
          console.error(FAILED_TO_ADD_SUBSCRIBER, error);
          toast.error(errorMessage(error, FAILED_TO_ADD_SUBSCRIBER));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField
        label="Email"
        type="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(undefined);
        }}
        required
        maxLength={255}
        autoComplete="off"
        error={emailError}
      />
      <FormField
        label="Phone (optional)"
        type="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        maxLength={40}
        autoComplete="off"
      />
      <FormActions onCancel={onDone} submitting={addSubscriber.isPending}>
        Add Subscriber
      </FormActions>
    </form>
  );
}
