import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code is downloaded when it first opens: pages mount their dialogs closed,
 * and most visits never open one, so forms, pickers and their libraries stay out of the
 * page's first download. Once opened it stays mounted, for the closing animation.
 */
export function lazyDialog<P extends { open?: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(Boolean(props.open));
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
