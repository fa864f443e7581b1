// `npm run bench`: measures the performance budgets against the production build.
import { benchCrmPageWeight } from './bench/pageWeight.mjs';
import { benchServerStart } from './bench/server.mjs';
import { benchCustomerList } from './bench/customerList.mjs';
import { benchEditor } from './bench/editor.mjs';
import { benchQuotePdf } from './bench/quotePdf.mjs';
import { benchDurability } from './bench/durability.mjs';
import { benchNoisyNeighbour } from './bench/noisyNeighbour.mjs';
import { benchRawBaseline } from './bench/rawBaseline.mjs';
import { benchPvDesign } from './bench/pvDesign.mjs';
import { benchPvFinalize } from './bench/pvFinalize.mjs';
import { benchScaling } from './bench/scaling.mjs';

/** The parts in the order they run; `npm run bench -- editor pvDesign` runs only the parts named. */
const benches = {
  serverStart: benchServerStart,
  durability: benchDurability,
  pageWeight: () => benchCrmPageWeight(),
  customerList: benchCustomerList,
  quotePdf: benchQuotePdf,
  noisyNeighbour: benchNoisyNeighbour,
  rawBaseline: benchRawBaseline,
  scaling: benchScaling,
  editor: benchEditor,
  pvDesign: benchPvDesign,
  pvFinalize: benchPvFinalize,
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(`Unknown bench part(s): ${unknown.join(', ')}. Parts: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}

const results = [];
for (const [name, bench] of Object.entries(benches)) {
  if (chosen.length === 0 || chosen.includes(name)) results.push(...(await bench()));
}

const figure = (value, unit) => value.toFixed(unit === '×' ? 2 : 1);
/** A budget as given, or like the figures when it is a fraction (1000 / 45 ms). */
const budgetFigure = (budget, unit) => (Number.isInteger(budget * 100) ? String(budget) : figure(budget, unit));

let failed = false;
for (const { name, value, unit, budget } of results) {
  if (budget === null) {
    console.log(`info ${name}: ${figure(value, unit)} ${unit}`);
    continue;
  }
  const within = value <= budget;
  failed ||= !within;
  console.log(`${within ? 'ok  ' : 'OVER'} ${name}: ${figure(value, unit)} ${unit} (budget ${budgetFigure(budget, unit)} ${unit})`);
}
process.exit(failed ? 1 : 0);
