import { useEffect, useState } from 'react';

/**
 * Resolves in a task of its own once the next frame has been painted. Parts of the page a first
 * paint does without (the footer, the carousels, the announcements) load after it, so their
 * rendering and the layout reads their libraries make are not added to the page's first render:
 * each of them is a short task of its own instead of lengthening the one long one (TBT).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      resolve();
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** For `lazy`: starts `load` at once and hands its module over once the next frame has painted. */
export function loadAfterPaint<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => Promise.all([load(), afterPaint()]).then(([module]) => module);
}

/**
 * False until a frame has been painted after the component mounted: what is hidden at first (a
 * drop-down menu) renders then, in a task of its own, and not in the page's first render.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterPaint().then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
