import {
  ErrorState,
  formatMoney,
  getEventBus,
  isMember,
  type Language,
  localizeDigits,
  type LotteryBetType,
  type PlaceLotteryBet,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { AmountInput, ConfirmDialog } from '@site/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { GRID_NUMBERS } from '../../config/lottery-config';
import { NAMESPACE } from '../../i18n/translations';
import { Countdown } from '../../ui/countdown.component';
import { keepDigits } from '../../ui/keep-digits';
import { useNow } from '../../ui/use-now';
import { getMyLotteryBets, getOpenedNumero, placeLotteryBet } from './betting.resource';
import { useBettingError } from './betting-error';
import { ChoiceBoard } from './choice-board.component';
import { choiceLabel } from './choice-labels';
import { DOUBLES, linesOf, randomPicks, slipTotalMinor } from './slip-rules';

/**
 * The betting screen of a house game: bet type, numbers (grid, quick picks, random), stake,
 * the slip with each line and its total, a confirmation, and the close's countdown. The slip
 * is refused by the server after the close; the screen says so before.
 */
export function BettingPanel({
  gameCode,
  initialBetType,
}: {
  gameCode: string;
  /** The launch's playType (spec §2): the bet type to open on, when the game offers it. */
  initialBetType?: string | null;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const session = useBusState('session');
  const { sumBalance, currencySymbol } = useBusState('balance');
  const queryClient = useQueryClient();
  const describe = useBettingError();
  const now = useNow();
  const stakeId = useId();
  const [wantedType, setBetType] = useState<string>(initialBetType ?? 'LO2');
  const [picks, setPicks] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [stake, setStake] = useState<number | null>(1);
  // One key per confirmed slip: a retry of the same slip is answered, never booked twice.
  const [slipKey, setSlipKey] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const numero = useQuery(getOpenedNumero.query({ gameCode }));
  const closesAt = numero.data ? Date.parse(numero.data.open.closesAt) : null;
  const closed = closesAt !== null && now >= closesAt;
  // When betting on this draw closes, the next draw opens: read it.
  const { refetch } = numero;
  useEffect(() => {
    if (closed) void refetch();
  }, [closed, refetch]);

  const place = useMutation({
    mutationFn: (slip: PlaceLotteryBet) => placeLotteryBet(slip),
    onSuccess: (bet) => {
      setNotice({
        tone: 'ok',
        text: t('slip.placed', { period: localizeDigits(bet.period, i18n.language) }),
      });
      setPicks([]);
      void queryClient.invalidateQueries({ queryKey: getMyLotteryBets.endpointKey });
      getEventBus().send('refresh-balance');
    },
    onError: (failure) => setNotice({ tone: 'error', text: describe(failure) }),
  });

  if (numero.status === 'pending')
    return <SkeletonBlocks count={2} height={160} label={t('loading')} />;
  if (numero.status === 'error')
    return <ErrorState error={numero.error} onRetry={() => void numero.refetch()} />;

  const { open, betTypes, limits } = numero.data;
  const rule = betTypes.find((item) => item.betType === wantedType) ?? betTypes[0]!;
  const betType = rule.betType;
  const lines = linesOf(betType, rule.size, picks);
  const stakeMinor = stake === null ? 0 : Math.round(stake * 100);
  const totalMinor = slipTotalMinor(lines.length, stakeMinor, rule.unit);
  const money = (minor: number) => formatMoney(minor / 100, currencySymbol, i18n.language);
  const digits = (value: string) => localizeDigits(value, i18n.language);
  const tooMany = lines.length > limits.maxLines;
  // A fast family's bet type: its choices on a board, one line each.
  const choices = rule.choices ?? null;
  const lineLabel = (line: readonly string[]) =>
    choices
      ? line.map((value) => choiceLabel(t, i18n.language, betType, value)).join(', ')
      : digits(line.join('-'));
  const oddsOf = (item: (typeof betTypes)[number]) =>
    item.choices
      ? t('slip.upTo', {
          payout: digits(String(Math.max(...item.choices.map((choice) => choice.payout)))),
        })
      : t('slip.odds', { odds: digits(String(item.odds)) });
  const ready = lines.length > 0 && stakeMinor > 0 && !tooMany && !closed;

  const choose = (next: LotteryBetType) => {
    setBetType(next);
    setPicks([]);
    setNotice(null);
  };
  const toggle = (value: string) =>
    setPicks((current) =>
      current.includes(value)
        ? current.filter((pick) => pick !== value)
        : [...current, value].sort(),
    );
  const addTyped = () => {
    if (/^[0-9]{3}$/.test(typed) && !picks.includes(typed)) setPicks([...picks, typed].sort());
    setTyped('');
  };
  const submit = () => {
    if (!isMember(session)) {
      getEventBus().send('open-login', { reason: 'lottery-bet' });
      return;
    }
    setNotice(null);
    setSlipKey(crypto.randomUUID());
  };

  return (
    <section
      className="lottery-betting"
      aria-labelledby="lottery-betting-title"
      data-testid="lottery-betting"
    >
      <div className="lottery-betting__head">
        <h2 id="lottery-betting-title" className="section-heading">
          {numero.data.game.gameName[i18n.language as Language] ?? numero.data.game.gameName.en}
        </h2>
        <p className="card__meta">{t('slip.period', { period: digits(open.period) })}</p>
        <p>
          {closed ? (
            t('countdown.closed')
          ) : (
            <Countdown until={open.closesAt} labelKey="countdown.closes" />
          )}
        </p>
        {isMember(session) && (
          <p className="card__meta" data-testid="lottery-balance">
            {t('slip.balance', {
              balance:
                sumBalance === null ? '…' : formatMoney(sumBalance, currencySymbol, i18n.language),
            })}
          </p>
        )}
      </div>

      <fieldset className="lottery-bet-types">
        <legend>{t('slip.betType')}</legend>
        {betTypes.map((item) => (
          <label key={item.betType} className="lottery-bet-type">
            <input
              type="radio"
              name={`${stakeId}-type`}
              value={item.betType}
              checked={betType === item.betType}
              onChange={() => choose(item.betType)}
            />
            <span>
              <strong>{t(`betTypes.${item.betType}.name`)}</strong>
              <small>
                {t(`betTypes.${item.betType}.rule`)} {oddsOf(item)}
              </small>
            </span>
          </label>
        ))}
      </fieldset>

      {choices ? (
        <ChoiceBoard betType={betType} choices={choices} picks={picks} onToggle={toggle} />
      ) : rule.digits === 2 ? (
        <>
          <div className="lottery-quick">
            <button
              type="button"
              className="site-button"
              onClick={() => setPicks(randomPicks(Math.max(1, rule.size)))}
            >
              {t('slip.random')}
            </button>
            <button type="button" className="site-button" onClick={() => setPicks(randomPicks(5))}>
              {t('slip.random5')}
            </button>
            <button type="button" className="site-button" onClick={() => setPicks([...DOUBLES])}>
              {t('slip.doubles')}
            </button>
            <button
              type="button"
              className="site-button"
              disabled={picks.length === 0}
              onClick={() => setPicks([])}
            >
              {t('slip.clear')}
            </button>
          </div>
          <div className="lottery-grid" role="group" aria-label={t('slip.grid')}>
            {GRID_NUMBERS.map((value) => (
              <button
                key={value}
                type="button"
                className="lottery-grid__number"
                aria-pressed={picks.includes(value)}
                data-testid={`lottery-number-${value}`}
                onClick={() => toggle(value)}
              >
                {digits(value)}
              </button>
            ))}
          </div>
        </>
      ) : (
        <div className="lottery-typed">
          <label htmlFor={`${stakeId}-typed`}>{t('slip.typeNumber')}</label>
          <input
            id={`${stakeId}-typed`}
            className="site-input"
            inputMode="numeric"
            maxLength={3}
            value={typed}
            onChange={(event) => setTyped(keepDigits(event.target.value))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') addTyped();
            }}
          />
          <button
            type="button"
            className="site-button"
            disabled={!/^[0-9]{3}$/.test(typed)}
            onClick={addTyped}
          >
            {t('slip.add')}
          </button>
          <button
            type="button"
            className="site-button"
            onClick={() =>
              setPicks(
                picks.length ? [] : [String(Math.floor(Math.random() * 1000)).padStart(3, '0')],
              )
            }
          >
            {picks.length ? t('slip.clear') : t('slip.random')}
          </button>
        </div>
      )}

      <AmountInput
        name="stake"
        label={t(choices ? 'slip.stakePerLine' : 'slip.stake')}
        value={stake}
        onChange={setStake}
        currencySymbol={currencySymbol}
        min={limits.minStake}
        max={limits.maxStakePerNumber}
        required
      />

      <div className="lottery-slip" data-testid="lottery-slip" aria-live="polite">
        <h3>{t('slip.title')}</h3>
        {lines.length === 0 ? (
          <p className="card__meta">
            {t(choices ? 'slip.emptyChoices' : rule.size > 1 ? 'slip.emptyXien' : 'slip.empty', {
              size: rule.size,
            })}
          </p>
        ) : (
          <ul className="lottery-slip__lines">
            {lines.slice(0, 20).map((line) => (
              <li key={line.join('-')}>
                <span>{lineLabel(line)}</span>
                <span>{money(slipTotalMinor(1, stakeMinor, rule.unit))}</span>
              </li>
            ))}
            {lines.length > 20 && <li>{t('slip.more', { count: lines.length - 20 })}</li>}
          </ul>
        )}
        <p className="lottery-slip__total" data-testid="lottery-slip-total">
          {t('slip.total', {
            lines: digits(String(lines.length)),
            stake: money(stakeMinor),
            unit: digits(String(rule.unit)),
            total: money(totalMinor),
          })}
        </p>
        {tooMany && (
          <p role="alert">{t('slip.tooMany', { max: digits(String(limits.maxLines)) })}</p>
        )}
        {notice && (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={`lottery-notice lottery-notice--${notice.tone}`}
            data-testid="lottery-notice"
          >
            {notice.text}
          </p>
        )}
        <button
          type="button"
          className="site-button site-button--primary"
          data-testid="lottery-place"
          disabled={!ready || place.isPending}
          onClick={submit}
        >
          {closed ? t('countdown.closed') : t('slip.place')}
        </button>
      </div>

      <ConfirmDialog
        open={slipKey !== null}
        title={t('slip.confirmTitle')}
        confirmLabel={t('slip.confirm')}
        onCancel={() => setSlipKey(null)}
        testId="lottery-confirm"
        onConfirm={async () => {
          await place
            .mutateAsync({
              gameCode,
              period: open.period,
              betType,
              lines,
              stake: (stakeMinor / 100).toFixed(2),
              idempotencyKey: slipKey ?? crypto.randomUUID(),
            })
            .catch(() => undefined);
          setSlipKey(null);
        }}
      >
        {t('slip.confirmBody', {
          lines: digits(String(lines.length)),
          type: t(`betTypes.${betType}.name`),
          total: money(totalMinor),
          period: digits(open.period),
        })}
      </ConfirmDialog>
    </section>
  );
}
