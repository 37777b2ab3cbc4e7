import { setupI18n } from '@site/shared';
import { roulette } from '@site/house-games/engines';
import { fireEvent, render, screen } from '@testing-library/react';
import { addLiveTableTranslations } from './i18n/live-table-translations';
import { RouletteBoard } from './roulette-board.component';

beforeAll(async () => {
  await setupI18n('en');
  addLiveTableTranslations();
});

const noChips = () => ({ mineMinor: 0, laidMinor: 0, othersMinor: 0 });

const renderBoard = (onLay = jest.fn(), disabled = false) => {
  const view = render(
    <RouletteBoard
      table={{ game: 'ROULETTE' }}
      round={null}
      amountsOf={(spot) =>
        spot === 'RED' ? { mineMinor: 1_000, laidMinor: 500, othersMinor: 2_000 } : noChips()
      }
      money={(minor) => `৳ ${(minor / 100).toFixed(2)}`}
      disabled={disabled}
      onLay={onLay}
    />,
  );
  const spots = [...view.container.querySelectorAll('[data-spot]')].map((node) =>
    node.getAttribute('data-spot')!,
  );
  return { ...view, spots };
};

describe("roulette's layout", () => {
  it('offers every bet of the European table once, each one the engine takes', () => {
    const { spots } = renderBoard();
    expect(new Set(spots).size).toBe(spots.length);
    for (const spot of spots) expect(roulette.isSpot(spot)).toBe(true);
    const count = (betType: string) =>
      spots.filter((spot) => roulette.coverage(spot)!.betType === betType).length;
    // 37 numbers; 57 splits between numbers and 3 with zero; 12 streets; 22 corners; 11 six lines.
    expect(count('STRAIGHT')).toBe(37);
    expect(count('SPLIT')).toBe(60);
    expect(count('STREET')).toBe(12);
    expect(count('CORNER')).toBe(22);
    expect(count('SIX_LINE')).toBe(11);
    expect(count('DOZEN')).toBe(3);
    expect(count('COLUMN')).toBe(3);
    expect(count('EVEN_CHANCE')).toBe(6);
  });

  it('names each bet and what lies on it for screen readers, and lays a chip on a click', () => {
    const onLay = jest.fn();
    renderBoard(onLay);
    fireEvent.click(screen.getByRole('button', { name: 'Corner 1, 2, 4, 5' }));
    expect(onLay).toHaveBeenCalledWith('CORNER:1');
    expect(
      screen.getByRole('button', { name: 'Red, 1:1, your chips ৳ 15.00, others ৳ 20.00' }),
    ).toBeInTheDocument();
  });

  it('puts each inside bet on the lines between the numbers it covers, on the wide layout and the phone one', () => {
    const { container } = renderBoard();
    const cells = [...container.querySelectorAll<HTMLElement>('.lt-num-cell')];
    const numberOf = (cell: HTMLElement) =>
      Number(cell.querySelector('.lt-num')!.getAttribute('data-spot')!.split(':')[1]);
    const place = new Map(
      cells.map((cell) => {
        const read = (name: string) => Number(cell.style.getPropertyValue(name));
        return [
          numberOf(cell),
          {
            wide: [read('--lt-wide-row'), read('--lt-wide-column')],
            phone: [read('--lt-phone-row'), read('--lt-phone-column')],
          },
        ] as const;
      }),
    );
    // Wide: 3 on top, 1 below it, 36 at the far end; phone: 1 2 3 under zero, 34 35 36 last.
    expect(place.get(1)).toEqual({ wide: [3, 2], phone: [2, 2] });
    expect(place.get(3)).toEqual({ wide: [1, 2], phone: [2, 4] });
    expect(place.get(36)).toEqual({ wide: [1, 13], phone: [13, 4] });
    // On the phone, the numbers an edge's bet covers, as [rows down, columns right] from the
    // number it is drawn on; the wide layout is the same turned a quarter (rows up = columns right).
    const PHONE_BLOCKS: Record<string, Array<[number, number]>> = {
      next: [
        [0, 0],
        [1, 0],
      ],
      beside: [
        [0, 0],
        [0, 1],
      ],
      corner: [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ],
      street: [
        [0, 0],
        [0, 1],
        [0, 2],
      ],
      line: [
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 0],
        [1, 1],
        [1, 2],
      ],
    };
    const sorted = (offsets: Array<[number, number]>) => offsets.map(String).sort();
    let checked = 0;
    for (const cell of cells) {
      const here = place.get(numberOf(cell))!;
      for (const hot of cell.querySelectorAll<HTMLElement>('.lt-hot')) {
        const edge = /lt-hot--(\w+)/.exec(hot.className)![1]!;
        const covered = roulette.coverage(hot.dataset.spot!)!.numbers.filter((n) => n !== 0);
        const offsets = (layout: 'wide' | 'phone') =>
          covered.map((n): [number, number] => {
            const [row, column] = place.get(n)![layout];
            return [row - here[layout][0], column - here[layout][1]];
          });
        if (edge === 'zero') {
          expect(offsets('phone')).toEqual([[0, 0]]);
          expect(here.phone[0]).toBe(2);
        } else {
          const block = PHONE_BLOCKS[edge]!;
          expect(sorted(offsets('phone'))).toEqual(sorted(block));
          expect(sorted(offsets('wide'))).toEqual(
            sorted(block.map(([down, right]) => [-right, down])),
          );
        }
        checked += 1;
      }
    }
    expect(checked).toBe(60 + 12 + 22 + 11);
  });

  it('takes no chip once betting is closed', () => {
    const onLay = jest.fn();
    renderBoard(onLay, true);
    fireEvent.click(screen.getByRole('button', { name: /^Split 0, 1/ }));
    expect(onLay).not.toHaveBeenCalled();
  });
});
