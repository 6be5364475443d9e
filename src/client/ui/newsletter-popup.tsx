// The newsletter popup's look (storefront §4, admin "Popup settings"): one component for the
// storefront, which opens it, and for the owner's live preview of the settings. It fetches
// nothing and knows no route: whoever shows it passes the texts and handles the sign-up.
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { imageSrcSet, imageVariantUrl } from '../../shared/images/image-variants';
import { PLACEHOLDER_IMAGE } from '../../shared/images/placeholder';
import { useModalDialog } from './modal';
import { NewsletterSignupForm, type NewsletterSignupInput } from './newsletter-signup-form';

/** The owner's settings (email_popup_config). */
export interface NewsletterPopupContent {
  heroImageUrl: string | null;
  title: string;
  subtitle: string;
  description: string;
  buttonText: string;
}

/**
 * The hero picture at the popup's fixed 3:2 ratio (the recommended 1200x800), so nothing moves
 * when it loads; a picture that fails to load shows the placeholder instead.
 */
export function PopupHeroImage({ url, className }: { url: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === url;
  return (
    <img
      src={broken ? PLACEHOLDER_IMAGE : imageVariantUrl(url, 800)}
      srcSet={broken ? undefined : imageSrcSet(url)}
      sizes="(min-width: 40rem) 32rem, 100vw"
      alt=""
      onError={() => setFailed(url)}
      className={clsx('aspect-[3/2] w-full bg-surface object-cover', className)}
    />
  );
}

export interface NewsletterPopupPanelProps {
  content: NewsletterPopupContent;
  /** The id its title carries, for the dialog's name. */
  titleId?: string;
  /** The sign-up is under way: the button says "Subscribing...". */
  pending?: boolean;
  /** The e-mail was refused: the field is marked. */
  invalid?: boolean;
  /** Without it (the owner's preview) the form does nothing. */
  onSubmit?: (signup: NewsletterSignupInput) => void;
  /** Without it (the preview) the close button is only shown. */
  onClose?: () => void;
}

/** The popup's content: picture, texts and the sign-up form. */
export function NewsletterPopupPanel({
  content,
  titleId,
  pending = false,
  invalid = false,
  onSubmit,
  onClose,
}: NewsletterPopupPanelProps) {
  return (
    <div className="relative bg-paper text-ink">
      <button
        type="button"
        aria-label="Close"
        onClick={onClose}
        className="absolute top-2 right-2 z-10 inline-flex size-10 items-center justify-center bg-paper/90 hover:bg-surface"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      {content.heroImageUrl ? <PopupHeroImage url={content.heroImageUrl} /> : null}
      <div className="space-y-4 px-6 pt-6 pb-7 text-center sm:px-8">
        <div className="space-y-1">
          {content.subtitle ? (
            <p className="text-xs font-semibold tracking-widest text-accent uppercase">
              {content.subtitle}
            </p>
          ) : null}
          <h2 id={titleId} className="font-display text-3xl tracking-tight uppercase">
            {content.title}
          </h2>
        </div>
        {content.description ? (
          <p className="text-sm whitespace-pre-line text-neutral-700">{content.description}</p>
        ) : null}
        <NewsletterSignupForm
          pending={pending}
          invalid={invalid}
          submitLabel={content.buttonText}
          onSubmit={onSubmit}
          className="space-y-3 text-left"
          buttonClassName="w-full"
        />
      </div>
    </div>
  );
}

export interface NewsletterPopupDialogProps extends Omit<NewsletterPopupPanelProps, 'titleId'> {
  open: boolean;
  /** Escape, the close button and a click beside the panel all close it. */
  onClose: () => void;
}

/**
 * The popup as a modal dialog on the native <dialog> (see dialog.tsx): the page behind is
 * inert, focus moves in and returns on close, Escape closes. It sits in the top layer, so the
 * page under it never moves.
 */
export function NewsletterPopupDialog({ open, onClose, ...panel }: NewsletterPopupDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  // The browser fires `close` also when the owner of `open` closed it (after a sign-up): only
  // a close the visitor asked for is reported.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        if (openRef.current) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={clsx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md overflow-y-auto border border-line bg-paper p-0 shadow-xl',
        'backdrop:bg-ink/60 open:animate-fade-in',
      )}
    >
      {open ? <NewsletterPopupPanel {...panel} titleId={titleId} onClose={onClose} /> : null}
    </dialog>
  );
}

/** A frame for showing the panel outside a dialog (the owner's preview). */
export function PopupPreviewFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md border border-line shadow-xl" inert>
      {children}
    </div>
  );
}
