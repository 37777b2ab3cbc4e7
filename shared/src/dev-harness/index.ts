export { startStandalone } from './start-standalone';
