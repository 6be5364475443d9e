import { Download } from 'lucide-react';
import { buttonStyles } from '../../ui/button';

/**
 * The CSV download of a list as it is filtered: a same-origin link, so the session cookie goes
 * with it, and the browser saves the file instead of opening it.
 */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonStyles({ variant: 'secondary' })}>
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  );
}
