// The launch checklist's words (docs/decisions/066-before-you-open.md): one entry per item of
// LAUNCH_ITEMS, so an item without its text or link fails the type check.
import type { DemoContents, LaunchItem } from '../../../shared/site/launch.schema';
import { paths } from '../../paths';

export const LAUNCH_CHECKLIST_TITLE = 'Before you open';
export const FAILED_TO_LOAD_CHECKLIST = 'Failed to load the launch checklist';
export const REMOVE_DEMO = 'Remove Demo Content';
export const DEMO_REMOVED = 'Demo content removed';
export const FAILED_TO_REMOVE_DEMO = 'Failed to remove the demo content';

export const LAUNCH_ITEM_TEXTS: Readonly<
  Record<LaunchItem, { label: string; hint: string; to: string }>
> = {
  storeName: {
    label: 'Name your store',
    hint: 'Replace the demo’s name, CTK, in Settings.',
    to: paths.admin.settings,
  },
  paymentHandle: {
    label: 'Take payments to your own account',
    hint: 'Enter your own Cash App, Venmo or Zelle handle (or a crypto wallet) in Settings.',
    to: paths.admin.settings,
  },
  mail: {
    label: 'Send mail',
    hint: 'Set SMTP_URL, then send a test mail from the Mail screen.',
    to: paths.admin.mail,
  },
  socialLinks: {
    label: 'Add your social links',
    hint: 'Instagram, TikTok or Facebook, in Settings.',
    to: paths.admin.settings,
  },
  demoProducts: {
    label: 'Replace the demo products',
    hint: 'Add your own products, and remove the demo’s.',
    to: paths.admin.products,
  },
  siteUnlocked: {
    label: 'Open the store',
    hint: 'Turn the site lock off when you are ready.',
    to: paths.admin.siteLock,
  },
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The confirmation's text: exactly what goes, and what stays. */
export function removeDemoQuestion(demo: DemoContents): string {
  const parts = [
    demo.products > 0 ? plural(demo.products, 'demo product', 'demo products') : null,
    demo.collections > 0 ? plural(demo.collections, 'collection', 'collections') : null,
    demo.showcases > 0 ? plural(demo.showcases, 'showcase', 'showcases') : null,
    demo.sizeChart ? 'the size chart' : null,
  ].filter((part): part is string => part !== null);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `This deletes ${list ?? 'nothing'}, as the demo made them. What you created or edited stays, and so do orders.`;
}
