import sharedPackage from '../package.json';
import protocol from './bus/protocol-version.json';

/**
 * What an app was built against: `@site/shared/build-info`, never a Module Federation shared
 * module, so each remote bundles its own copy and tells the shell the versions of the
 * @site/shared it was built with, not those of the copy the page runs. A remote's exposed
 * modules re-export both; the shell refuses one of another major (checkProtocol,
 * checkSharedVersion).
 *
 * Read from @site/shared's own files (its package.json, bus/protocol-version.json), so the
 * package needs no constant from any build tool. The relative paths hold in the workspace
 * (src/) and in the packed package (dist/), which sit at the same depth.
 */
export const sharedVersion: string = sharedPackage.version;
export const protocolVersion: string = protocol.version;
