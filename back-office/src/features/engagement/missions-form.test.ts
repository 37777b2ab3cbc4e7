import type { EngagementSettings } from '@site/contracts';
import {
  missionChanged,
  missionsChanges,
  missionsDraftOf,
  missionsPatchOf,
  missionsProblems,
  newMission,
  hasProblems,
} from './missions-form';

const saved: EngagementSettings['missions'] = {
  leaderboardSize: 20,
  retiredIds: ['old-one'],
  list: [
    {
      id: 'daily-valid-bet',
      period: 'DAILY',
      kind: 'VALID_BET',
      category: null,
      target: 500,
      reward: 10,
      payout: 'CASH',
      turnoverMultiple: 0,
      title: { bn: '৳৫০০ বৈধ বাজি ধরুন', en: 'Bet ৳500 in valid bets' },
    },
    {
      id: 'weekly-rounds',
      period: 'WEEKLY',
      kind: 'ROUNDS',
      category: 'RNG',
      target: 50,
      reward: 20,
      payout: 'BONUS',
      turnoverMultiple: 3,
      title: { bn: '৫০ রাউন্ড', en: '50 rounds' },
    },
  ],
};

describe('the missions form', () => {
  it('sends nothing and shows no change while the draft is what is stored', () => {
    const draft = missionsDraftOf(saved);
    expect(missionsPatchOf(saved, draft)).toBeNull();
    expect(missionsChanges(saved, draft)).toEqual([]);
    expect(draft.missions.some(missionChanged)).toBe(false);
    expect(hasProblems(missionsProblems(draft, saved.retiredIds))).toBe(false);
  });

  it('sends the whole list for one edit and names the field now and after', () => {
    const draft = missionsDraftOf(saved);
    draft.missions[0] = { ...draft.missions[0]!, reward: '15' };
    const patch = missionsPatchOf(saved, draft);
    expect(patch).toEqual({ list: [{ ...saved.list[0], reward: 15 }, saved.list[1]] });
    expect(missionsChanges(saved, draft)).toEqual([
      {
        id: 'mission.saved:daily-valid-bet.reward',
        label: {
          key: 'engagement.missions.change.edited',
          values: { id: 'daily-valid-bet', field: { key: 'engagement.missions.fields.reward' } },
        },
        before: 10,
        after: 15,
      },
    ]);
  });

  it('adds a mission under a fresh id, with its fields as new, and a removal as removed', () => {
    let draft = missionsDraftOf(saved);
    const added = {
      ...newMission(draft, ['mission-3'], 1),
      kind: 'DEPOSIT_COUNT' as const,
      target: '2',
      reward: '৫',
      titleBn: 'দুবার ডিপোজিট',
      titleEn: 'Deposit twice',
    };
    expect(added.id).toBe('mission-4');
    draft = {
      ...draft,
      missions: [{ ...draft.missions[0]!, removed: true }, draft.missions[1]!, added],
    };
    expect(hasProblems(missionsProblems(draft, saved.retiredIds))).toBe(false);
    const patch = missionsPatchOf(saved, draft)!;
    expect(patch.list!.map((mission) => mission.id)).toEqual(['weekly-rounds', 'mission-4']);
    expect(patch.list![1]).toMatchObject({
      reward: 5,
      target: 2,
      category: null,
      turnoverMultiple: 0,
    });
    const rows = missionsChanges(saved, draft);
    expect(rows.filter((row) => row.label.key.endsWith('.added'))).not.toHaveLength(0);
    expect(rows.find((row) => row.id === 'mission.saved:daily-valid-bet.reward')).toMatchObject({
      before: 10,
      after: null,
    });
  });

  it('refuses a retired id, an id of a mission removed on the page, and a duplicate', () => {
    const draft = missionsDraftOf(saved);
    const base = {
      ...newMission(draft, [], 1),
      target: '1',
      reward: '1',
      titleBn: 'ক',
      titleEn: 'A',
    };
    const check = (id: string, removed = false) =>
      missionsProblems(
        {
          ...draft,
          missions: [{ ...draft.missions[0]!, removed }, draft.missions[1]!, { ...base, id }],
        },
        saved.retiredIds,
      ).missions[base.key]?.id?.key;
    expect(check('old-one')).toBe('engagement.errors.missionIdRetired');
    expect(check('daily-valid-bet', true)).toBe('engagement.errors.missionIdRetired');
    expect(check('weekly-rounds')).toBe('engagement.errors.missionIdTwice');
    expect(check('Bad Id')).toBe('engagement.errors.missionId');
    expect(check('fresh-id')).toBeUndefined();
  });

  it('checks the numbers by kind: whole counts, cents on amounts, a positive reward, the board size', () => {
    const draft = missionsDraftOf(saved);
    draft.missions[1] = { ...draft.missions[1]!, target: '2.5', turnoverMultiple: '101' };
    draft.missions[0] = { ...draft.missions[0]!, target: '10.005', reward: '0', titleEn: ' ' };
    const problems = missionsProblems({ ...draft, leaderboardSize: '2' }, []);
    expect(problems.missions['saved:weekly-rounds']).toMatchObject({
      target: { key: 'engagement.errors.whole' },
      turnoverMultiple: { key: 'engagement.errors.range' },
    });
    expect(problems.missions['saved:daily-valid-bet']).toMatchObject({
      target: { key: 'engagement.errors.cents' },
      reward: { key: 'engagement.errors.above' },
      titleEn: { key: 'engagement.errors.required' },
    });
    expect(problems.leaderboardSize).toMatchObject({ key: 'engagement.errors.range' });
  });

  it('sends the leaderboard size alone when only it changes', () => {
    const draft = { ...missionsDraftOf(saved), leaderboardSize: '50' };
    expect(missionsPatchOf(saved, draft)).toEqual({ leaderboardSize: 50 });
    expect(missionsChanges(saved, draft)).toEqual([
      expect.objectContaining({ id: 'leaderboardSize', before: 20, after: 50 }),
    ]);
  });
});
