import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { classifyLoadFailure } from '../releases/classify-load-failure';
import type { LoadReporter } from '../releases/load-reporter';

const remoteNameOf = (id: string, remote?: { name?: string }) => remote?.name ?? id.split('/')[0]!;

/**
 * Reports each remote's load to the release registry (issue 46): loaded once its module passed
 * the site's checks (so it comes after the compatibility plugin), failed with the stage the
 * error names.
 */
export function loadReportPlugin(reporter: LoadReporter): ModuleFederationRuntimePlugin {
  return {
    name: 'site-load-report',
    onLoad({ id, remote }) {
      reporter.loaded(remoteNameOf(id, remote));
    },
    errorLoadRemote({ id, lifecycle, error, remote }) {
      if (lifecycle === 'onLoad')
        reporter.failed(remoteNameOf(id, remote), classifyLoadFailure(error));
      return undefined;
    },
  };
}
