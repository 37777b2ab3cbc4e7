import type { Game } from '@site/shared';
import { useTranslation } from '@site/shared';
import { NAMESPACE } from '../../i18n/translations';
import { LobbyDialog } from '../../ui/lobby-dialog.component';

/** spec §8 'Game maintenance' (recommend other games): a few playable games to pick instead. */
export function MaintenanceDialog({
  game,
  suggestions,
  onPick,
  onClose,
}: {
  game: Game | null;
  suggestions: Game[];
  onPick: (game: Game) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const others = suggestions
    .filter(
      (candidate) => game && candidate.nodeId !== game.nodeId && candidate.status !== 'MAINTENANCE',
    )
    .slice(0, 4);
  return (
    <LobbyDialog
      open={game !== null}
      title={t('gameMaintenance')}
      onClose={onClose}
      testId="game-maintenance-dialog"
    >
      <p>{t('gameMaintenanceBody', { name: game?.gameName ?? '' })}</p>
      {others.length > 0 && (
        <>
          <p className="lobby-dialog__subtitle">{t('tryOtherGames')}</p>
          <ul className="lobby-dialog__suggestions">
            {others.map((other) => (
              <li key={String(other.nodeId)}>
                <button type="button" className="site-button" onClick={() => onPick(other)}>
                  {other.gameName}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="lobby-dialog__actions">
        <button type="button" className="site-button site-button--primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </LobbyDialog>
  );
}
