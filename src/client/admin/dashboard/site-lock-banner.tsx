import { clsx } from 'clsx';
import { ArrowRight, Lock, LockOpen } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../paths';

export function SiteLockBanner({ isLocked }: { isLocked: boolean }) {
  const Icon = isLocked ? Lock : LockOpen;
  return (
    <Link
      to={paths.admin.siteLock}
      className={clsx(
        'group flex items-center gap-4 border p-4 transition-colors sm:p-5',
        isLocked
          ? 'border-accent bg-accent-soft text-accent-strong hover:bg-accent-soft/70'
          : 'border-line bg-paper hover:border-ink',
      )}
    >
      <span
        className={clsx(
          'inline-flex size-10 shrink-0 items-center justify-center',
          isLocked ? 'bg-accent text-white' : 'bg-emerald-600 text-white',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-widest text-muted uppercase">
          Site status
        </span>
        <span className="block font-display text-lg tracking-tight">
          {isLocked ? 'LOCKED' : 'UNLOCKED'}
        </span>
        {isLocked ? (
          <span className="block text-sm">Only users with the password can access</span>
        ) : null}
      </span>
      <span className="hidden items-center gap-1 text-xs font-semibold tracking-wider uppercase sm:inline-flex">
        Site Lock Settings
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </span>
    </Link>
  );
}
