import type { ReactNode } from 'react';

/** The title block of the catalogue pages. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="max-w-2xl">
      <h1 className="font-display text-4xl tracking-tighter uppercase sm:text-5xl">{title}</h1>
      {children ? <div className="mt-3 text-muted">{children}</div> : null}
    </header>
  );
}
