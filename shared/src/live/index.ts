export { startLiveEvents, type LiveEventsOptions } from './live-events';
