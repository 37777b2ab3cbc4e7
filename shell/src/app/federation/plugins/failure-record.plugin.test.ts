import { failureRecordPlugin, recentRemoteFailures } from './failure-record.plugin';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('records which remote failed, at which stage and why, and changes nothing of the load', () => {
  const plugin = failureRecordPlugin() as { errorLoadRemote: (args: object) => unknown };

  const answer = plugin.errorLoadRemote({
    id: 'mf_lottery/LotteryPage',
    lifecycle: 'onLoad',
    error: new Error('entry did not load'),
  });

  expect(answer).toBeUndefined();
  expect(recentRemoteFailures().at(-1)).toMatchObject({
    id: 'mf_lottery/LotteryPage',
    lifecycle: 'onLoad',
    message: 'Error: entry did not load',
  });
});

it('keeps the last twenty failures only', () => {
  const plugin = failureRecordPlugin() as { errorLoadRemote: (args: object) => unknown };
  for (let index = 0; index < 25; index += 1)
    plugin.errorLoadRemote({ id: `remote-${index}`, lifecycle: 'onLoad', error: 'x' });

  expect(recentRemoteFailures()).toHaveLength(20);
  expect(recentRemoteFailures()[0]!.id).toBe('remote-5');
});
