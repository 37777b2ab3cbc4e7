import { startStandalone } from '@site/shared/dev-harness';
import { useLocation } from 'react-router-dom';
import LobbyPage from '../index';

/** Like the shell: the path (/rng, /live, ...) upper-cased selects the category; RNG by default. */
function StandaloneLobby() {
  const { pathname } = useLocation();
  const category = pathname.length > 1 ? pathname.slice(1).toUpperCase() : 'RNG';
  return <LobbyPage category={category} />;
}

void startStandalone({ title: 'Lobby', children: <StandaloneLobby /> });
