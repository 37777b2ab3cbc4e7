import { startStandalone } from '@site/shared/dev-harness';
import type { ComponentType } from 'react';
import LiveTablePage from '../features/live-table';
import TeenPattiPage from '../features/teen-patti';

/** The standalone page shows the feature whose path it was opened on (src/routes.json). */
const PAGES: Record<string, ComponentType> = {
  '/teenpatti': TeenPattiPage,
  '/liveTable': LiveTablePage,
};
const Page = PAGES[window.location.pathname] ?? TeenPattiPage;

void startStandalone({ title: 'Tables', children: <Page /> });
