import type { ChosenRelease } from '../releases/choose-release';
import { createLoadReporter, type LoadOutcome } from '../releases/load-reporter';
import { IncompatibleRemoteError } from './remote-compatibility.plugin';
import { loadReportPlugin } from './load-report.plugin';

const release: ChosenRelease = {
  version: '2.0.0',
  manifestUrl: 'https://cdn.test/lottery/v/2.0.0/mf-manifest.json',
  lane: 'canary',
  lastGood: null,
};

type Hook = (args: object) => unknown;

function setUp() {
  const sent: LoadOutcome[] = [];
  const reporter = createLoadReporter({
    releaseOf: (remote) => (remote === 'mf_lottery' ? release : null),
    send: async (outcome) => void sent.push(outcome),
  });
  const plugin = loadReportPlugin(reporter);
  return {
    sent,
    reporter,
    loaded: (name: string) =>
      (plugin.onLoad as unknown as Hook)({ id: `${name}/Page`, remote: { name } }),
    failed: (error: unknown, lifecycle = 'onLoad') =>
      (plugin.errorLoadRemote as unknown as Hook)({
        id: 'mf_lottery/LotteryPage',
        lifecycle,
        error,
        remote: { name: 'mf_lottery' },
      }),
  };
}

it('reports a release that loaded, once however many of its modules load', () => {
  const { sent, loaded } = setUp();
  loaded('mf_lottery');
  loaded('mf_lottery');
  expect(sent).toEqual([{ remote: 'mf_lottery', version: '2.0.0', outcome: 'loaded' }]);
});

it('reports a failure with its stage, and changes nothing of the load', () => {
  const { sent, failed, reporter } = setUp();

  expect(failed(new IncompatibleRemoteError('shared 9', 'shared-core'))).toBeUndefined();
  failed(new Error('RUNTIME-008 Failed to load script resources.'));
  reporter.failed('mf_lottery', 'render');

  // one failure per release and session is what the registry counts
  expect(sent).toEqual([
    { remote: 'mf_lottery', version: '2.0.0', outcome: 'failed', stage: 'shared-core' },
  ]);
});

it('says nothing of a manifest retried by the runtime, nor of a remote named directly', () => {
  const { sent, failed, loaded } = setUp();
  failed(new Error('RUNTIME-003'), 'afterResolve');
  loaded('mf_outside');
  expect(sent).toEqual([]);
});
