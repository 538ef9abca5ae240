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
          className="flex-1 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm"
        >
          {tab.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
}
