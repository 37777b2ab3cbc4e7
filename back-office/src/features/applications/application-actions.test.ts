import { applicationActions } from './application-actions';

const support = { support: true, finance: false };
const both = { support: true, finance: true };

describe("an application's next steps", () => {
  it('lets support take an applying one up or reject it', () => {
    expect(applicationActions('applying', support)).toEqual(['process', 'reject']);
  });

  it('lets only finance issue a processed one; support may still reject it', () => {
    expect(applicationActions('process', support)).toEqual(['reject']);
    expect(applicationActions('process', both)).toEqual(['issue', 'reject']);
  });

  it('has nothing left once issued, rejected or claimed', () => {
    for (const status of ['issued', 'rejected', 'claimed'] as const)
      expect(applicationActions(status, both)).toEqual([]);
  });
});
