import type { EngagementSettings } from '@site/contracts';
import { SelectField, TextField } from '@site/shared/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { useShown } from '../../ui/change-confirmation.component';
import { EngagementFrame, SettingsBar } from './engagement-frame.component';
import {
  GAME_CATEGORIES,
  hasCategory,
  hasProblems,
  isCounted,
  missionChanged,
  MISSION_KINDS,
  missionsChanges,
  missionsDraftOf,
  missionsPatchOf,
  missionsProblems,
  newMission,
  PAYOUTS,
  PERIODS,
  type MissionDraft,
  type MissionField,
  type MissionsDraft,
} from './missions-form';
import type { Problem } from './number-rules';

/** Missions (admin): the brand's daily and weekly missions and its leaderboard's size. */
export function MissionsPage() {
  return (
    <EngagementFrame page="missions">
      {(settings) => <MissionsForm settings={settings} />}
    </EngagementFrame>
  );
}

const MAX_MISSIONS = 20;

function MissionsForm({ settings }: { settings: EngagementSettings }) {
  const { t } = useConsoleTranslation();
  const shown = useShown();
  const saved = settings.missions;
  const [draft, setDraft] = useState<MissionsDraft>(() => missionsDraftOf(saved));
  // A save (or another operator's change, on a refetch) is the new starting point.
  useEffect(() => setDraft(missionsDraftOf(saved)), [saved]);
  const seq = useRef(0);
  const problems = useMemo(() => missionsProblems(draft, saved.retiredIds), [draft, saved]);
  const rows = useMemo(() => missionsChanges(saved, draft), [saved, draft]);
  const invalid = hasProblems(problems);
  const patch = missionsPatchOf(saved, draft);
  const update = (key: string, change: Partial<MissionDraft>) =>
    setDraft((current) => ({
      ...current,
      missions: current.missions.map((mission) =>
        mission.key === key ? { ...mission, ...change } : mission,
      ),
    }));
  const kept = draft.missions.filter((mission) => !mission.removed).length;

  return (
    <form className="engagement__form" onSubmit={(event) => event.preventDefault()} noValidate>
      <p className="engagement__note" data-testid="mission-id-note">
        {t('engagement.missions.idNote')}
        {saved.retiredIds.length > 0 &&
          ` ${t('engagement.missions.retired', { ids: saved.retiredIds.join(', ') })}`}
      </p>
      <fieldset className="brand__group">
        <legend>{t('engagement.missions.board')}</legend>
        <div className="engagement__fields">
          <TextField
            name="leaderboardSize"
            label={t('engagement.missions.leaderboardSize')}
            hint={t('engagement.missions.leaderboardHint')}
            inputMode="numeric"
            value={draft.leaderboardSize}
            error={problems.leaderboardSize && shown(problems.leaderboardSize)}
            onChange={(value) => setDraft((current) => ({ ...current, leaderboardSize: value }))}
          />
        </div>
      </fieldset>
      {draft.missions.length === 0 && (
        <p className="engagement__note">{t('engagement.missions.empty')}</p>
      )}
      <div className="engagement__cards">
        {draft.missions.map((mission) => (
          <MissionCard
            key={mission.key}
            mission={mission}
            problems={problems.missions[mission.key] ?? {}}
            onChange={(change) => update(mission.key, change)}
            onRemove={() =>
              mission.original
                ? update(mission.key, { removed: !mission.removed })
                : setDraft((current) => ({
                    ...current,
                    missions: current.missions.filter((entry) => entry.key !== mission.key),
                  }))
            }
          />
        ))}
      </div>
      <div className="engagement__actions">
        <button
          type="button"
          className="site-button"
          disabled={kept >= MAX_MISSIONS}
          onClick={() => {
            seq.current += 1;
            setDraft((current) => ({
              ...current,
              missions: [...current.missions, newMission(current, saved.retiredIds, seq.current)],
            }));
          }}
        >
          {t('engagement.missions.add')}
        </button>
        {kept >= MAX_MISSIONS && (
          <span className="brand__hint">
            {t('engagement.missions.full', { max: MAX_MISSIONS })}
          </span>
        )}
      </div>
      <SettingsBar
        merchantCode={settings.merchantCode}
        rows={rows}
        patch={patch && { missions: patch }}
        invalid={invalid}
        onDiscard={() => setDraft(missionsDraftOf(saved))}
        testId="missions-confirmation"
      />
    </form>
  );
}

type MissionCardProps = {
  mission: MissionDraft;
  problems: Partial<Record<MissionField, Problem>>;
  onChange: (change: Partial<MissionDraft>) => void;
  onRemove: () => void;
};

