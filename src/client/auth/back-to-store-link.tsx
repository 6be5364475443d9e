import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../paths';

/** The way back from /auth and /admin/login to the store's home page. */
export function BackToStoreLink() {
  return (
    <Link
      to={paths.home}
      className="inline-flex items-center gap-2 text-xs font-semibold tracking-wider text-muted uppercase hover:text-ink"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Store
    </Link>
  );
}
