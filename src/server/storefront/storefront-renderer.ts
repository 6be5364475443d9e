// Loads the storefront's server build (src/client/entry-server.tsx, built by `vite build --ssr`
// into dist/ssr) by its path, so the server never imports client code. Loaded on the first page
// the catalogue snapshot renders, once; without the file (a build from before it existed) or if it
// fails to load, pages go out as before, rendered in the browser alone.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderStorefront } from '../../shared/site/storefront-render';
import type { Logger } from '../logger';

/** The loaded render function, or null when pages render in the browser alone. */
export type StorefrontRenderer = () => Promise<RenderStorefront | null>;

export function storefrontRenderer(entryFile: string | null, logger: Logger): StorefrontRenderer {
  let loaded: Promise<RenderStorefront | null> | undefined;
  const load = async (): Promise<RenderStorefront | null> => {
    if (entryFile === null) return null;
    if (!fs.existsSync(entryFile)) {
      logger.warn({ entryFile }, 'no server build of the storefront: pages render in the browser');
      return null;
    }
    try {
      const module = (await import(pathToFileURL(entryFile).href)) as {
        renderStorefront?: RenderStorefront;
      };
      if (typeof module.renderStorefront !== 'function') throw new Error('no renderStorefront');
      return module.renderStorefront;
    } catch (error) {
      logger.error({ err: error, entryFile }, 'could not load the storefront server build');
      return null;
    }
  };
  return () => (loaded ??= load());
}
