import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Holds a lazily loaded dialog back until it is first opened, so its code (and the form and
 * validation libraries it brings) is not part of the page's start; from then on it stays
 * mounted, so it can animate closed.
 */
function OnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Adjusting state from a prop during render (React's documented pattern): no extra pass.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * A dialog whose module loads on its first opening (OnFirstOpen). The shell and the dashboard
 * hold several dialogs nobody may open; loaded up front they brought a dialog library, forms and
 * the contract's schemas into every signed-in page's start.
 */
export function lazyDialog<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    return (
      <OnFirstOpen open={props.open}>
        <Dialog {...props} />
      </OnFirstOpen>
    );
  };
}
