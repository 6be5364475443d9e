import { Link } from 'react-router';
import { paths } from '../../paths';
import { Button, buttonStyles } from '../../ui/button';
import { CopyCodeButton } from '../../ui/copy-button';
import { Dialog } from '../../ui/dialog';
import type { Welcome } from './use-newsletter-signup';

export const WELCOME_TITLE = 'Welcome to the CTK Family!';

export interface WelcomeDialogProps {
  welcome: Welcome | null;
  onClose: () => void;
}

/** After a sign-up through the popup: the code, to copy, and the way to the shop (spec §4). */
export function WelcomeDialog({ welcome, onClose }: WelcomeDialogProps) {
  return (
    <Dialog
      open={welcome !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={WELCOME_TITLE}
      description={welcome?.message}
    >
      {welcome ? (
        <div className="space-y-5">
          {welcome.code ? (
            <div className="space-y-2 border border-dashed border-ink p-4 text-center">
              <p className="text-xs tracking-widest text-neutral-600 uppercase">
                Your 10% discount code
              </p>
              <p className="font-mono text-2xl font-bold tracking-widest">{welcome.code}</p>
              <CopyCodeButton code={welcome.code} />
            </div>
          ) : null}
          <p className="text-sm text-neutral-700">
            Use it at checkout on your first order. We also sent it to your inbox.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Link
              to={paths.products()}
              onClick={onClose}
              className={buttonStyles({ variant: 'accent' })}
            >
              Shop Now
            </Link>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
