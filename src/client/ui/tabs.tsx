import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={clsx('grid auto-cols-fr grid-flow-col border-b border-line', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={clsx(
        '-mb-px h-11 border-b-2 border-transparent text-sm font-semibold tracking-wider text-muted uppercase transition-colors',
        'hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={clsx('pt-6 focus:outline-none', className)} {...props} />;
}
