// Downloaded only when the popup is about to open (newsletter-popup-host.tsx), so none of it
// is in the storefront's first download. The host hands it the sign-up and the settings: the
// modules behind them are in that download already, and importing them from here too would
// make the bundler split them out of it into extra files (rolldown/rolldown#10731).
import { useState } from 'react';
import { DEFAULT_POPUP_TEXTS } from '../../../shared/marketing/popup-defaults';
import { NewsletterPopupDialog, type NewsletterPopupContent } from '../../ui/newsletter-popup';
import type { NewsletterSignup, Welcome } from './use-newsletter-signup';
import { WelcomeDialog } from './welcome-dialog';

const FALLBACK_CONTENT: NewsletterPopupContent = { heroImageUrl: null, ...DEFAULT_POPUP_TEXTS };

export interface NewsletterPopupProps {
  open: boolean;
  /** The owner's settings; null while they load; `'failed'` when they could not be read. */
  content: NewsletterPopupContent | null | 'failed';
  signup: NewsletterSignup;
  /** Closed without subscribing (the close button, Escape, a click beside it). */
  onDismiss: () => void;
  /** Subscribed, or told the address already is: the popup is done for this browser. */
  onSubscribed: () => void;
}

/** The newsletter popup with the owner's settings, then the welcome dialog (spec §4). */
export function NewsletterPopup({
  open,
  content,
  signup,
  onDismiss,
  onSubscribed,
}: NewsletterPopupProps) {
  const [welcome, setWelcome] = useState<Welcome | null>(null);
  // Opens once the settings are known (or known to be unreadable: the spec's defaults), so
  // the texts never change in front of the visitor.
  const shown = content === 'failed' ? FALLBACK_CONTENT : content;

  return (
    <>
      {shown ? (
        <NewsletterPopupDialog
          open={open}
          content={shown}
          pending={signup.pending}
          invalid={signup.invalid}
          onClose={onDismiss}
          onSubmit={({ email, phone }) =>
            signup.submit(email, phone, {
              onWelcome: (next) => {
                onSubscribed();
                setWelcome(next);
              },
              onAlreadySubscribed: onSubscribed,
            })
          }
        />
      ) : null}
      <WelcomeDialog welcome={welcome} onClose={() => setWelcome(null)} />
    </>
  );
}
