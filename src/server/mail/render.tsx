import type { ReactElement } from 'react';

export interface RenderedEmail {
  html: string;
  text: string;
}

/**
 * React Email's `toPlainText` with its own options, but compiled once: `toPlainText` builds
 * html-to-text's selector decision tree again for every message, a third of a render's time
 * (docs/decisions/035).
 */
let plainText: Promise<(html: string) => string> | null = null;
const plainTextConverter = () =>
  (plainText ??= Promise.all([import('@react-email/render'), import('html-to-text')]).then(
    ([{ plainTextSelectors }, { compile }]) =>
      compile({ wordwrap: false, selectors: [...plainTextSelectors] }),
    (error: unknown) => {
      // A load that failed (a file busy during an upgrade) is tried again by the next mail.
      plainText = null;
      throw error;
    },
  ));

/** One template, two bodies: HTML for mail clients and plain text for the rest. */
export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  // Loaded with the first e-mail, not at start (React's server renderer: ~15 MB, ~70 ms).
  const [{ render }, toPlainText] = await Promise.all([
    import('@react-email/render'),
    plainTextConverter(),
  ]);
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
