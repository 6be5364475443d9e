import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeCheckOptions {
  /**
   * Parts of the page left out, e.g. a sandboxed e-mail frame: axe cannot run inside a frame
   * that allows no scripts, and the e-mail's own HTML is not the page's.
   */
  exclude?: string[];
}

/** WCAG 2 A and AA checks of the whole page, toasts included; serious or critical fail. */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  options: AxeCheckOptions = {},
): Promise<void> {
  // A toast fading in or out is half transparent: its contrast is only judged once it has
  // settled (mounted, not on its way out) and no transition is running. Endless animations,
  // such as a spinner, are not waited for.
  await page.waitForFunction(
    () =>
      document.querySelectorAll(
        '[data-sonner-toast][data-removed="true"], [data-sonner-toast][data-mounted="false"]',
      ).length === 0 &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
    `accessibility violations on ${label}`,
  ).toEqual([]);
}
