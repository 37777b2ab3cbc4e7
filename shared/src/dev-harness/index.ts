export { startStandalone, type StandaloneOptions } from './start-standalone';
export { KitGallery } from './kit-gallery';
