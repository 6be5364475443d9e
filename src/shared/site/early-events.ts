// What a shopper does on a server-rendered page before its script has hydrated it (decision 039):
// a small inline script in the page's head holds taps on buttons and form submits, and notes the
// fields typed into; the client replays them in order once React answers, so a shopper who taps
// "Add to Cart" or types a search and presses Enter while the script is on its way is not ignored.

/** The global the inline script leaves for the client: `take()` stops holding, returns what it held. */
export const EARLY_EVENTS_GLOBAL = '__storefrontEarlyEvents';

export interface HeldEvent {
  /** `input`: the field was typed into (once per field); its text is in the field itself. */
  type: 'click' | 'submit' | 'input';
  target: Element;
}

export interface EarlyEvents {
  take: () => HeldEvent[];
}
