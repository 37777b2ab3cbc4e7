import { IncompatibleRemoteError } from '../plugins/remote-compatibility.plugin';
import { classifyLoadFailure } from './classify-load-failure';

it('names the stage a remote failed at', () => {
  expect(
    classifyLoadFailure(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.')),
  ).toBe('manifest');
  expect(classifyLoadFailure(new Error('RUNTIME-008 Failed to load script resources.'))).toBe(
    'entry',
  );
  expect(classifyLoadFailure(new Error('RUNTIME-001 Failed to get remoteEntry exports.'))).toBe(
    'entry',
  );
  const chunk = Object.assign(new Error('Loading chunk 381 failed.'), { name: 'ChunkLoadError' });
  expect(classifyLoadFailure(chunk)).toBe('chunk');
  expect(classifyLoadFailure(new IncompatibleRemoteError('bus protocol 2', 'protocol'))).toBe(
    'protocol',
  );
  expect(classifyLoadFailure(new IncompatibleRemoteError('shared 4.0.0', 'shared-core'))).toBe(
    'shared-core',
  );
});
