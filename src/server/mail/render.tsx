import type { ReactElement } from 'react';

export interface RenderedEmail {
  html: string;
  text: string;
}

/** What React Email's `render` puts before the markup. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The preload React adds to <head> for each image: React Email's `render` takes them out too
 * (mail clients load images from the body). React escapes `>` in attribute values.
 */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

interface Renderer {
  toMarkup: (element: ReactElement) => string;
  toPlainText: (html: string) => string;
}

/**
 * React's static renderer, and React Email's `toPlainText` with its own options but compiled
 * once: `toPlainText` builds html-to-text's selector decision tree again for every message, a
 * third of a render's time (docs/decisions/035). Loaded with the first e-mail, not at start
 * (React's server renderer: ~15 MB, ~70 ms).
 */
let renderer: Promise<Renderer> | null = null;
const loadRenderer = () =>
  (renderer ??= Promise.all([
    import('react-dom/server'),
    import('@react-email/render'),
    import('html-to-text'),
  ]).then(
    ([{ renderToStaticMarkup }, { plainTextSelectors }, { compile }]) => ({
      toMarkup: renderToStaticMarkup,
      toPlainText: compile({ wordwrap: false, selectors: [...plainTextSelectors] }),
    }),
    (error: unknown) => {
      // A load that failed (a file busy during an upgrade) is tried again by the next mail.
      renderer = null;
      throw error;
    },
  ));

/**
 * One template, two bodies: HTML for mail clients and plain text for the rest. The HTML is
 * React Email's `render` without the markers React's streaming renderer leaves for hydration
 * (`<!--$-->`, `<!-- -->`), which a mail never needs. An order's two mails take 1.0 ms instead
 * of 2.5, and the render is synchronous, so the mails of one batch of jobs finish in one turn of
 * the event loop and their kept copies are saved together (platform/mail.ts; decision 058).
 */
export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const { toMarkup, toPlainText } = await loadRenderer();
  const html = DOCTYPE + toMarkup(element).replace(IMAGE_PRELOAD, '');
  return { html, text: toPlainText(html) };
}
