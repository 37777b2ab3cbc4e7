/** The feature's two pages as one lazy chunk: one entry in the shell's chunk map, not two. */
export { RedEnvelopePage } from './red-envelope-page.component';
export { WheelPage } from './wheel-page.component';
