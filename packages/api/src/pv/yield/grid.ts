/**
 * A table of values over two ascending axes, read between its points by bilinear interpolation;
 * coordinates outside an axis are held at its first or last point.
 */
export interface Grid {
  rows: readonly number[];
  columns: readonly number[];
  /** `values[row][column]` */
  values: readonly (readonly number[])[];
}

/** The index of the axis segment holding `x` and the position within it (0…1), clamped to the axis. */
function locate(axis: readonly number[], x: number): [number, number] {
  const last = axis.length - 1;
  if (x <= axis[0]!) return [0, 0];
  if (x >= axis[last]!) return [last - 1, 1];
  let index = 0;
  while (x > axis[index + 1]!) index += 1;
  const from = axis[index]!;
  return [index, (x - from) / (axis[index + 1]! - from)];
}

export function interpolateGrid(grid: Grid, row: number, column: number): number {
  const [r, tr] = locate(grid.rows, row);
  const [c, tc] = locate(grid.columns, column);
  const at = (i: number, j: number) => grid.values[i]![j]!;
  const top = at(r, c) + (at(r, c + 1) - at(r, c)) * tc;
  const bottom = at(r + 1, c) + (at(r + 1, c + 1) - at(r + 1, c)) * tc;
  return top + (bottom - top) * tr;
}
