import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import {
  CONTACT_FALLBACK_ERROR,
  ContactMessageSchema,
  type ContactMessage,
} from '../../../shared/site/contact.schema';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { FormMessage } from '../../ui/form-message';
import { Label } from '../../ui/label';
import { Spinner } from '../../ui/spinner';
import { Textarea } from '../../ui/textarea';
import { useSendContactMessage } from './queries';

// Spec §8, word for word.
export const MESSAGE_SENT = "Message sent! We'll get back to you soon.";
export const MESSAGE_FAILED = 'Failed to send message. Please email us directly.';

type ContactInput = z.input<typeof ContactMessageSchema>;

/** Spec §5: the first issue's message, or the generic one. Errors arrive in field order. */
function firstErrorMessage(errors: FieldErrors<ContactInput>): string {
  const first = Object.values(errors)[0];
  return typeof first?.message === 'string' && first.message
    ? first.message
    : CONTACT_FALLBACK_ERROR;
}

export function ContactForm() {
  const messageId = useId();
  const send = useSendContactMessage();
  const form = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors } = form.formState;
  // A failed send, also shown beside the button (the toast covers the header and fades).
  const [sendFailed, setSendFailed] = useState(false);
  const sendMessageId = `${messageId}-send`;
  const messageErrorId = `${messageId}-error`;

  const onValid = (message: ContactMessage) => {
    setSendFailed(false);
    return send.mutateAsync(message).then(
      () => {
        toast.success(MESSAGE_SENT);
        form.reset();
      },
      () => {
        setSendFailed(true);
        toast.error(MESSAGE_FAILED);
      },
    );
  };

  return (
    // noValidate: the spec's own messages, not the browser's bubbles, explain a bad field.
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, (fieldErrors) =>
        toast.error(firstErrorMessage(fieldErrors)),
      )}
      className="space-y-5"
    >
      <FormField
        label="Name"
        autoComplete="name"
        maxLength={100}
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={255}
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="space-y-2">
        <Label htmlFor={messageId}>Message</Label>
        <Textarea
          id={messageId}
          rows={6}
          maxLength={1000}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? messageErrorId : undefined}
          {...form.register('message')}
        />
        {errors.message?.message ? (
          <p id={messageErrorId} className="text-sm text-accent">
            {errors.message.message}
          </p>
        ) : null}
      </div>
      <FormMessage id={sendMessageId}>{sendFailed ? MESSAGE_FAILED : null}</FormMessage>
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={send.isPending}
        aria-describedby={sendFailed ? sendMessageId : undefined}
      >
        {send.isPending ? <Spinner className="size-4" /> : null}
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
