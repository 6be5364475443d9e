// What a server-rendered page needs from components that read the browser (storage, the clock):
// their first render in the browser must match the server's markup, which knows no visitor, and
// only then show what this browser holds. See docs/decisions/036-server-rendered-first-paint.md.
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type SetStateAction,
} from 'react';

const subscribeToNothing = () => () => {};

/**
 * True on the server and during hydration, false otherwise (React renders again once hydrated).
 * A component mounted later, or on a page the browser rendered alone, sees false from the start.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * useState whose first value is read from the browser (`read`), except on the server and while
 * hydrating: there it starts as `asServer` (what a first-time visitor has) and takes `read()`'s
 * value just after hydration. `read` must be a stable function (a module-level one).
 */
export function useBrowserState<T>(read: () => T, asServer: T): [T, Dispatch<SetStateAction<T>>] {
  const hydrating = useHydrating();
  const [value, setValue] = useState<T>(() => (hydrating ? asServer : read()));
  const readAfterHydration = useRef(hydrating);
  useEffect(() => {
    if (!readAfterHydration.current) return;
    readAfterHydration.current = false;
    setValue(read());
  }, [read]);
  return [value, setValue];
}
