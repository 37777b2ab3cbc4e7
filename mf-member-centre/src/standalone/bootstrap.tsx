import { startStandalone } from '@site/shared/dev-harness';
import MemberCentre from '../index';

void startStandalone({
  title: 'Member centre',
  children: <MemberCentre {...{ onClose: () => undefined }} />,
});
