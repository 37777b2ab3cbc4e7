import type { EngagementSettings } from '@site/contracts';
import { ErrorState, SkeletonBlocks, type ApiError } from '@site/shared';
import { useSearchParams } from '@site/shared/router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { BrandPicker } from '../../ui/brand-picker.component';
import { listBrands } from '../../ui/brands.resource';
import { ChangeConfirmation } from '../../ui/change-confirmation.component';
import type { ChangeRow } from '../../ui/change-rows';
import { changeEngagement } from './engagement-change.resource';
import type { EngagementPatch } from './engagement-patch';
import { engagementSettings } from './engagement-settings.resource';
import './engagement.css';

type EngagementFrameProps = {
  /** The page's id under `engagement.pages.`: its title and its hint. */
  page: 'missions' | 'luckyDraw' | 'rafflesRebate';
  /** The page's form for the brand picked, keyed by the brand so a switch starts afresh. */
  children: (settings: EngagementSettings) => ReactNode;
};

/**
 * An engagement page (admin): its title, the operator's brands to pick from (`?brand=`), and
 * the picked brand's settings, loading or failed.
 */
export function EngagementFrame({ page, children }: EngagementFrameProps) {
  const { t } = useConsoleTranslation();
  const [params] = useSearchParams();
  const brands = useQuery(listBrands.query());
  const selected = params.get('brand') ?? brands.data?.[0] ?? null;
  const settings = useQuery({ ...engagementSettings(selected ?? '').query(), enabled: !!selected });
  return (
    <section className="brands engagement" aria-labelledby="engagement-title">
      <header className="queue__header">
        <h1 id="engagement-title">{t(`engagement.pages.${page}.title`)}</h1>
      </header>
      <p className="engagement__intro">{t(`engagement.pages.${page}.intro`)}</p>
      <BrandPicker brands={brands.data} selected={selected} label={t('engagement.brandList')} />
      {brands.isError && (
        <ErrorState error={brands.error as ApiError} onRetry={() => void brands.refetch()} />
      )}
      {settings.isError && (
        <ErrorState error={settings.error as ApiError} onRetry={() => void settings.refetch()} />
      )}
      {(brands.isPending || (selected && settings.isPending)) && (
        <SkeletonBlocks count={3} height={120} label={t('engagement.loading')} />
      )}
      {settings.data && <div key={settings.data.merchantCode}>{children(settings.data)}</div>}
    </section>
  );
}

type SettingsBarProps = {
  merchantCode: string;
  rows: readonly ChangeRow[];
  /** The PATCH for the draft, or null while it has problems. */
  patch: EngagementPatch | null;
  invalid: boolean;
  onDiscard: () => void;
  testId: string;
};

/**
 * The unsaved changes' bar (their count, discard, review) and the confirmation naming each
 * change now and after, with the reason, saved through the audited PATCH.
 */
export function SettingsBar({
  merchantCode,
  rows,
  patch,
  invalid,
  onDiscard,
  testId,
}: SettingsBarProps) {
  const { t } = useConsoleTranslation();
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (reason: string) => changeEngagement(merchantCode, patch!, reason),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: engagementSettings(merchantCode).query().queryKey,
      });
      setSaved(true);
    },
  });
  return (
    <>
      {saved && rows.length === 0 && (
        <p className="console-notice console-notice--success" role="status">
          {t('engagement.saved')}
        </p>
      )}
      <div className="brand__bar">
        <p aria-live="polite">
          {invalid ? t('engagement.fixFirst') : t('engagement.pending', { count: rows.length })}
        </p>
        <button
          type="button"
          className="site-button"
          disabled={rows.length === 0}
          onClick={() => {
            setSaved(false);
            onDiscard();
          }}
        >
          {t('engagement.discard')}
        </button>
        <button
          type="button"
          className="site-button site-button--primary"
          disabled={rows.length === 0 || invalid || !patch}
          onClick={() => setReviewing(true)}
        >
          {t('engagement.review')}
        </button>
      </div>
      {reviewing && patch && (
        <ChangeConfirmation
          title={t('engagement.confirmTitle', { brand: merchantCode })}
          intro={t('engagement.confirmIntro', { count: rows.length })}
          rows={rows}
          confirmLabel={t('engagement.confirm')}
          onConfirm={(reason) => save.mutateAsync(reason)}
          onClose={() => setReviewing(false)}
          testId={testId}
        />
      )}
    </>
  );
}
