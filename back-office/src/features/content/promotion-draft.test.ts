import type { OpsPromotion } from '@site/contracts';
import {
  changesOf,
  createBody,
  draftErrors,
  draftOf,
  editBody,
  emptyDraft,
  fromLocalInput,
  toLocalInput,
  type PromotionDraft,
} from './promotion-draft';

const stored: OpsPromotion = {
  id: '7',
  brand: 'PADMA',
  code: 'weekend-bonus',
  category: 'SPORTS',
  titleBn: 'সপ্তাহান্ত',
  titleEn: 'Weekend',
  summaryBn: 'সংক্ষেপ',
  summaryEn: 'Summary',
  bodyHtmlBn: '<p>ক</p>',
  bodyHtmlEn: '<p>x</p>',
  imageKey: 'weekend-bonus',
  imageUrl: 'https://api/assets/promotions/7.svg',
  startsAt: '2026-12-01T10:00:00.000Z',
  endsAt: null,
  state: 'running',
  requiresApplication: false,
  rewardAmount: '20.00',
  payout: 'CASH',
  turnoverMultiple: 0,
  claims: 3,
};

const filled = (extra: Partial<PromotionDraft> = {}): PromotionDraft => ({
  ...draftOf(stored),
  code: 'new-offer',
  ...extra,
});

describe('the promotion form', () => {
  it('round-trips local times', () => {
    const local = toLocalInput('2026-12-01T10:00:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-12-01T10:00:00.000Z');
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  it('finds nothing wrong with a stored promotion, and each problem of a bad one', () => {
    expect(draftErrors(draftOf(stored), false)).toEqual({});
    const starts = draftOf(stored).startsAt;
    expect(
      draftErrors(
        filled({
          code: 'Bad Code',
          titleEn: '  ',
          endsAt: starts,
          rewardAmount: '1.234',
          turnoverMultiple: '2',
          category: 'a b',
        }),
        true,
      ),
    ).toEqual({
      code: 'code',
      titleEn: 'required',
      endsAt: 'endBeforeStart',
      rewardAmount: 'amount',
      turnoverMultiple: 'turnoverCash',
      category: 'category',
    });
    expect(draftErrors(emptyDraft(Date.now()), true)).toMatchObject({
      code: 'required',
      bodyHtmlEn: 'required',
    });
    expect(draftErrors(filled({ payout: 'BONUS', turnoverMultiple: '101' }), true)).toEqual({
      turnoverMultiple: 'turnover',
    });
  });

  it('sends an edit with the changed fields only, the times as ISO', () => {
    const saved = draftOf(stored);
    const draft = { ...saved, rewardAmount: '500', endsAt: toLocalInput('2026-12-31T18:00:00Z') };
    const changes = changesOf(saved, draft);
    expect(changes.map((change) => change.field)).toEqual(['endsAt', 'rewardAmount']);
    expect(editBody(changes, draft)).toEqual({
      endsAt: '2026-12-31T18:00:00.000Z',
      rewardAmount: '500',
    });
    expect(changesOf(saved, { ...saved, titleEn: 'Weekend ' })).toEqual([]);
  });

  it('sends a new one whole, with no end as null and no artwork key left out', () => {
    const body = createBody('PADMA', filled({ imageKey: '', endsAt: '' }));
    expect(body).toMatchObject({
      brand: 'PADMA',
      code: 'new-offer',
      endsAt: null,
      rewardAmount: '20',
      turnoverMultiple: 0,
      requiresApplication: false,
    });
    expect(body).not.toHaveProperty('imageKey');
  });
});
