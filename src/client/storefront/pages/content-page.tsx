import type { ReactNode } from 'react';

export interface ContentPageProps {
  title: string;
  /** A line under the title: the page's summary, or its last-updated date. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of the informational pages: one h1, a readable measure, sections below. */
export function ContentPage({ title, intro, children }: ContentPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-line pb-8">
        <h1 className="font-display text-4xl tracking-tighter uppercase sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-4 text-lg text-muted">{intro}</div> : null}
      </header>
      <div className="space-y-10 pt-10">{children}</div>
    </article>
  );
}

export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="font-display text-xl tracking-tight uppercase">{title}</h2>
      <div className="space-y-3 leading-relaxed text-neutral-700">{children}</div>
    </section>
  );
}

/** A bulleted list in the pages' style. */
export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-accent">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
