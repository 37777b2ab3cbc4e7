import { startStandalone } from '@site/shared/dev-harness';
import PointsMallPage from '../index';

void startStandalone({ title: 'Points mall', children: <PointsMallPage {...{}} /> });
