import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './arrivals-csv.ts';

describe('the arrivals CSV cells (decision 214)', () => {
  it.each([
    ['Rosa', 'Rosa'],
    ['Amaral, Jr.', '"Amaral, Jr."'],
    ['Jonas "JJ"', '"Jonas ""JJ"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+55 48', "'+55 48"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['', ''],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('joins rows with CRLF after a byte order mark', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c,d', 'e'],
      ]),
    ).toBe('\uFEFFa,b\r\n"c,d",e\r\n');
  });
});
