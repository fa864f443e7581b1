// `npm run bench`: measures the performance budgets against the production build.
import { benchCrmPageWeight } from './bench/pageWeight.mjs';
import { benchServerStart } from './bench/server.mjs';
import { benchCustomerList } from './bench/customerList.mjs';
import { benchEditor } from './bench/editor.mjs';
import { benchQuotePdf } from './bench/quotePdf.mjs';
import { benchDurability } from './bench/durability.mjs';
import { benchNoisyNeighbour } from './bench/noisyNeighbour.mjs';
import { benchRawBaseline } from './bench/rawBaseline.mjs';

const benches = [benchServerStart, benchDurability, () => benchCrmPageWeight(), benchCustomerList, benchQuotePdf, benchNoisyNeighbour, benchRawBaseline, benchEditor];

const results = [];
for (const bench of benches) results.push(...(await bench()));

let failed = false;
for (const { name, value, unit, budget } of results) {
  if (budget === null) {
    console.log(`info ${name}: ${value.toFixed(unit === '×' ? 2 : 1)} ${unit}`);
    continue;
  }
  const within = value <= budget;
  failed ||= !within;
  console.log(`${within ? 'ok  ' : 'OVER'} ${name}: ${value.toFixed(unit === '×' ? 2 : 1)} ${unit} (budget ${budget} ${unit})`);
}
process.exit(failed ? 1 : 0);
