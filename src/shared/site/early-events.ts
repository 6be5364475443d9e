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
  /** The router is ready: a link tap goes to it from now on (see `ready` in the script). */
  ready: () => void;
}

// Holds taps on buttons and form submits (in the order they came) and notes the fields typed
// into, until the client takes them. A link tap loads its page the browser's way until the router
// is ready: kept from React, which during hydration would run the link's handler while React
// Router still ignores its navigate(), so the tap would be lost.
const source = `(() => {
  const held = [];
  const options = { capture: true };
  const hold = (event) => {
    const target =
      event.type === 'submit'
        ? event.target
        : event.target instanceof Element
          ? event.target.closest('button')
          : null;
    if (!target || target.disabled) return;
    event.preventDefault();
    held.push({ type: event.type, target });
  };
  const typed = (event) => {
    const field = event.target;
    if (held.some((early) => early.target === field)) return;
    held.push({ type: 'input', target: field });
  };
  const link = (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
  };
  document.addEventListener('click', hold, options);
  document.addEventListener('click', link, options);
  document.addEventListener('submit', hold, options);
  document.addEventListener('input', typed, options);
  window.${EARLY_EVENTS_GLOBAL} = {
    take() {
      document.removeEventListener('click', hold, options);
      document.removeEventListener('submit', hold, options);
      document.removeEventListener('input', typed, options);
      return held.splice(0);
    },
    ready() {
      document.removeEventListener('click', link, options);
    },
  };
})();`;

/** The script's source, squeezed to one line: it is in the head of every rendered page. */
export const EARLY_EVENTS_INLINE_SOURCE = source.replace(/\n\s*/g, ' ');
