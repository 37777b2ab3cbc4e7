import { protocolVersion } from '../build-info';

/**
 * Version of the contract carried by the bus and the session (topic names and payload shapes),
 * kept in protocol-version.json (`protocolVersion` of `@site/shared/build-info`, which each
 * remote exports as what it was built against). Bump the major on any breaking change: a remote
 * built against another major is refused.
 */
export const BUS_PROTOCOL_VERSION: string = protocolVersion;

const major = (version: string): number => Number.parseInt(version.split('.')[0] ?? '', 10);

export type ProtocolCheck = { compatible: true } | { compatible: false; reason: string };

/** Same major, same contract: `label` names the contract in the reason given for a refusal. */
export function checkSameMajor(
  label: string,
  remoteVersion: unknown,
  hostVersion: string,
): ProtocolCheck {
  if (typeof remoteVersion !== 'string' || Number.isNaN(major(remoteVersion))) {
    return { compatible: false, reason: `The module does not declare a ${label} version.` };
  }
  if (major(remoteVersion) !== major(hostVersion)) {
    return {
      compatible: false,
      reason: `The module was built for ${label} ${remoteVersion}; this site has ${hostVersion}.`,
    };
  }
  return { compatible: true };
}

export const checkProtocol = (
  remoteVersion: unknown,
  hostVersion = BUS_PROTOCOL_VERSION,
): ProtocolCheck => checkSameMajor('bus protocol', remoteVersion, hostVersion);
