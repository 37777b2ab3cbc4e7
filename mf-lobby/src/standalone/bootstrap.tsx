import { startStandalone } from '@site/shared/dev-harness';
import LobbyPage from '../index';

void startStandalone({ title: 'Lobby', children: <LobbyPage {...{ category: 'RNG' }} /> });
