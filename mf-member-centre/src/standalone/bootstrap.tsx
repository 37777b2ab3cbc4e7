import { KitGallery, startStandalone } from '@site/shared/dev-harness';
import MemberCentre from '../index';

// `?kit` shows the UI kit gallery instead of the centre (see @site/shared/dev-harness).
const showKit = new URLSearchParams(window.location.search).has('kit');

void startStandalone({
  title: showKit ? 'UI kit' : 'Member centre',
  children: showKit ? <KitGallery /> : <MemberCentre {...{ onClose: () => undefined }} />,
});
