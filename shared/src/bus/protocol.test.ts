import * as buildInfo from '../build-info';
import { BUS_PROTOCOL_VERSION, checkProtocol } from './protocol';
import protocolFile from './protocol-version.json';

describe('checkProtocol', () => {
  it('uses the version of protocol-version.json, which build-info gives each remote too', () => {
    expect(BUS_PROTOCOL_VERSION).toBe(protocolFile.version);
    expect(buildInfo.protocolVersion).toBe(BUS_PROTOCOL_VERSION);
  });

  it('accepts a remote of the same major, whatever its minor and patch', () => {
    expect(checkProtocol('1.0.0', '1.0.0')).toEqual({ compatible: true });
    expect(checkProtocol('1.7.3', '1.0.0')).toEqual({ compatible: true });
    expect(checkProtocol(BUS_PROTOCOL_VERSION)).toEqual({ compatible: true });
  });

  it('refuses a remote of another major and says which versions differ', () => {
    const result = checkProtocol('2.0.0', '1.4.0');
    expect(result).toEqual({
      compatible: false,
      reason: 'The module was built for bus protocol 2.0.0; this site has 1.4.0.',
    });
    expect(checkProtocol('0.9.0', '1.0.0').compatible).toBe(false);
  });

  it.each([undefined, null, 1, '', 'latest'])(
    'refuses a remote without a readable version (%p)',
    (version) => {
      expect(checkProtocol(version, '1.0.0')).toEqual({
        compatible: false,
        reason: 'The module does not declare a bus protocol version.',
      });
    },
  );
});
