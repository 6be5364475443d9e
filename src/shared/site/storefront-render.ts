// The contract between the server and the storefront's server build (src/client/entry-server.tsx,
// built into dist/ssr): the server loads that file by path and calls this function, never
// importing client code itself.

export interface StorefrontRenderInput {
  /** The page's path and query, as the browser will have it when it hydrates. */
  path: string;
  /** The page's data script, by GET URL, each body as JSON text. */
  pageData: Readonly<Record<string, string>>;
}

/** The HTML inside `#root` for the page, or null when the browser should render it alone. */
export type RenderStorefront = (input: StorefrontRenderInput) => Promise<string | null>;
