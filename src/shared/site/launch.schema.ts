// "Before you open" (docs/decisions/066-before-you-open.md): the demo content a new store can
// remove with one button, and the dashboard's launch checklist.
import { z } from 'zod';

/** What "Remove demo content" would delete: only rows still exactly as the demo made them. */
export const DemoContentsSchema = z.object({
  products: z.number().int(),
  collections: z.number().int(),
  showcases: z.number().int(),
  sizeChart: z.boolean(),
});
export type DemoContents = z.infer<typeof DemoContentsSchema>;

export const NOTHING_TO_REMOVE = 'Nothing of the demo is left to remove.';

export const isDemoContentsEmpty = (contents: DemoContents) =>
  contents.products === 0 &&
  contents.collections === 0 &&
  contents.showcases === 0 &&
  !contents.sizeChart;

/** The checklist's items, in the order the dashboard lists them. */
export const LAUNCH_ITEMS = [
  'storeName',
  'paymentHandle',
  'mail',
  'socialLinks',
  'demoProducts',
  'siteUnlocked',
] as const;
export type LaunchItem = (typeof LAUNCH_ITEMS)[number];

export const LaunchChecklistSchema = z.object({
  items: z.array(z.object({ id: z.enum(LAUNCH_ITEMS), done: z.boolean() })),
  /** The demo content still there, for the remove button's confirmation. */
  demo: DemoContentsSchema,
});
export type LaunchChecklist = z.infer<typeof LaunchChecklistSchema>;

/** The `mail_test` setting: the last test mail the mail server accepted. */
export const MailTestSettingSchema = z.object({ sentAt: z.string(), to: z.string() });
export type MailTestSetting = z.infer<typeof MailTestSettingSchema>;
