import type { OpsAnnouncement } from '@site/contracts';
import {
  announcementErrors,
  changedAnnouncementFields,
  draftOfAnnouncement,
  editBodyOf,
  emptyAnnouncementDraft,
  publishBodyOf,
} from './announcement-form';

const filled = (overrides = {}) => ({
  ...emptyAnnouncementDraft(),
  code: 'eid-offer',
  titleBn: 'ঈদ',
  titleEn: 'Eid',
  htmlBn: '<p>ঈদ</p>',
  htmlEn: '<p>Eid</p>',
  ...overrides,
});

const stored: OpsAnnouncement = {
  id: '4',
  brand: 'PADMA',
  code: 'eid-offer',
  type: 'B',
  execution: 'A',
  audience: 'MEMBERS',
  titleBn: 'ঈদ',
  titleEn: 'Eid',
  htmlBn: '<p>ঈদ</p>',
  htmlEn: '<p>Eid</p>',
  startAt: '2026-04-01T00:00:00.000Z',
  endAt: null,
  state: 'current',
};

describe('the announcement form', () => {
  it('wants a code, both titles and both texts', () => {
    expect(announcementErrors(emptyAnnouncementDraft(), true)).toEqual({
      code: 'required',
      titleBn: 'required',
      titleEn: 'required',
      htmlBn: 'required',
      htmlEn: 'required',
    });
    expect(announcementErrors(filled({ code: 'Bad Code' }), true)).toEqual({ code: 'code' });
    expect(announcementErrors(filled({ code: '' }), false)).toEqual({});
  });

  it('wants the end after the start', () => {
    expect(
      announcementErrors(filled({ startAt: '2030-01-02T00:00', endAt: '2030-01-01T00:00' }), true),
    ).toEqual({ endAt: 'endBeforeStart' });
    expect(announcementErrors(filled({ endAt: '2001-01-01T00:00' }), true)).toEqual({
      endAt: 'endBeforeStart',
    });
  });

  it('sends a new one from now and an edit with its whole state', () => {
    expect(publishBodyOf('PADMA', filled(), 'why')).not.toHaveProperty('startAt');
    const before = draftOfAnnouncement(stored);
    expect(changedAnnouncementFields(before, before)).toEqual([]);
    const after = { ...before, execution: 'F' as const, htmlEn: '<p>Eid!</p>' };
    expect(changedAnnouncementFields(before, after)).toEqual(['execution', 'htmlEn']);
    expect(editBodyOf(stored, { ...after, startAt: '' }, 'fix')).toMatchObject({
      execution: 'F',
      startAt: stored.startAt,
      endAt: null,
      reason: 'fix',
    });
  });
});
