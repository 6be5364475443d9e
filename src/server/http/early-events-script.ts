// The inline script of a server-rendered page that holds taps on buttons and form submits, and
// notes the fields typed into, until the page is hydrated (src/shared/site/early-events.ts,
// decision 039), in the order they came. Links need nothing: they load their page.
import { createHash } from 'node:crypto';
import { EARLY_EVENTS_GLOBAL } from '../../shared/site/early-events';

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
  document.addEventListener('click', hold, options);
  document.addEventListener('submit', hold, options);
  document.addEventListener('input', typed, options);
  window.${EARLY_EVENTS_GLOBAL} = {
    take() {
      document.removeEventListener('click', hold, options);
      document.removeEventListener('submit', hold, options);
      document.removeEventListener('input', typed, options);
      return held.splice(0);
    },
  };
})();`;

// Squeezed to one line: it is in the head of every rendered page.
const inline = source.replace(/\n\s*/g, ' ');

/** The script element, for the head of a server-rendered page. */
export const EARLY_EVENTS_SCRIPT = `<script>${inline}</script>`;

/** The Content-Security-Policy source that lets this one inline script run (security-headers.ts). */
export const EARLY_EVENTS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
