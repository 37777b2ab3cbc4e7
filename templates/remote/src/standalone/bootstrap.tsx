import { startStandalone } from '@site/shared/dev-harness';
import OutsidePage from '../page';

// The API is the page's own origin ('/'), whose dev server passes the API's paths on.
void startStandalone({ title: 'Outside remote', children: <OutsidePage /> });
