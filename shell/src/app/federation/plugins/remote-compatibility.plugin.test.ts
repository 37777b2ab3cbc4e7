import { SHARED_VERSION } from '@site/shared';
import { IncompatibleRemoteError, remoteCompatibilityPlugin } from './remote-compatibility.plugin';
import protocol from '../../../../../shared/src/bus/protocol-version.json';

const onLoad = (exposeModule: unknown) =>
  (remoteCompatibilityPlugin() as { onLoad: (args: object) => unknown }).onLoad({ exposeModule });

const major = (version: string) => Number(version.split('.')[0]);

it('lets through a module built against this site’s protocol and shared core', () => {
  expect(() =>
    onLoad({ protocolVersion: protocol.version, sharedVersion: SHARED_VERSION }),
  ).not.toThrow();
});

it('refuses a module built against another major of the shared core, saying which', () => {
  const other = `${major(SHARED_VERSION) + 1}.0.0`;
  expect(() => onLoad({ protocolVersion: protocol.version, sharedVersion: other })).toThrow(
    new IncompatibleRemoteError(
      `The module was built for @site/shared ${other}; this site has ${SHARED_VERSION}.`,
      'shared-core',
    ),
  );
});

it('refuses a module of another bus protocol major, or one that does not say', () => {
  const other = `${major(protocol.version) + 1}.0.0`;
  expect(() => onLoad({ protocolVersion: other, sharedVersion: SHARED_VERSION })).toThrow(
    IncompatibleRemoteError,
  );
  expect(() => onLoad({ sharedVersion: SHARED_VERSION })).toThrow(IncompatibleRemoteError);
});

it('checks nothing when only the factory is fetched (a preload)', () => {
  expect(() => onLoad(undefined)).not.toThrow();
});
