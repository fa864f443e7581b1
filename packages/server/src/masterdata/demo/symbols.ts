import { Raster } from './raster';

/*
 * Installation symbols for the demo catalogue in the style of DIN EN 60617-11 (installation
 * plans): outlets as a dome with a stem, switches as a circle with a lever, lights as a
 * crossed circle. A short text under an outlet names its kind, as installers write it in plans.
 */

const outlet = (label?: string, count?: string) => {
  const raster = new Raster().arc(32, 40, 16, 180, 360).line(32, 24, 32, 6).line(18, 24, 46, 24);
  if (count) raster.text(count, 12, 4, 2);
  if (label) raster.text(label, 32, 46);
  return raster;
};

const LEVER: [number, number] = [0.636, -0.772];

function lever(raster: Raster, cx: number, cy: number, direction: [number, number], length = 30): Raster {
  const [dx, dy] = direction;
  const endX = cx + dx * length;
  const endY = cy + dy * length;
  return raster.line(cx + dx * 5, cy + dy * 5, endX, endY).line(endX, endY, endX - dy * 7, endY + dx * 7);
}

const switchBase = () => new Raster().circle(22, 44, 5);

const rotate = ([x, y]: [number, number], deg: number): [number, number] => {
  const a = (deg * Math.PI) / 180;
  return [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
};

const light = (cx = 32, cy = 32, r = 18) => {
  const d = r * 0.7071;
  return new Raster().circle(cx, cy, r).line(cx - d, cy - d, cx + d, cy + d).line(cx - d, cy + d, cx + d, cy - d);
};

export const DEMO_SYMBOLS = {
  schuko: () => outlet(),
  doubleOutlet: () => outlet(undefined, '2'),
  tripleOutlet: () => outlet(undefined, '3'),
  usbOutlet: () => outlet('USB'),
  outdoorOutlet: () => outlet('IP44'),
  cooker: () => outlet('HERD'),
  washingMachine: () => outlet('WM'),
  dryer: () => outlet('TR'),
  dishwasher: () => outlet('GS'),
  fridge: () => outlet('KS'),
  network: () => outlet('LAN'),
  doubleNetwork: () => outlet('LAN', '2'),
  tv: () => outlet('TV'),
  sat: () => outlet('SAT'),
  phone: () => outlet('TAE'),
  onOffSwitch: () => lever(switchBase(), 22, 44, LEVER),
  seriesSwitch: () => lever(lever(switchBase(), 22, 44, LEVER), 22, 44, rotate(LEVER, -28), 26),
  twoWaySwitch: () => lever(lever(switchBase(), 22, 44, LEVER, 26), 22, 44, [-LEVER[0], -LEVER[1]], 14),
  crossSwitch: () =>
    lever(
      lever(lever(lever(new Raster().circle(32, 32, 5), 32, 32, LEVER, 24), 32, 32, [-LEVER[0], -LEVER[1]], 24), 32, 32, [
        -LEVER[0],
        LEVER[1],
      ], 24),
      32,
      32,
      [LEVER[0], -LEVER[1]],
      24,
    ),
  pushButton: () => new Raster().circle(32, 32, 16).disc(32, 32, 5),
  dimmer: () =>
    lever(switchBase(), 22, 44, LEVER)
      .line(14, 58, 52, 20, 2.5)
      .fillPolygon([
        [56, 16],
        [44, 20],
        [52, 28],
      ]),
  blindSwitch: () =>
    lever(switchBase(), 20, 46, LEVER, 26)
      .fillPolygon([
        [50, 8],
        [42, 22],
        [58, 22],
      ])
      .fillPolygon([
        [50, 56],
        [42, 42],
        [58, 42],
      ]),
  ceilingLight: () => light(),
  wallLight: () => light(32, 28, 16).line(14, 54, 50, 54).line(32, 44, 32, 54),
  recessedSpot: () => {
    const raster = light(32, 32, 11);
    for (let deg = 0; deg < 360; deg += 45) {
      const [dx, dy] = rotate([1, 0], deg);
      raster.line(32 + dx * 16, 32 + dy * 16, 32 + dx * 24, 32 + dy * 24, 2.5);
    }
    return raster;
  },
  outdoorLight: () => light(32, 22, 15).text('IP44', 32, 44, 2),
  thermostat: () => new Raster().rect(14, 6, 36, 52).line(32, 14, 32, 36, 5).disc(32, 44, 7).line(38, 18, 42, 18, 2).line(38, 24, 42, 24, 2).line(38, 30, 42, 30, 2),
  smokeDetector: () => new Raster().rect(8, 8, 48, 48).text('RM', 32, 22, 3),
  motionDetector: () =>
    new Raster()
      .arc(32, 52, 12, 180, 360)
      .line(18, 52, 46, 52)
      .arc(32, 52, 22, 235, 305, 2.5)
      .arc(32, 52, 32, 240, 300, 2.5)
      .arc(32, 52, 42, 245, 295, 2.5),
  doorbell: () => new Raster().arc(32, 40, 18, 180, 360).line(12, 40, 52, 40).line(32, 40, 32, 58),
  distributionBoard: () =>
    new Raster().rect(8, 18, 48, 28).fillPolygon([
      [8, 46],
      [56, 18],
      [56, 46],
    ]),
} satisfies Record<string, () => Raster>;

export type DemoSymbol = keyof typeof DEMO_SYMBOLS;
