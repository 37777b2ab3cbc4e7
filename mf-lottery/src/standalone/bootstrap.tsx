import { startStandalone } from '@site/shared/dev-harness';
import LotteryPage from '../index';

void startStandalone({ title: 'Lottery', children: <LotteryPage {...{ pageType: 'lottery' }} /> });
