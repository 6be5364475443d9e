// The part of html-to-text's API the mail renderer uses (render.tsx); the package ships no types.
declare module 'html-to-text' {
  export interface SelectorDefinition {
    selector: string;
    format?: string;
    options?: Record<string, unknown>;
  }
  export interface HtmlToTextOptions {
    wordwrap?: number | false | null;
    selectors?: SelectorDefinition[];
  }
  /** A converter made once from the options: `convert(html, options)` makes one per call. */
  export function compile(options?: HtmlToTextOptions): (html: string) => string;
}
