import { actionsFor, resolveBody } from './withdrawal-actions';

describe("a withdrawal's next steps", () => {
  it('reviews pending and approved orders, settles a "not received" one', () => {
    expect(actionsFor({ status: 'pending', remainder: null })).toEqual(['approve', 'reject']);
    expect(actionsFor({ status: 'approved', remainder: null })).toEqual(['disburse', 'reject']);
    expect(actionsFor({ status: 'not_received', remainder: null })).toEqual(['resolve']);
    for (const status of ['disbursed', 'received', 'rejected'] as const)
      expect(actionsFor({ status, remainder: null })).toEqual([]);
  });

  it("pays or closes a partly received order's remainder while it is open, then nothing", () => {
    const remainder = (state: 'open' | 'paid' | 'closed') => ({
      state,
      reference: null,
      reason: null,
      resolvedAt: null,
    });
    expect(actionsFor({ status: 'partly_received', remainder: remainder('open') })).toEqual([
      'remainderPaid',
      'remainderClosed',
    ]);
    expect(actionsFor({ status: 'partly_received', remainder: remainder('paid') })).toEqual([]);
    expect(actionsFor({ status: 'partly_received', remainder: remainder('closed') })).toEqual([]);
  });
});

describe('settling a "not received" order', () => {
  it('sends only the reason when it was received after all', () => {
    expect(resolveBody(1000, 'received', '250', 'bank statement')).toEqual({
      ok: true,
      body: { outcome: 'received', reason: 'bank statement' },
    });
  });

  it('sends the amount received and what remains, in cents', () => {
    expect(resolveBody(1000, 'partly_received', '৩৩৩.৩৩', 'statement')).toEqual({
      ok: true,
      body: {
        outcome: 'partly_received',
        receivedAmount: 333.33,
        remainingAmount: 666.67,
        reason: 'statement',
      },
    });
  });

  it('refuses an amount that is not strictly between 0 and the order', () => {
    for (const typed of ['', 'abc', '0', '1000', '1200', '1.234'])
      expect(resolveBody(1000, 'partly_received', typed, 'x')).toEqual({
        ok: false,
        error: 'receivedInvalid',
      });
  });
});
