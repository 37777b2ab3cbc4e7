import type { Game } from '@site/shared';
import { useTranslation } from '@site/shared';
import { NAMESPACE } from '../../i18n/translations';
import { LobbyDialog } from '../../ui/lobby-dialog.component';
import { launchButtonProps } from './game-card.component';
import { useGameList } from './use-game-list';

/** spec §2 popup game list: a vendor flagged isGame VASSALAGE lists its games to pick from. */
export function VendorGamesPopup({
  vendor,
  category,
  language,
  merchantCode,
  member,
  onPick,
  onClose,
}: {
  vendor: Game | null;
  category: string;
  language: string;
  merchantCode: string;
  member: boolean;
  onPick: (game: Game) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const list = useGameList({
    category: vendor?.gameType ?? category,
    filters: {
      vassalage: vendor?.vassalage ?? '',
      listType: '',
      gameClassify: '',
      minBet: '',
      gameName: '',
    },
    language,
    merchantCode,
    member,
    enabled: vendor !== null,
  });
  const games = list.games.filter((game) => game.isGame !== 'VASSALAGE');
  return (
    <LobbyDialog
      open={vendor !== null}
      title={t('vendorGamesTitle', { name: vendor?.gameName ?? '' })}
      onClose={onClose}
      testId="vendor-games-popup"
    >
      {list.status === 'error' ? (
        <p role="alert">{t('listError')}</p>
      ) : (
        <ul className="lobby-dialog__suggestions" aria-busy={list.status === 'loading'}>
          {games.map((game) => (
            <li key={String(game.nodeId)}>
              <button type="button" className="site-button" {...launchButtonProps(t, game, onPick)}>
                {game.gameName}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="lobby-dialog__actions">
        {list.hasMore && (
          <button type="button" className="site-button" onClick={list.loadMore}>
            {t('loadMore')}
          </button>
        )}
        <button type="button" className="site-button site-button--primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </LobbyDialog>
  );
}
