import { checkSameMajor, type ProtocolCheck } from '../bus/protocol';

/**
 * The version of @site/shared this app was built against (shared/package.json, inlined by the
 * build). Its major changes when something a remote may use goes away or changes shape; the
 * shell refuses a remote built against another major, as it refuses another bus protocol.
 */
export const SHARED_VERSION: string = __SHARED_VERSION__;

export const checkSharedVersion = (
  remoteVersion: unknown,
  hostVersion = SHARED_VERSION,
): ProtocolCheck => checkSameMajor('@site/shared', remoteVersion, hostVersion);
