import { takeSocialOutcome } from './social-outcome';

describe('takeSocialOutcome', () => {
  it('reads the provider’s return once and takes it off the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/vip?tab=2&social=done#top');
    expect(takeSocialOutcome()).toBe('done');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/vip?tab=2#top',
    );
    expect(takeSocialOutcome()).toBeNull();
  });

  it('treats an unknown value as a failure', () => {
    window.history.replaceState(null, '', '/?social=<script>');
    expect(takeSocialOutcome()).toBe('failed');
    expect(window.location.search).toBe('');
  });
});
