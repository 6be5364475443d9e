// The built client: hashed assets cached for a year, everything else revalidated, and
// every other GET path answered with index.html so the client router can take it.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Sets Cache-Control on a file the next handler found. */
const cacheFor = (value: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', value);
  });

/** Turns the built index.html into one page's HTML (its title, meta tags, structured data). */
export type RenderPage = (template: string, url: URL, c: Context<AppEnv>) => Promise<string>;

/** One page's HTML from the built index.html, or null while the client is not built. */
export type PageRenderer = (url: URL, c: Context<AppEnv>) => Promise<string | null>;

/** The built index.html, read once it exists; null while the client is not built. */
export function indexTemplate(distDir: string): () => string | null {
  const indexFile = path.join(distDir, 'index.html');
  const readIndex = () => (fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null);
  let indexHtml = readIndex();
  return () => (indexHtml ??= readIndex());
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The template with its built stylesheets in `<style>` elements instead of links: a page the
 * server renders then paints without waiting for another request (decision 036). A stylesheet
 * that cannot be read stays a link. `</style` cannot occur in the built CSS, but is checked.
 */
export function inlineStylesheets(template: () => string | null, distDir: string) {
  let inlined: string | null = null;
  return (): string | null => {
    if (inlined !== null) return inlined;
    const html = template();
    if (html === null) return null;
    inlined = html.replace(STYLESHEET_LINK, (link, href: string) => {
      const file = path.join(distDir, href);
      if (!fs.existsSync(file)) return link;
      const css = fs.readFileSync(file, 'utf8');
      return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    });
    return inlined;
  };
}

export function createPageRenderer(
  template: () => string | null,
  renderPage: RenderPage = async (html) => html,
): PageRenderer {
  return async (url, c) => {
    const indexHtml = template();
    return indexHtml === null ? null : renderPage(indexHtml, url, c);
  };
}

export function clientRoutes(distDir: string, renderPage: PageRenderer) {
  const routes = new Hono<AppEnv>();

  if (fs.existsSync(distDir)) {
    const files = serveStatic<AppEnv>({ root: distDir });
    routes.use('/assets/*', cacheFor(IMMUTABLE), files).use(
      '*',
      cacheFor(REVALIDATE),
      // index.html goes through the fallback below, like every page.
      (c, next) => (c.req.path === '/' || c.req.path === '/index.html' ? next() : files(c, next)),
    );
  }

  return routes.get('*', async (c) => {
    const html = await renderPage(new URL(c.req.url), c);
    if (html === null) {
      return c.text(
        'The storefront has not been built yet: run `npm run build` or `npm start`.',
        503,
      );
    }
    c.header('Cache-Control', REVALIDATE);
    return c.html(html);
  });
}
