// Replays what a shopper did on a server-rendered page before it was hydrated (held by the page's
// inline script: src/server/http/early-events-script.ts, decision 039).
import { useEffect, useRef } from 'react';
import {
  EARLY_EVENTS_GLOBAL,
  type EarlyEvents,
  type HeldEvent,
} from '../../shared/site/early-events';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (target: Element): target is TextField =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type));

/** A held event, with the text of a field typed into as it was when hydration finished. */
type Replay = HeldEvent & { text?: string };

/**
 * Tells React about `text` typed into `field` before hydration. React's first renders may have put
 * its own value back in the field, and its change tracking may take the typed text as the field's
 * value already, so a plain `input` event could change nothing: the field is set to empty through
 * React's tracker, the text put back past it (the prototype's setter), then the event sent.
 */
function replayTyping(field: TextField, text: string): void {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement;
  const setPastTracker = Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set;
  if (!setPastTracker) return;
  field.value = '';
  setPastTracker.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay({ type, target, text }: Replay): void {
  // A tap that opened another page, or a re-render, may have taken the element away.
  if (!target.isConnected) return;
  if (type === 'input') {
    if (text && isTextField(target)) replayTyping(target, text);
  } else if (type === 'submit') {
    if (target instanceof HTMLFormElement) target.requestSubmit();
  } else if (target instanceof HTMLElement) {
    target.click();
  }
}

/**
 * Stops the page's script from holding events and returns what it held. Called just before
 * `hydrateRoot`: from then on React answers taps itself (during hydration it hydrates the part
 * tapped at once and runs the handler), so a tap is never held and answered both.
 */
export function takeEarlyEvents(): readonly HeldEvent[] {
  const early = (window as unknown as Record<string, EarlyEvents | undefined>)[EARLY_EVENTS_GLOBAL];
  return early ? early.take() : [];
}

/** The next frame's first task: React has rendered what hydration's effects set by then. */
const afterNextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => window.setTimeout(resolve, 0)));

async function replayAll(events: readonly Replay[]): Promise<void> {
  // One per frame, so each is answered (and rendered) before the next, as when they happened.
  for (const event of events) {
    await afterNextFrame();
    replay(event);
  }
}

/**
 * Rendered last in the hydrated tree, with what `takeEarlyEvents` returned: its effect runs after
 * every other effect of hydration, while typed fields still hold their text (the renders those
 * effects cause may put React's own value back); the events go to React's handlers from the next
 * frame on.
 */
export function ReplayEarlyEvents({ held }: { held: readonly HeldEvent[] }): null {
  // StrictMode runs an effect twice in development; the events are replayed once.
  const replayed = useRef(false);
  useEffect(() => {
    if (replayed.current) return;
    replayed.current = true;
    // Every effect of hydration has run, the router's too: link taps are its own from now on.
    (window as unknown as Record<string, EarlyEvents | undefined>)[EARLY_EVENTS_GLOBAL]?.ready();
    const events = held.map((event): Replay =>
      event.type === 'input' && isTextField(event.target)
        ? { ...event, text: event.target.value }
        : event,
    );
    void replayAll(events);
  }, [held]);
  return null;
}
