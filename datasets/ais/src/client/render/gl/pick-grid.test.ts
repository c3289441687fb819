import { describe, expect, it } from 'vitest';
import { GRID_CELLS, PickGrid, pickOrder } from './pick-grid.js';

function visited(grid: PickGrid, box: [number, number, number, number]): number[] {
  const slots: number[] = [];
  grid.query(...box, (slot) => slots.push(slot));
  return slots.sort((a, b) => a - b);
}

describe('PickGrid', () => {
  const cell = 1 / GRID_CELLS;

  it('finds the slots in the cells a box touches and nothing far away', () => {
    const grid = new PickGrid(4);
    grid.place(0, 0.5, 0.5);
    grid.place(1, 0.5 + cell / 4, 0.5);
    grid.place(2, 0.9, 0.1);
    expect(visited(grid, [0.5 - cell, 0.5 - cell, 0.5 + cell, 0.5 + cell])).toEqual([0, 1]);
    expect(visited(grid, [0.89, 0.09, 0.91, 0.11])).toEqual([2]);
  });

  it('follows a vessel that moves to another cell', () => {
    const grid = new PickGrid(2);
    grid.place(0, 0.2, 0.2);
    grid.place(1, 0.2, 0.2);
    grid.place(0, 0.7, 0.7);
    expect(visited(grid, [0.19, 0.19, 0.21, 0.21])).toEqual([1]);
    expect(visited(grid, [0.69, 0.69, 0.71, 0.71])).toEqual([0]);
  });

  it('forgets removed slots wherever they are in a cell chain', () => {
    const grid = new PickGrid(2);
    for (let slot = 0; slot < 5; slot++) grid.place(slot, 0.3, 0.3);
    grid.remove(2);
    grid.remove(4);
    grid.remove(0);
    grid.remove(0);
    expect(visited(grid, [0.29, 0.29, 0.31, 0.31])).toEqual([1, 3]);
  });

  it('keeps positions at the edges of the world in the edge cells', () => {
    const grid = new PickGrid(2);
    grid.place(0, 1, 1);
    grid.place(1, -0.01, 0);
    expect(visited(grid, [0.999, 0.999, 1, 1])).toEqual([0]);
    expect(visited(grid, [0, 0, 0.0001, 0.0001])).toEqual([1]);
  });

  it('can be emptied', () => {
    const grid = new PickGrid(2);
    grid.place(0, 0.5, 0.5);
    grid.clear();
    expect(visited(grid, [0, 0, 1, 1])).toEqual([]);
  });
});

describe('pickOrder', () => {
  it('hits icons within their radius plus the tolerance, fresh over old, later over earlier', () => {
    const order = pickOrder(
      [
        { slot: 1, distance: 5, radius: 16, old: false },
        { slot: 2, distance: 18, radius: 16, old: false },
        { slot: 3, distance: 4, radius: 16, old: true },
        { slot: 4, distance: 30, radius: 16, old: false },
        { slot: 5, distance: 0, radius: 10, old: false },
      ],
      3,
    );
    expect(order).toEqual([5, 2, 1, 3]);
  });
});
