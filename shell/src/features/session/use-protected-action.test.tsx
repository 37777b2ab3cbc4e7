import { getEventBus, type MemberSession } from '@site/shared';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createSiteStore, SiteProviders } from '../../testing/site-context';
import { trueAccountDialogOpenAtom } from './session-ui-state';
import { useProtectedAction } from './use-protected-action';

const member = (isAgent: number): MemberSession => ({
  status: 'member',
  token: 'tok',
  account: 'rahim',
  nickname: 'Rahim',
  isAgent,
  merchantCode: 'padma',
});

function setup(session: MemberSession | { status: 'guest' }) {
  const bus = getEventBus();
  bus.setState('session', session);
  const loginRequests: unknown[] = [];
  const subscription = bus
    .commands('open-login')
    .subscribe((payload) => loginRequests.push(payload));
  const store = createSiteStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteProviders store={store}>{children}</SiteProviders>
  );
  const { result } = renderHook(() => useProtectedAction(), { wrapper });
  const action = jest.fn();
  const run = (requirement?: 'member' | 'agent') => act(() => result.current(action, requirement));
  return {
    action,
    run,
    loginRequests,
    trueAccountDialogOpen: () => store.get(trueAccountDialogOpenAtom),
    done: () => subscription.unsubscribe(),
  };
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

it('asks a guest to log in through the bus and does not run the action', () => {
  const { action, run, loginRequests, trueAccountDialogOpen, done } = setup({ status: 'guest' });
  cleanup = done;
  run();
  expect(loginRequests).toEqual([{ reason: 'protected-action' }]);
  expect(action).not.toHaveBeenCalled();
  expect(trueAccountDialogOpen()).toBe(false);
});

it('shows a trial account the true-account dialog and does not run the action', () => {
  const { action, run, loginRequests, trueAccountDialogOpen, done } = setup(member(4));
  cleanup = done;
  run();
  expect(trueAccountDialogOpen()).toBe(true);
  expect(action).not.toHaveBeenCalled();
  expect(loginRequests).toEqual([]);
});

it('refuses a trial account an agent action too', () => {
  const { action, run, trueAccountDialogOpen, done } = setup(member(4));
  cleanup = done;
  run('agent');
  expect(trueAccountDialogOpen()).toBe(true);
  expect(action).not.toHaveBeenCalled();
});

it('refuses an agent-only action to a plain member', () => {
  const { action, run, loginRequests, done } = setup(member(0));
  cleanup = done;
  run('agent');
  expect(action).not.toHaveBeenCalled();
  expect(loginRequests).toEqual([]);
});

it('runs a member action for a member', () => {
  const { action, run, loginRequests, trueAccountDialogOpen, done } = setup(member(0));
  cleanup = done;
  run();
  expect(action).toHaveBeenCalledTimes(1);
  expect(loginRequests).toEqual([]);
  expect(trueAccountDialogOpen()).toBe(false);
});

it.each([1, 2, 41, 42])('runs an agent action for an agent (isAgent %i)', (isAgent) => {
  const { action, run, trueAccountDialogOpen, done } = setup(member(isAgent));
  cleanup = done;
  run('agent');
  expect(action).toHaveBeenCalledTimes(1);
  expect(trueAccountDialogOpen()).toBe(false);
});

it('follows the session on the bus: after logging in the same action runs', () => {
  const { action, run, loginRequests, done } = setup({ status: 'guest' });
  cleanup = done;
  run();
  act(() => getEventBus().setState('session', member(0)));
  run();
  expect(loginRequests).toHaveLength(1);
  expect(action).toHaveBeenCalledTimes(1);
});