function MissionCard({ mission, problems, onChange, onRemove }: MissionCardProps) {
  const { t } = useConsoleTranslation();
  const shown = useShown();
  const error = (field: MissionField) => (problems[field] ? shown(problems[field]) : null);
  const name = (field: string) => `${mission.key}-${field}`;
  const title =
    mission.titleEn.trim() || mission.titleBn.trim() || t('engagement.missions.untitled');
  const changed = missionChanged(mission);
  return (
    <fieldset
      className={`engagement-card${changed ? ' engagement-card--changed' : ''}${mission.removed ? ' engagement-card--removed' : ''}`}
      data-testid={`mission-card-${mission.original?.id ?? mission.key.replace(':', '-')}`}
      aria-label={title}
    >
      <div className="engagement-card__head">
        <h3>
          {title}
          {mission.original && <code>{mission.original.id}</code>}
          {mission.original === null && ` · ${t('engagement.missions.new')}`}
          {mission.removed && ` · ${t('engagement.missions.removed')}`}
        </h3>
        <button
          type="button"
          className={`site-button console-button--small${mission.removed ? '' : ' console-button--danger'}`}
          onClick={onRemove}
          aria-label={t(
            mission.removed ? 'engagement.missions.restoreOne' : 'engagement.missions.removeOne',
            { title },
          )}
        >
          {t(mission.removed ? 'engagement.missions.restore' : 'engagement.missions.remove')}
        </button>
      </div>
      {!mission.removed && (
        <div className="engagement__fields">
          {mission.original === null && (
            <TextField
              name={name('id')}
              label={t('engagement.missions.fields.id')}
              hint={t('engagement.missions.idHint')}
              value={mission.id}
              maxLength={32}
              error={error('id')}
              onChange={(value) => onChange({ id: value.toLowerCase() })}
            />
          )}
          <div className="engagement__wide">
            <TextField
              name={name('titleEn')}
              label={t('engagement.missions.fields.titleEn')}
              value={mission.titleEn}
              maxLength={100}
              error={error('titleEn')}
              onChange={(value) => onChange({ titleEn: value })}
            />
          </div>
          <div className="engagement__wide">
            <TextField
              name={name('titleBn')}
              label={t('engagement.missions.fields.titleBn')}
              value={mission.titleBn}
              maxLength={100}
              error={error('titleBn')}
              onChange={(value) => onChange({ titleBn: value })}
            />
          </div>
          <SelectField
            name={name('period')}
            label={t('engagement.missions.fields.period')}
            value={mission.period}
            options={PERIODS.map((value) => ({ value, label: t(`engagement.period.${value}`) }))}
            onChange={(value) => onChange({ period: value })}
          />
          <SelectField
            name={name('kind')}
            label={t('engagement.missions.fields.kind')}
            value={mission.kind}
            options={MISSION_KINDS.map((value) => ({
              value,
              label: t(`engagement.kind.${value}`),
            }))}
            onChange={(value) => onChange({ kind: value })}
          />
          {hasCategory(mission.kind) && (
            <SelectField
              name={name('category')}
              label={t('engagement.missions.fields.category')}
              value={mission.category}
              options={[
                { value: '', label: t('engagement.missions.everyGame') },
                ...GAME_CATEGORIES.map((value) => ({ value, label: value })),
              ]}
              onChange={(value) => onChange({ category: value })}
            />
          )}
          <TextField
            name={name('target')}
            label={t('engagement.missions.fields.target')}
            hint={t(
              isCounted(mission.kind)
                ? 'engagement.missions.targetCount'
                : 'engagement.missions.targetAmount',
            )}
            inputMode="decimal"
            value={mission.target}
            error={error('target')}
            onChange={(value) => onChange({ target: value })}
          />
          <TextField
            name={name('reward')}
            label={t('engagement.missions.fields.reward')}
            inputMode="decimal"
            value={mission.reward}
            error={error('reward')}
            onChange={(value) => onChange({ reward: value })}
          />
          <SelectField
            name={name('payout')}
            label={t('engagement.missions.fields.payout')}
            value={mission.payout}
            options={PAYOUTS.map((value) => ({ value, label: t(`engagement.payout.${value}`) }))}
            onChange={(value) => onChange({ payout: value })}
          />
          {mission.payout === 'BONUS' && (
            <TextField
              name={name('turnoverMultiple')}
              label={t('engagement.missions.fields.turnoverMultiple')}
              inputMode="decimal"
              value={mission.turnoverMultiple}
              error={error('turnoverMultiple')}
              onChange={(value) => onChange({ turnoverMultiple: value })}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
