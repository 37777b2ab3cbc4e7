import { startStandalone } from '@site/shared/dev-harness';
import AgentCentre from '../index';

void startStandalone({
  title: 'Agent centre',
  children: <AgentCentre {...{ onClose: () => undefined }} />,
});
