import { useEffect, useLayoutEffect, useState } from 'react';

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

type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, ahead of other queued work where the browser can (`scheduler.yield`):
 * start-up steps that would otherwise run back to back in one long task (TBT) each get their own.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** For `lazy`: starts `load` at once and hands its module over once the next frame has painted. */
export function loadAfterPaint<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => Promise.all([load(), afterPaint()]).then(([module]) => module);
}

/** False until `wait`, started as the component mounts (in `useMountEffect`), has resolved. */
function useTrueAfter(wait: () => Promise<void>, useMountEffect: typeof useEffect): boolean {
  const [done, setDone] = useState(false);
  useMountEffect(() => {
    let mounted = true;
    void wait().then(() => mounted && setDone(true));
    return () => {
      mounted = false;
    };
  }, []);
  return done;
}

/**
 * False until a frame has been painted after the component mounted: what is hidden at first (a
 * drop-down menu) renders then, in a task of its own, and not in the page's first render.
 */
export const usePainted = (): boolean => useTrueAfter(afterPaint, useEffect);

/**
 * False in the first render, true from the next task on, with no paint waited for (the wait
 * starts as the render commits): the page's first render, start-up's longest task (TBT), leaves
 * a part to a task of its own.
 */
export const useNextTask = (): boolean => useTrueAfter(nextTask, useLayoutEffect);
