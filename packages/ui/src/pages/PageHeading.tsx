import type { ReactNode } from 'react';

/**
 * The page's level-1 heading inside a full-page result (404, error, placeholder): the result keeps
 * its look, screen readers find the page's heading.
 */
export function ResultHeading({ children }: { children: ReactNode }) {
  return <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{children}</h1>;
}
