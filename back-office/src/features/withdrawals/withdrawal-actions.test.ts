import { actionsFor } from './withdrawal-actions';

describe("a withdrawal's actions", () => {
  it('follow its state as the API allows them', () => {
    expect(actionsFor('pending')).toEqual(['approve', 'reject']);
    expect(actionsFor('approved')).toEqual(['disburse', 'reject']);
    expect(actionsFor('disbursed')).toEqual([]);
    expect(actionsFor('rejected')).toEqual([]);
  });
});
