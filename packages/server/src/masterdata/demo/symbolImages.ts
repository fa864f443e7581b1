import type { DemoImage } from '../../images/demoImages';
import { DEMO_SYMBOLS, type DemoSymbol } from './symbols';

export const symbolImage = (symbol: DemoSymbol): DemoImage => ({
  key: `masterdata/symbol/${symbol}`,
  draw: () => DEMO_SYMBOLS[symbol]().toPng(),
});

/** The icons of the demo catalogue's components. */
export const masterdataDemoImages: readonly DemoImage[] = (Object.keys(DEMO_SYMBOLS) as DemoSymbol[]).map(symbolImage);
