import type { RemoteLoadReportBody, RemoteLoadStage } from '@site/shared';
import type { ChosenRelease } from './choose-release';

export type LoadOutcome = Pick<RemoteLoadReportBody, 'remote' | 'version' | 'outcome'> & {
  stage?: RemoteLoadStage;
};

export type LoadReporter = {
  loaded(remote: string): void;
  /** Settles once the report is sent, or once sending it failed. */
  failed(remote: string, stage: RemoteLoadStage): Promise<void>;
};

/**
 * Tells the registry how each release fared in this page (issue 46), once per release and
 * outcome: what loaded, and what failed at which stage. A remote named directly by the
 * deployment file is nobody's release and is not reported. Sending never holds up a page and
 * its own failure is nobody's concern but the registry's figures.
 */
export function createLoadReporter({
  releaseOf,
  send,
}: {
  releaseOf: (remote: string) => ChosenRelease | null;
  send: (outcome: LoadOutcome) => Promise<unknown>;
}): LoadReporter {
  const sent = new Set<string>();
  const report = (remote: string, outcome: LoadOutcome['outcome'], stage?: RemoteLoadStage) => {
    const release = releaseOf(remote);
    if (!release) return Promise.resolve();
    const key = `${remote}@${release.version}:${outcome}`;
    if (sent.has(key)) return Promise.resolve();
    sent.add(key);
    return send({ remote, version: release.version, outcome, ...(stage ? { stage } : {}) }).then(
      () => undefined,
      (error: unknown) => console.warn(`[remotes] the load report was not taken: ${String(error)}`),
    );
  };
  return {
    loaded: (remote) => void report(remote, 'loaded'),
    failed: (remote, stage) => report(remote, 'failed', stage),
  };
}
