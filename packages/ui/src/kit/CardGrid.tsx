import type { ReactNode } from 'react';
import { useBreakpoint, type Breakpoint } from '../breakpoints';

/**
 * Cards side by side, as many per row as `columns` gives for the breakpoint, 16 px apart; each
 * card as high as the highest in its row. A CSS grid instead of antd's Row and Col, which are
 * two more shared modules to download on the pages that show a few cards.
 */
export function CardGrid({ columns, children }: { columns: Record<Breakpoint, number>; children: ReactNode }) {
  const perRow = columns[useBreakpoint()];
  return <div style={{ display: 'grid', gap: 16, gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` }}>{children}</div>;
}
