import {
  type DepositMethods,
  type DepositOrder,
  ErrorState,
  formatMoney,
  SkeletonBlocks,
  useTranslation,
} from '@site/shared';
import {
  ImageUploadField,
  IMAGE_LIMITS,
  StatusBadge,
  toUploadedImages,
  formatDateTime,
} from '@site/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addDepositProofs } from './add-deposit-proofs.resource';
import { CopyButton } from './copy-button.component';
import { useDepositFailure } from './deposit-errors';
import { DEPOSIT_TONES, methodNameOf } from './deposit-format';
import { getDepositOrder } from './deposit-order.resource';
import { getDepositOrders } from './deposit-orders.resource';
import { PayeeDetails } from './payee-details.component';
import { DEPOSIT_NAMESPACE } from './i18n/deposit-translations';

/** A pending order is asked again this often, so its new state shows without a reload. */
const PENDING_REFRESH_MS = 5000;

type Props = { reference: string; methods: DepositMethods };

/** One order: its reference and state, what to pay to and how, and its proof images. */
export function DepositOrderView({ reference, methods }: Props) {
  const currencySymbol = methods.currencySymbol;
  const { t, i18n } = useTranslation(DEPOSIT_NAMESPACE);
  const order = useQuery({
    ...getDepositOrder.query({ reference }),
    refetchInterval: (query) =>
      query.state.data?.state === 'pending' ? PENDING_REFRESH_MS : false,
  });
  if (order.status === 'pending')
    return <SkeletonBlocks count={4} height={32} label={t('order.title')} />;
  if (order.status === 'error')
    return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  const data = order.data;
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <article className="deposit-order" data-testid="deposit-order" data-state={data.state}>
      <h4 className="section-title">{t('order.title')}</h4>
      <dl className="detail-list deposit-order__facts">
        <dt>{t('order.reference')}</dt>
        <dd className="deposit-order__reference">
          <span data-testid="deposit-reference">{data.reference}</span>
          <CopyButton value={data.reference} what={t('order.reference')} />
        </dd>
        <dt>{t('order.method')}</dt>
        <dd>{methodNameOf(methods, data.method, i18n.language)}</dd>
        <dt>{t('order.amount')}</dt>
        <dd>{formatMoney(data.amount, currencySymbol, i18n.language)}</dd>
        <dt>{t('order.state')}</dt>
        <dd>
          <StatusBadge tone={DEPOSIT_TONES[data.state]}>{t(`state.${data.state}`)}</StatusBadge>
        </dd>
        <dt>{t('order.created')}</dt>
        <dd>{date(data.createdAt)}</dd>
        {data.state === 'pending' ? (
          <>
            <dt>{t('order.expires')}</dt>
            <dd>{date(data.expiresAt)}</dd>
          </>
        ) : (
          data.settledAt && (
            <>
              <dt>{t('order.settled')}</dt>
              <dd>{date(data.settledAt)}</dd>
            </>
          )
        )}
        {data.failReason && (
          <>
            <dt>{t('order.reason')}</dt>
            <dd data-testid="deposit-fail-reason">{data.failReason}</dd>
          </>
        )}
      </dl>
      {data.state === 'pending' && (
        <PayeeDetails payee={data.payee} instructions={data.instructions} />
      )}
      <Proofs order={data} currencySymbol={currencySymbol} />
    </article>
  );
}

function Proofs({ order, currencySymbol }: { order: DepositOrder; currencySymbol: string }) {
  const { t } = useTranslation(DEPOSIT_NAMESPACE);
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const describeFailure = useDepositFailure(currencySymbol);
  const room = IMAGE_LIMITS.maxFiles - order.proofs.length;
  const upload = useMutation({
    mutationFn: async () =>
      addDepositProofs({ reference: order.reference, images: await toUploadedImages(files) }),
    onSuccess: (updated) => {
      queryClient.setQueryData(
        getDepositOrder.query({ reference: order.reference }).queryKey,
        updated,
      );
      void queryClient.invalidateQueries({ queryKey: getDepositOrders.endpointKey });
      setFiles([]);
      setDone(true);
    },
    onError: (failure) => setError(describeFailure(failure).message),
  });
  return (
    <section className="deposit-proofs" aria-label={t('order.proofs')}>
      <h4 className="deposit-payee__title">{t('order.proofs')}</h4>
      {order.proofs.length === 0 ? (
        <p className="deposit-proofs__none">{t('order.noProofs')}</p>
      ) : (
        <ul className="deposit-proofs__list">
          {order.proofs.map((proof) => (
            <li key={proof.id}>{proof.fileName}</li>
          ))}
        </ul>
      )}
      {order.state === 'pending' && room > 0 && (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (files.length > 0) upload.mutate();
          }}
        >
          <ImageUploadField
            name="proof-more"
            label={t('order.addProofs')}
            files={files}
            onChange={(next) => {
              setFiles(next);
              setError(null);
              setDone(false);
            }}
            limits={{ ...IMAGE_LIMITS, maxFiles: room }}
            error={error}
          />
          <button
            type="submit"
            className="site-button site-button--primary"
            disabled={files.length === 0 || upload.isPending}
            aria-busy={upload.isPending || undefined}
          >
            {upload.isPending ? t('order.uploading') : t('order.addProofs')}
          </button>
        </form>
      )}
      <p role="status" className="visually-hidden">
        {done ? t('order.uploaded') : ''}
      </p>
    </section>
  );
}
