import { useEffect, useState } from 'react';

/**
 * A module loaded on first use (the deck.gl layers come with the map, not with the page):
 * null until it has loaded. `load` is a module-level `() => import(...)`.
 */
export function useLazyModule<M>(load: () => Promise<M>): M | null {
  const [module, setModule] = useState<M | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((m) => {
      if (live) setModule(() => m);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return module;
}
