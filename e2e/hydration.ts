import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated a server-rendered page (decision 036): its props are on the
 * header's node only then. Before, a link loads its page anew instead of the router opening it.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactProps'));
  });
}
