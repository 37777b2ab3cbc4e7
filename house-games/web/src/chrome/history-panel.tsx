import type { HouseHistoryRound } from '@site/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getHistory } from '../api/get-history.resource';
import { useHouse } from './house-context';

const PAGE_SIZE = 10;

/** The player's last rounds of this game, newest first, ten at a time, each one verifiable. */
/** Shown when the panel opens; the page remounts it (its key) when a round is played. */
export function HistoryPanel({ onVerify }: { onVerify(roundId: string): void }) {
  const { t } = useTranslation();
  const { format } = useHouse();
  const [rounds, setRounds] = useState<HouseHistoryRound[] | null>(null);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    getHistory(pageNo, PAGE_SIZE).then(
      (page) => {
        if (!live) return;
        setTotal(page.total);
        setRounds((shown) => (pageNo === 1 ? page.list : [...(shown ?? []), ...page.list]));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [pageNo, attempt]);

  if (failed)
    return (
      <p className="house-state" role="alert">
        {t('historyPanel.failed')}{' '}
        <button
          type="button"
          className="house-link"
          onClick={() => setAttempt((count) => count + 1)}
        >
          {t('retry')}
        </button>
      </p>
    );
  if (!rounds) return <div className="house-skeleton" aria-busy="true" aria-label={t('loading')} />;
  if (rounds.length === 0) return <p className="house-state">{t('historyPanel.empty')}</p>;
  return (
    <>
      <table className="house-table" data-testid="house-history">
        <thead>
          <tr>
            <th scope="col">{t('historyPanel.time')}</th>
            <th scope="col">{t('historyPanel.bet')}</th>
            <th scope="col">{t('historyPanel.win')}</th>
            <th scope="col">
              <span className="house-sr">{t('historyPanel.verify')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round.roundId} data-round-id={round.roundId}>
              <td>{format.dateTime(round.createdAt)}</td>
              <td>{format.money(round.bet)}</td>
              <td className={round.win > 0 ? 'house-win' : undefined}>{format.money(round.win)}</td>
              <td>
                <button
                  type="button"
                  className="house-link"
                  onClick={() => onVerify(round.roundId)}
                >
                  {t('historyPanel.verify')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rounds.length < total ? (
        <button
          type="button"
          className="house-button house-button--quiet"
          onClick={() => setPageNo((page) => page + 1)}
        >
          {t('historyPanel.more')}
        </button>
      ) : null}
    </>
  );
}
