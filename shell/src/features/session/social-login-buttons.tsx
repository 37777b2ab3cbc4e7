import { COMMON_NAMESPACE, useTranslation, type SocialProviders } from '@site/shared';
import { useEffect, useState } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { getSocialProviders, socialStartHref } from './social-login.resource';
import './social-login.css';

type Provider = SocialProviders['providers'][number];

/** The brand's providers, asked once per page (none while loading or when the call fails). */
let providersOnce: Promise<Provider[]> | null = null;
function useSocialProviders(): Provider[] {
  const [providers, setProviders] = useState<Provider[]>([]);
  useEffect(() => {
    let alive = true;
    providersOnce ??= getSocialProviders()
      .then((value) => (Array.isArray(value?.providers) ? value.providers : []))
      .catch(() => {
        providersOnce = null;
        return [];
      });
    void providersOnce.then((list) => {
      if (alive) setProviders(list);
    });
    return () => {
      alive = false;
    };
  }, []);
  return providers;
}

/**
 * spec §2 login strip: "Social login (google, facebook) … when configured". Each button leaves
 * for the provider (through the API, which starts the flow) and comes back to this page.
 */
export function SocialLoginButtons({ mode }: { mode: 'login' | 'register' }) {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const providers = useSocialProviders();
  if (!providers.length) return null;
  const returnTo = `${window.location.pathname}${window.location.search}`.replace(
    /[?&]social=[^&]*/,
    '',
  );
  return (
    <div className="social-login" role="group" aria-label={t('social.or')}>
      <p className="social-login__divider">
        <span>{t('social.or')}</span>
      </p>
      {providers.map((provider) => (
        <a
          key={provider.id}
          className={`site-button site-button--block social-login__button social-login__button--${provider.id}`}
          href={socialStartHref(provider.id, returnTo || '/')}
          data-testid={`social-${provider.id}`}
        >
          <span className="social-login__mark" aria-hidden="true">
            {provider.id === 'google' ? 'G' : 'f'}
          </span>
          {t(mode === 'login' ? 'social.continueWith' : 'social.registerWith', {
            provider: provider.name,
          })}
        </a>
      ))}
    </div>
  );
}
