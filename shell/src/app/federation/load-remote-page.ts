import { loadRemote } from '@module-federation/enhanced/runtime';
import { checkProtocol } from '@site/shared';
import type { ComponentType } from 'react';
import { REMOTE_MODULES, RemoteKey } from '../../config/remote-modules';

/** A remote that could not be fetched or started: a retry should start the load afresh. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteKey,
    cause: unknown,
  ) {
    super(`Remote ${remote} could not be loaded: ${String(cause)}`, { cause });
  }
}

/** A remote built against another major of the bus protocol. */
export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';
}

export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

type ExposedPage = { default: ComponentType<Record<string, unknown>>; protocolVersion?: unknown };

export async function loadRemotePage(
  key: RemoteKey,
): Promise<{ default: ComponentType<Record<string, unknown>> }> {
  const module = REMOTE_MODULES[key];
  const id = `${module.federationName}/${module.exposes.page.replace('./', '')}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REMOTE_LOAD_TIMEOUT_MS} ms`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
  });
  let exposed: ExposedPage | null;
  try {
    exposed = await Promise.race([loadRemote<ExposedPage>(id), timeout]);
  } catch (error) {
    throw new RemoteLoadError(key, error);
  } finally {
    clearTimeout(timer);
  }
  if (!exposed?.default) throw new RemoteLoadError(key, 'the module exposes no component');
  const protocol = checkProtocol(exposed.protocolVersion);
  if (!protocol.compatible) throw new IncompatibleRemoteError(protocol.reason);
  return { default: exposed.default };
}
