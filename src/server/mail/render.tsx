import type { ReactElement } from 'react';

export interface RenderedEmail {
  html: string;
  text: string;
}

/** One template, two bodies: HTML for mail clients and plain text for the rest. */
export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  // Loaded with the first e-mail, not at start (React's server renderer: ~15 MB, ~70 ms).
  const { render, toPlainText } = await import('@react-email/render');
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
