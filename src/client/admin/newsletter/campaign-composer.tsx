import { FlaskConical, Send } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../ui/toast';
import {
  DEFAULT_CTA_TEXT,
  REQUIRED_FIELDS_MESSAGE,
  sentToSubscribersMessage,
  type CampaignDraftInput,
} from '../../../shared/marketing/campaign.schema';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { Spinner } from '../../ui/spinner';
import { Textarea } from '../../ui/textarea';
import { errorMessage } from '../common/error-message';
import { CampaignPreview } from './campaign-preview';
import { useSendCampaign, useSendTest } from './queries';

export const FAILED_TO_SEND_EMAIL = 'Failed to send email';

type Content = Required<NonNullable<CampaignDraftInput['emailContent']>>;
interface Draft {
  subjectLine: string;
  previewText: string;
  emailContent: Content;
}

/** A new composer: the spec's defaults (button "Shop Now" to the store's /products page). */
function emptyDraft(): Draft {
  return {
    subjectLine: '',
    previewText: '',
    emailContent: {
      title: '',
      subtitle: '',
      mainImage: '',
      bodyText: '',
      ctaText: DEFAULT_CTA_TEXT,
      ctaLink: `${window.location.origin}/products`,
      promoCode: '',
      promoText: '',
    },
  };
}

/**
 * One key per campaign: a double click or a retry of the same Send makes one campaign.
 * getRandomValues, not randomUUID: the back office may be opened over plain http on a LAN.
 */
const newSendKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

const isComplete = (draft: Draft) =>
  draft.subjectLine.trim() !== '' &&
  draft.emailContent.title.trim() !== '' &&
  draft.emailContent.bodyText.trim() !== '';

/** The promotional e-mail form (spec §3 payload), its live preview, a test, and Send. */
export function CampaignComposer({ activeSubscribers }: { activeSubscribers: number | undefined }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [showMissing, setShowMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sendKey = useRef(newSendKey());
  const sendTest = useSendTest();
  const sendCampaign = useSendCampaign();
  // The preview follows the form without a request per keystroke.
  const [previewDraft, setPreviewDraft] = useState<Draft>(draft);
  const deferred = useDeferredValue(draft);
  useEffect(() => {
    const timer = setTimeout(() => setPreviewDraft(deferred), 400);
    return () => clearTimeout(timer);
  }, [deferred]);

  const set = (field: 'subjectLine' | 'previewText') => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const setContent = (field: keyof Content) => (value: string) =>
    setDraft((current) => ({
      ...current,
      emailContent: { ...current.emailContent, [field]: value },
    }));
  const missing = (value: string) => showMissing && value.trim() === '';
  const missingMessage = (value: string) => (missing(value) ? 'Required' : undefined);

  const ready = () => {
    if (isComplete(draft)) return true;
    setShowMissing(true);
    toast.error(REQUIRED_FIELDS_MESSAGE);
    return false;
  };

  const onTest = () => {
    if (!ready()) return;
    sendTest.mutate(draft, {
      onSuccess: ({ to }) => toast.success(`Test email sent to ${to}`),
      onError: (error) => {
        console.error('Test email failed', error);
        toast.error(errorMessage(error, FAILED_TO_SEND_EMAIL));
      },
    });
  };

  const onSend = () => {
    sendCampaign.mutate(
      { draft, key: sendKey.current },
      {
        onSuccess: ({ sentCount }) => {
          toast.success(sentToSubscribersMessage(sentCount));
          sendKey.current = newSendKey();
          setDraft(emptyDraft());
          setShowMissing(false);
        },
        onError: (error) => {
          console.error('Campaign send failed', error);
          toast.error(errorMessage(error, FAILED_TO_SEND_EMAIL));
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  const content = draft.emailContent;
  return (
    <Card>
      <h2 className="border-b border-line p-5 text-sm font-semibold tracking-wider uppercase">
        Promotional Email
      </h2>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        <form
          aria-label="Promotional email"
          noValidate
          className="min-w-0 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready()) setConfirming(true);
          }}
        >
          <FormField
            label="Subject Line *"
            required
            value={draft.subjectLine}
            onChange={(event) => set('subjectLine')(event.target.value)}
            maxLength={200}
            autoComplete="off"
            error={missingMessage(draft.subjectLine)}
          />
          <FormField
            label="Preview Text"
            value={draft.previewText}
            onChange={(event) => set('previewText')(event.target.value)}
            maxLength={200}
            autoComplete="off"
          />
          <FormField
            label="Title *"
            required
            value={content.title}
            onChange={(event) => setContent('title')(event.target.value)}
            maxLength={200}
            autoComplete="off"
            error={missingMessage(content.title)}
          />
          <FormField
            label="Subtitle"
            value={content.subtitle}
            onChange={(event) => setContent('subtitle')(event.target.value)}
            maxLength={200}
            autoComplete="off"
          />
          <FormField
            label="Main Image URL"
            type="url"
            value={content.mainImage}
            onChange={(event) => setContent('mainImage')(event.target.value)}
            placeholder="https://… or /uploads/…"
            maxLength={2000}
            autoComplete="off"
          />
          <div className="space-y-2">
            <Label htmlFor={`${id}-body`}>Body Text *</Label>
            <Textarea
              id={`${id}-body`}
              rows={6}
              value={content.bodyText}
              onChange={(event) => setContent('bodyText')(event.target.value)}
              maxLength={10_000}
              required
              aria-invalid={missing(content.bodyText) || undefined}
              aria-describedby={missing(content.bodyText) ? `${id}-body-error` : undefined}
            />
            {missing(content.bodyText) ? (
              <p id={`${id}-body-error`} className="text-sm text-accent">
                Required
              </p>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Button Text"
              value={content.ctaText}
              onChange={(event) => setContent('ctaText')(event.target.value)}
              placeholder={DEFAULT_CTA_TEXT}
              maxLength={60}
              autoComplete="off"
            />
            <FormField
              label="Button Link"
              type="url"
              value={content.ctaLink}
              onChange={(event) => setContent('ctaLink')(event.target.value)}
              maxLength={2000}
              autoComplete="off"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Promo Code"
              value={content.promoCode}
              // Spec §5: forced to upper case as it is typed.
              onChange={(event) => setContent('promoCode')(event.target.value.toUpperCase())}
              maxLength={40}
              autoComplete="off"
            />
            <FormField
              label="Promo Text"
              value={content.promoText}
              onChange={(event) => setContent('promoText')(event.target.value)}
              placeholder="e.g. 15% off everything this week"
              maxLength={200}
              autoComplete="off"
            />
          </div>
          <p className="text-xs text-neutral-600">* Required</p>
          <div className="flex flex-wrap gap-2 border-t border-line pt-4">
            <Button variant="secondary" onClick={onTest} disabled={sendTest.isPending}>
              {sendTest.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <FlaskConical aria-hidden="true" className="size-4" />
              )}
              Send test to me
            </Button>
            <Button type="submit" disabled={sendCampaign.isPending}>
              <Send aria-hidden="true" className="size-4" />
              Send to Subscribers
            </Button>
          </div>
        </form>
        <CampaignPreview draft={previewDraft} />
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send campaign"
        description={`Send “${draft.subjectLine.trim()}” to ${
          activeSubscribers === undefined
            ? 'every active subscriber'
            : `${activeSubscribers} active subscribers`
        }? This cannot be undone.`}
        confirmLabel="Send"
        onConfirm={onSend}
        pending={sendCampaign.isPending}
      />
    </Card>
  );
}
