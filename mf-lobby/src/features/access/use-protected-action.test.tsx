import { getEventBus, type MemberSession } from '@site/shared';
import { act, renderHook } from '@testing-library/react';
import { useProtectedAction, type Requirement } from './use-protected-action';

const session = (isAgent: number): MemberSession => ({
  status: 'member',
  token: 'tok',
  account: 'trial_ab12c',
  nickname: 'Trial',
  isAgent,
  merchantCode: 'PADMA',
});

function setup(state: MemberSession | { status: 'guest' }) {
  const bus = getEventBus();
  bus.setState('session', state);
  const sent: string[] = [];
  const subscriptions = [
    bus.commands('open-login').subscribe(() => sent.push('open-login')),
    bus
      .commands('open-true-account-warning')
      .subscribe(() => sent.push('open-true-account-warning')),
  ];
  const { result } = renderHook(() => useProtectedAction());
  const action = jest.fn();
  const run = (requirement?: Requirement) =>
    act(() => result.current.guard(action, 'launch-game', requirement));
  return { action, run, sent, done: () => subscriptions.forEach((s) => s.unsubscribe()) };
}

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  getEventBus().setState('session', { status: 'guest' });
});

it('free play: a trial account launches a game (a login is all a launch needs)', () => {
  const { action, run, sent, done } = setup(session(4));
  cleanup = done;
  run('member');
  expect(action).toHaveBeenCalledTimes(1);
  expect(sent).toEqual([]);
});

it('a trial account still gets the true-account warning for favourites', () => {
  const { action, run, sent, done } = setup(session(4));
  cleanup = done;
  run();
  expect(action).not.toHaveBeenCalled();
  expect(sent).toEqual(['open-true-account-warning']);
});

it('a visitor gets the login popup for a launch', () => {
  const { action, run, sent, done } = setup({ status: 'guest' });
  cleanup = done;
  run('member');
  expect(action).not.toHaveBeenCalled();
  expect(sent).toEqual(['open-login']);
});

it('a real member runs both kinds of action', () => {
  const { action, run, done } = setup(session(0));
  cleanup = done;
  run('member');
  run('real-account');
  expect(action).toHaveBeenCalledTimes(2);
});
