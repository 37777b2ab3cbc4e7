import { sharedVersion } from '../build-info';
import { checkSameMajor, type ProtocolCheck } from '../bus/protocol';

/**
 * The version of @site/shared (its package.json): in the shell, the one the page runs. Its major
 * changes when something a remote may use goes away or changes shape; the shell refuses a
 * remote built against another major (the `sharedVersion` it exports from
 * `@site/shared/build-info`), as it refuses another bus protocol.
 */
export const SHARED_VERSION: string = sharedVersion;

export const checkSharedVersion = (
  remoteVersion: unknown,
  hostVersion = SHARED_VERSION,
): ProtocolCheck => checkSameMajor('@site/shared', remoteVersion, hostVersion);
