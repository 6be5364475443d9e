// The promotional e-mail (spec admin §3 "Promotional email payload", §5 "Promotional email")
// and the campaign records the Newsletter screen lists under its composer.
import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '../orders/idempotency-key';
import { safeText } from '../text/safe-text';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const DEFAULT_CTA_TEXT = 'Shop Now';
export const sentToSubscribersMessage = (count: number) =>
  `Successfully sent email to ${count} subscribers!`;

const line = (label: string, max: number) =>
  safeText(label).trim().max(max, `${label} must be at most ${max} characters`).default('');

/** A web address, or a path of this store (an uploaded image, /products), or empty. */
const link = (label: string, example: string) =>
  safeText(label)
    .trim()
    .max(2000, `${label} is too long`)
    .refine(
      (value) => value === '' || /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value),
      `${label} must be a web address (https://…) or a path of this store (${example})`,
    )
    .default('');

export const CampaignContentSchema = z.object({
  title: line('Title', 200),
  subtitle: line('Subtitle', 200),
  mainImage: link('Main image', '/uploads/…'),
  bodyText: safeText('Body text', { multiline: true })
    .trim()
    .max(10_000, 'Body text must be at most 10000 characters')
    .default(''),
  /** Empty means the default, "Shop Now". */
  ctaText: line('Button text', 60),
  /** Empty means the store's /products page. */
  ctaLink: link('Button link', '/products'),
  /** Forced to upper case (spec §5). */
  promoCode: line('Promo code', 40).transform((code) => code.toUpperCase()),
  promoText: line('Promo text', 200),
});
export type CampaignContent = z.infer<typeof CampaignContentSchema>;
export type CampaignContentInput = z.input<typeof CampaignContentSchema>;

/** What the composer has so far: the live preview renders it while fields are still empty. */
export const CampaignDraftSchema = z.object({
  subjectLine: line('Subject line', 200),
  previewText: line('Preview text', 200),
  emailContent: CampaignContentSchema.default({
    title: '',
    subtitle: '',
    mainImage: '',
    bodyText: '',
    ctaText: '',
    ctaLink: '',
    promoCode: '',
    promoText: '',
  }),
});
export type CampaignDraft = z.infer<typeof CampaignDraftSchema>;
export type CampaignDraftInput = z.input<typeof CampaignDraftSchema>;

/** What Send and Send Test take: subject line, title and body text are required (spec §5). */
export const SendCampaignSchema = CampaignDraftSchema.refine(
  (draft) =>
    draft.subjectLine !== '' &&
    draft.emailContent.title !== '' &&
    draft.emailContent.bodyText !== '',
  { message: REQUIRED_FIELDS_MESSAGE },
);

export const CampaignPreviewSchema = z.object({ subject: z.string(), html: z.string() });
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

export const CampaignSummarySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  sentAt: z.string(),
  /** Subscribers it was queued for. */
  recipients: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  /** Not yet handed to the mail server (sending or waiting to retry). */
  pending: z.number().int(),
  /** Unsubscribed between Send and their turn: they got nothing. */
  skipped: z.number().int(),
});
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;

export const SentCampaignSchema = z.object({
  sentCount: z.number().int(),
  campaign: CampaignSummarySchema,
});
export type SentCampaign = z.infer<typeof SentCampaignSchema>;

/**
 * The composer's key for one press of Send (as the checkout's, shared/orders/idempotency-key):
 * sent again with a double click or a retry, it finds the first campaign instead of a second.
 */
export const CampaignSendHeadersSchema = z.object({
  'idempotency-key': z
    .string('An Idempotency-Key header is required')
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key must be 16 to 100 letters, digits, - or _.'),
});
