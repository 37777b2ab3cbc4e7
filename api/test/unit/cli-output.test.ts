import { printLine, printTable } from '../../cli/commands/command.js';

/**
 * The operator CLI prints text members wrote (an application's comment, a holder's name): a
 * terminal acts on the control characters in it, so ESC could clear or recolour the operator's
 * screen or plant a link, CR overwrite a line, and an 8-bit CSI do what ESC [ does. The CLI
 * prints them as visible escapes instead, whatever the API let through (old rows included).
 */
const COMMENT =
  'please\u001b[2J\u001b[H\u001b[31mred\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007' +
  '\u009b0m\rOVERWRITE\nsecond line\u202eevil\u007f';

/** Anything a terminal acts on: C0 controls, DEL, C1 controls and bidi overrides/isolates. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ACTIVE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

let lines: string[];
let restore: () => void;
beforeEach(() => {
  lines = [];
  const log = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
  restore = () => log.mockRestore();
});
afterEach(() => restore());

describe('the operator CLI output', () => {
  it('prints a table cell with its control characters made visible', () => {
    printTable([
      { id: 7, comment: COMMENT },
      { id: 8, comment: '\u009b0m\rOVER\nnext' },
    ]);
    const output = lines.join('\n');
    // Header, rule and two rows: a new line in a comment does not start a row.
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).not.toMatch(ACTIVE);
    expect(output).toContain('please\\x1b[2J\\x1b[H\\x1b[31mred');
    expect(output).toContain('\\x9b0m\\rOVER\\nnext');
  });

  it('keeps --json output valid JSON that holds the same text, with nothing active in it', () => {
    printTable([{ id: 7, comment: COMMENT }], true);
    const output = lines.join('\n');
    // Only the new lines of its own layout.
    expect(output.replace(/\n/g, '')).not.toMatch(ACTIVE);
    expect(JSON.parse(output)).toEqual([{ id: 7, comment: COMMENT }]);
  });

  it('prints a line of its own words and the server text in it safely', () => {
    printLine(`reject reason: ${COMMENT}`);
    const output = lines.join('\n');
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(output).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(output).toContain('reject reason: please\\x1b[2J');
    // Its own new lines stay new lines.
    printLine('one\ntwo');
    expect(lines.at(-1)).toBe('one\ntwo');
  });
});
