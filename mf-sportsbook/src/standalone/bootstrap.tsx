import { startStandalone } from '@site/shared/dev-harness';
import SportsbookPage from '../index';

void startStandalone({ title: 'Sportsbook', children: <SportsbookPage /> });
