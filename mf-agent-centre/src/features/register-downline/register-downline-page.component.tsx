import {
  callsUnder,
  COMMON_NAMESPACE,
  useBusState,
  useTranslation,
  type DownlineType,
  type RegisteredDownline,
} from '@site/shared';
import {
  FormFooter,
  PasswordField,
  SelectField,
  TextField,
  useFailureMessage,
  useFieldMessage,
  useFormState,
  validateFields,
  type FieldErrors,
} from '@site/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  downlineRules,
  formatMessage,
  ruleOf,
  serverErrors,
  type DownlineForm,
} from './downline-rules';
import { addRegisterDownlineTranslations, NAMESPACE } from './i18n/register-downline-translations';
import { AffiliateSignupsPanel } from './affiliate-signups-panel';
import { ReferralPanel } from './referral-panel';
import { registerDownline } from './register-downline.resource';
import './register-downline.css';

addRegisterDownlineTranslations();

const EMPTY: DownlineForm = { username: '', password: '', confirmPassword: '' };

/**
 * spec §2 agent centre Register account: a member or a sub-agent directly under the agent, with
 * the brand's registration rules, the agent's referral link and its QR code, and the members
 * who signed up with the agent's code (the affiliate programme).
 */
export default function RegisterDownlinePage() {
  const { t } = useTranslation([NAMESPACE, COMMON_NAMESPACE]);
  const message = useFieldMessage();
  const failureMessage = useFailureMessage();
  const brand = useBusState('brand');
  const rules = brand?.registerRules ?? [];
  const [type, setType] = useState<DownlineType>('member');
  const [values, setValues] = useState<DownlineForm>(EMPTY);
  const [created, setCreated] = useState<RegisteredDownline | null>(null);
  const form = useFormState<FieldErrors<DownlineForm>>();
  const queryClient = useQueryClient();
  const titleId = useId();
  const set = (field: keyof DownlineForm) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitted = { ...values, username: values.username.trim() };
    if (form.rejectInvalid(validateFields(submitted, downlineRules(rules)))) return;
    setCreated(null);
    void form.submit(
      async () => {
        setCreated(await registerDownline({ ...submitted, type }));
        setValues(EMPTY);
        // The team grew: its lists, its figures and the sub-agents a contract can go to.
        void queryClient.invalidateQueries(callsUnder('/wps/agent/'));
      },
      (failure) => {
        const fields = serverErrors(failure, rules);
        if (fields) form.rejectInvalid(fields);
        else form.setFormError(failureMessage(failure));
      },
    );
  };

  return (
    <div className="register-downline" data-testid="register-downline">
      <section aria-labelledby={titleId} className="register-downline__panel">
        <h3 className="section-title" id={titleId}>
          {t('formTitle')}
        </h3>
        <p className="register-downline__intro">{t('intro')}</p>
        <form ref={form.form} className="form" noValidate onSubmit={onSubmit}>
          <SelectField<DownlineType>
            name="type"
            label={t('type')}
            value={type}
            onChange={setType}
            options={[
              { value: 'member', label: t('types.member') },
              { value: 'agent', label: t('types.agent') },
            ]}
          />
          <TextField
            name="username"
            label={t('username')}
            value={values.username}
            onChange={set('username')}
            autoComplete="off"
            required
            maxLength={ruleOf(rules, 'username').maxLength}
            hint={message(formatMessage(ruleOf(rules, 'username')))}
            error={message(form.errors.username)}
          />
          <PasswordField
            name="password"
            label={t('password')}
            value={values.password}
            onChange={set('password')}
            autoComplete="new-password"
            required
            maxLength={ruleOf(rules, 'password').maxLength}
            hint={message(formatMessage(ruleOf(rules, 'password')))}
            error={message(form.errors.password)}
          />
          <PasswordField
            name="confirmPassword"
            label={t('confirmPassword')}
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            autoComplete="new-password"
            required
            error={message(form.errors.confirmPassword)}
          />
          <FormFooter
            error={form.formError}
            busy={form.busy}
            label={t('submit')}
            busyLabel={t('submitting')}
          />
        </form>
        <div role="status" aria-live="polite" data-testid="register-downline-result">
          {created && (
            <div className="register-downline__created">
              <p className="register-downline__created-title">
                {t('created', {
                  account: created.account,
                  type: t(created.isAgent === 0 ? 'types.member' : 'types.agent'),
                })}
              </p>
              <p>{t('createdNext')}</p>
            </div>
          )}
        </div>
      </section>
      <ReferralPanel />
      <AffiliateSignupsPanel />
    </div>
  );
}
