import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardGrid } from './CardGrid';

function atWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const grid = () => screen.getByText('Kunde').parentElement!;

describe('CardGrid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [390, 'repeat(1, minmax(0, 1fr))'],
    [900, 'repeat(2, minmax(0, 1fr))'],
    [1440, 'repeat(4, minmax(0, 1fr))'],
  ])('at %i px puts as many cards in a row as given for the breakpoint', (width, template) => {
    atWidth(width);
    render(
      <CardGrid columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
        <div>Kunde</div>
        <div>Baustelle</div>
      </CardGrid>,
    );
    expect(grid().style.gridTemplateColumns).toBe(template);
    expect(grid().style.display).toBe('grid');
  });
});
