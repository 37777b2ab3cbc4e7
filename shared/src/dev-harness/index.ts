export { startStandalone } from './start-standalone';
export { KitGallery } from './kit-gallery';
