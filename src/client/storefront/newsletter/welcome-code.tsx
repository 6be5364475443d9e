import { CopyCodeButton } from '../../ui/copy-button';
import type { Welcome } from './use-newsletter-signup';

/** After a sign-up in the page (home, locked page): the welcome and the code to copy (spec §4). */
export function WelcomeCode({ welcome: { message, code } }: { welcome: Welcome }) {
  return (
    <div role="status" className="space-y-4">
      <p className="text-lg font-semibold">{message}</p>
      {code ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>
            <span className="block text-xs tracking-widest text-neutral-600 uppercase">
              Your discount code
            </span>
            <span className="font-mono text-2xl font-bold tracking-widest">{code}</span>
          </p>
          <CopyCodeButton code={code} />
        </div>
      ) : null}
    </div>
  );
}
