import { csvField, toCsv } from './report-csv';

describe('report CSV', () => {
  it('quotes commas, quotes and line breaks, and leaves plain fields alone', () => {
    expect(csvField('PADMA')).toBe('PADMA');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('জমা, সংখ্যা')).toBe('"জমা, সংখ্যা"');
  });

  it('writes numbers as numbers and defuses text a spreadsheet would run', () => {
    expect(csvField(-110.25)).toBe('-110.25');
    expect(csvField(0)).toBe('0');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it('joins fields with commas and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['Day', 'GGR'],
        ['2026-01-05', -1.5],
      ]),
    ).toBe('Day,GGR\r\n2026-01-05,-1.5\r\n');
  });
});
