import type { RemoteLoadStage } from '@site/shared';
import { IncompatibleRemoteError } from '../plugins/remote-compatibility.plugin';

/** Module Federation runtime codes (@module-federation/error-codes) by the stage they fail. */
const MANIFEST_CODES = ['RUNTIME-003', 'RUNTIME-007'];
const ENTRY_CODES = ['RUNTIME-001', 'RUNTIME-002', 'RUNTIME-008'];

/**
 * Where a remote's load failed, as a load report names it (issue 46): the site's checks say so
 * themselves; the runtime's errors carry a code; webpack names a chunk it could not fetch; any
 * other error came from running the exposed module's code, which its chunks hold.
 */
export function classifyLoadFailure(error: unknown): Exclude<RemoteLoadStage, 'render'> {
  if (error instanceof IncompatibleRemoteError) return error.stage;
  const message = error instanceof Error ? error.message : String(error);
  if (MANIFEST_CODES.some((code) => message.includes(code))) return 'manifest';
  if (ENTRY_CODES.some((code) => message.includes(code))) return 'entry';
  return 'chunk';
}
