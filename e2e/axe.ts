import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeCheckOptions {
  /**
   * Parts of the page left out, e.g. a sandboxed e-mail frame: axe cannot run inside a frame
   * that allows no scripts, and the e-mail's own HTML is not the page's.
   */
  exclude?: string[];
}

/** True once no toast is arriving or leaving and no finite animation runs. */
function settled(): boolean {
  return (
    document.querySelectorAll(
      '[data-sonner-toast][data-removed="true"], [data-sonner-toast][data-mounted="false"]',
    ).length === 0 &&
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      )
  );
}

/** The toasts on screen and their state, to tell whether any came or went meanwhile. */
function toastStates(): string {
  return [...document.querySelectorAll('[data-sonner-toast]')]
    .map((toast) => `${toast.textContent}|${toast.getAttribute('data-removed')}`)
    .join('\n');
}

/** WCAG 2 A and AA checks of the whole page, toasts included; serious or critical fail. */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  options: AxeCheckOptions = {},
): Promise<void> {
  // A toast fading in or out is half transparent: its contrast is only judged once it has
  // settled (mounted, not on its way out) and no transition is running. Endless animations,
  // such as a spinner, are not waited for. A toast that starts to leave while axe reads the page
  // (its 4 s are up) changes the page under it: then the page is read again.
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForFunction(settled);
    const toastsBefore = await page.evaluate(toastStates);
    let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    results = await builder.analyze();
    const unchanged =
      (await page.evaluate(toastStates)) === toastsBefore && (await page.evaluate(settled));
    if (unchanged || attempt === 3) break;
  }
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
