import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = RadixTabs.Root;
export const TabPanel = RadixTabs.Content;

export function TabList({
  tabs,
  className,
  label,
}: {
  tabs: { value: string; label: ReactNode }[];
  className?: string;
  label: string;
}) {
  return (
    <RadixTabs.List
      aria-label={label}
      className={cn(
        'flex gap-1 overflow-x-auto rounded-xl border border-line bg-surface-2 p-1',
        className,
      )}
    >
      {tabs.map((tab) => (
        <RadixTabs.Trigger
          key={tab.value}
          value={tab.value}
          // On a phone a long label wraps inside its tab rather than push the last tab out of
          // sight; wider screens keep each on one line.
          className="flex-1 rounded-lg px-2 py-2 text-center text-sm font-medium leading-tight text-muted transition-colors hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm sm:whitespace-nowrap sm:px-3"
        >
          {tab.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
}
