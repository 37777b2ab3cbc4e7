import { useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';

/** spec §1/§2 install guides: Android (APK), iOS (App Store) and the lite iOS app (a profile). */
export const GUIDE_STEPS: Record<string, readonly string[]> = {
  ANDROID: ['scan', 'allow', 'open', 'login'],
  IOS: ['scan', 'store', 'open', 'login'],
  IOS_LITE: ['scan', 'profile', 'trust', 'login'],
};

export function InstallGuide({ resourceType }: { resourceType: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const steps = GUIDE_STEPS[resourceType] ?? GUIDE_STEPS.ANDROID!;
  return (
    <details className="install-guide">
      <summary>{t('download.guideTitle')}</summary>
      <ol>
        {steps.map((step) => (
          <li key={step}>{t(`download.steps.${resourceType}.${step}`)}</li>
        ))}
      </ol>
    </details>
  );
}
