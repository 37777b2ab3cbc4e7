import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/**
 * A remote module that cannot be loaded (down, slow, refused as incompatible) is answered with
 * the shell's fallback component instead: the page shows a translated notice with a retry where
 * the remote would be, and the rest of the site goes on. The shell gives the component, which
 * receives the error.
 */
export function fallbackPlugin(
  fallbackFor: (error: unknown) => ComponentType<Record<string, unknown>>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'site-fallback',
    errorLoadRemote({ lifecycle, error }) {
      // A manifest that failed is the last-good plugin's to answer; the load then fails at
      // onLoad, which is where a module is expected.
      if (lifecycle !== 'onLoad') return undefined;
      return { default: fallbackFor(error), loadError: error } as never;
    },
  };
}
