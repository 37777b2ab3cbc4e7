import type { OpsDepositOrder } from '@site/contracts';
import { Modal, StatusBadge, toneOf } from '@site/shared/ui';
import { useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatMoment } from '../../ui/format';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { useProofImage } from './proof-image';
import { ProofViewer } from './proof-viewer.component';

type DepositDetailProps = {
  order: OpsDepositOrder;
  onClose: () => void;
  onCredit: (reason: string) => Promise<unknown>;
  onFail: (reason: string) => Promise<unknown>;
};

const STATE_TONES = {
  pending: 'warning',
  credited: 'success',
  failed: 'danger',
  expired: 'neutral',
} as const;

/** A small picture of one proof that opens the viewer; the bytes are the viewer's too. */
function ProofThumbnail({ id, label, onOpen }: { id: string; label: string; onOpen: () => void }) {
  const image = useProofImage(id);
  return (
    <button type="button" className="proof-thumbnail" onClick={onOpen}>
      {image.url ? <img src={image.url} alt="" /> : <span className="proof-thumbnail__blank" />}
      <span>{label}</span>
    </button>
  );
}

/**
 * One deposit as the cashier decides it: whose, how much, what the member was told to pay and
 * where (in the console's language), the proof images, and Credit or Fail.
 */
export function DepositDetail({ order, onClose, onCredit, onFail }: DepositDetailProps) {
  const { t, i18n } = useConsoleTranslation();
  const language = i18n.language === 'en' ? 'en' : 'bn';
  const [viewing, setViewing] = useState<number | null>(null);
  const [action, setAction] = useState<'credit' | 'fail' | null>(null);
  const amount = formatAmount(order.amount, i18n.language);
  const facts: [string, string][] = [
    [t('deposits.detail.member'), order.member],
    [t('deposits.detail.brand'), order.brand],
    [t('deposits.detail.amount'), amount],
    [t('deposits.detail.created'), formatMoment(order.createdAt, i18n.language)],
    [t('deposits.detail.expires'), formatMoment(order.expiresAt, i18n.language)],
    [t('deposits.detail.provider'), order.provider],
  ];
  const pending = order.state === 'pending';
  return (
    <>
      <Modal
        open={viewing === null && action === null}
        title={t('deposits.detail.title', { reference: order.reference })}
        onClose={onClose}
        size={{ width: 820 }}
        testId="deposit-detail"
      >
        <div className="deposit-detail">
          <dl className="facts">
            <div className="facts__item">
              <dt>{t('deposits.detail.state')}</dt>
              <dd>
                <StatusBadge tone={toneOf(order.state, STATE_TONES)}>
                  {t(`deposits.states.${order.state}`)}
                </StatusBadge>
              </dd>
            </div>
            {facts.map(([label, value]) => (
              <div className="facts__item" key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <section className="deposit-detail__section" aria-labelledby="member-sees">
            <h3 id="member-sees">{t('deposits.detail.memberSees')}</h3>
            <dl className="facts facts--lines">
              <div className="facts__item">
                <dt>{t('deposits.detail.method')}</dt>
                <dd>
                  {order.method} · {order.channel}
                </dd>
              </div>
              {order.payee.map((line) => (
                <div className="facts__item" key={line.label.en}>
                  <dt>{line.label[language]}</dt>
                  <dd className="facts__value--copy">{line.value}</dd>
                </div>
              ))}
            </dl>
            {order.instructions[language] && (
              <p className="deposit-detail__instructions">{order.instructions[language]}</p>
            )}
          </section>
          <section className="deposit-detail__section" aria-labelledby="proofs">
            <h3 id="proofs">{t('deposits.detail.proofs')}</h3>
            {order.proofFileIds.length === 0 ? (
              <p>{t('deposits.detail.noProofs')}</p>
            ) : (
              <div className="proof-thumbnails">
                {order.proofFileIds.map((id, index) => (
                  <ProofThumbnail
                    key={id}
                    id={id}
                    label={t('deposits.detail.viewProof', { n: index + 1 })}
                    onOpen={() => setViewing(index)}
                  />
                ))}
              </div>
            )}
          </section>
          {pending ? (
            <div className="modal__actions modal__actions--split">
              <button
                type="button"
                className="site-button console-button--danger"
                onClick={() => setAction('fail')}
              >
                {t('deposits.detail.fail')}
              </button>
              <button
                type="button"
                className="site-button site-button--primary"
                onClick={() => setAction('credit')}
              >
                {t('deposits.detail.credit')}
              </button>
            </div>
          ) : (
            <p className="console-notice">{t('deposits.detail.settled')}</p>
          )}
        </div>
      </Modal>
      {viewing !== null && (
        <ProofViewer
          fileIds={order.proofFileIds}
          startAt={viewing}
          member={order.member}
          onClose={() => setViewing(null)}
        />
      )}
      <ReasonDialog
        open={action === 'credit'}
        title={t('deposits.credit.title')}
        confirmLabel={t('deposits.credit.confirm', { amount })}
        field={{
          kind: 'reason',
          label: t('queue.reasonOptional'),
          required: false,
          maxLength: 500,
        }}
        onConfirm={onCredit}
        onClose={() => setAction(null)}
        testId="credit-dialog"
      >
        {t('deposits.credit.body', { amount, member: order.member, brand: order.brand })}
      </ReasonDialog>
      <ReasonDialog
        open={action === 'fail'}
        title={t('deposits.fail.title')}
        confirmLabel={t('deposits.fail.confirm')}
        tone="danger"
        field={{ kind: 'reason', label: t('deposits.fail.reason'), required: true, maxLength: 500 }}
        onConfirm={onFail}
        onClose={() => setAction(null)}
        testId="fail-dialog"
      >
        {t('deposits.fail.body', { amount, member: order.member })}
      </ReasonDialog>
    </>
  );
}
