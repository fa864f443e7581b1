import { DataTable, formatCents, useBreakpoint, type ListColumn } from '@planner/ui';
import type { ReactNode } from 'react';

/** A right-aligned figure of a line, in its own column from tablet up. */
export interface FigureColumn<T> {
  key: string;
  title: string;
  width: number;
  render: (line: T) => ReactNode;
}

export interface LinesTableProps<T extends { totalPrice: number }> {
  lines: T[];
  rowKey: (line: T) => string;
  emptyText: string;
  /** Title of the first column, which names the line. */
  title: string;
  /** The first column's content; on phones it also carries the figures, which have no columns there. */
  describe: (line: T, mobile: boolean) => ReactNode;
  figures: FigureColumn<T>[];
}

/** Lines of a quote: what they are, their figures and their total. */
export function LinesTable<T extends { totalPrice: number }>({ lines, rowKey, emptyText, title, describe, figures }: LinesTableProps<T>) {
  const mobile = useBreakpoint() === 'mobile';
  const figureColumns: ListColumn<T>[] = figures.map((figure) => ({
    key: figure.key,
    title: figure.title,
    align: 'right',
    width: figure.width,
    render: (_, line) => figure.render(line),
  }));
  const columns: ListColumn<T>[] = [
    { title, key: 'description', render: (_, line) => describe(line, mobile) },
    ...(mobile ? [] : figureColumns),
    {
      title: 'Gesamt',
      key: 'total',
      align: 'right',
      width: 120,
      render: (_, line) => <span style={{ whiteSpace: 'nowrap' }}>{formatCents(line.totalPrice)}</span>,
    },
  ];
  return <DataTable<T> size="small" rows={lines} columns={columns} rowKey={rowKey} emptyText={emptyText} />;
}
