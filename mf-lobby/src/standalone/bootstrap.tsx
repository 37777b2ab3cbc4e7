import { startStandalone } from '@site/shared/dev-harness';
import { useSearchParams } from '@site/shared/router';
import LobbyPage from '../index';

/** The shell passes the category from the path; alone, ?category=LIVE picks it (RNG by default). */
function StandaloneLobby() {
  const [params] = useSearchParams();
  return <LobbyPage category={(params.get('category') ?? 'RNG').toUpperCase()} />;
}

void startStandalone({ title: 'Lobby', children: <StandaloneLobby /> });
