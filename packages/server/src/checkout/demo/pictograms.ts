import { Canvas, type Rgb } from '../../images/canvas';

/** 64 × 64 px pictograms for the demo options, drawn on a light rounded tile. */
const SIZE = 64;
const TILE: Rgb = [238, 243, 250];
const INK: Rgb = [38, 50, 72];
const WHITE: Rgb = [255, 255, 255];

const tile = () => new Canvas(SIZE).roundRect(0, 0, SIZE, SIZE, 12, TILE);

export function intercomPictogram(accent: Rgb, withScreen: boolean): Buffer {
  const c = tile().roundRect(18, 6, 28, 52, 5, INK).roundRect(21, 9, 22, 46, 3, accent);
  if (withScreen) c.roundRect(24, 13, 16, 12, 2, INK).circle(32, 19, 3, [120, 190, 255]);
  else for (const y of [14, 19, 24]) for (const x of [26, 32, 38]) c.circle(x, y, 1.6, INK);
  return c.circle(32, 44, 5, WHITE).circle(32, 44, 2.5, INK).toPng();
}

export function lockPictogram(body: Rgb, keypad: boolean): Buffer {
  const c = tile().ring(32, 24, 11, 5, INK).rect(19, 24, 2, 4, INK).rect(43, 24, 2, 4, INK);
  c.roundRect(14, 28, 36, 28, 5, body);
  if (keypad) {
    for (const y of [34, 41, 48]) for (const x of [24, 32, 40]) c.circle(x, y, 2.2, WHITE);
  } else {
    c.circle(32, 39, 4.5, INK).polygon([[30, 40], [34, 40], [35, 50], [29, 50]], INK);
  }
  return c.toPng();
}

export function mailboxPictogram(body: Rgb, withBell: boolean): Buffer {
  const c = tile().roundRect(8, 16, 42, 38, 6, body).roundRect(14, 24, 30, 5, 2, INK);
  c.rect(14, 35, 22, 2, WHITE).rect(14, 40, 16, 2, WHITE);
  if (withBell) c.circle(42, 44, 5, WHITE).circle(42, 44, 2.5, [230, 160, 30]);
  else c.rect(50, 10, 3, 24, INK).polygon([[53, 10], [60, 13.5], [53, 17]], [220, 60, 50]);
  return c.toPng();
}

export function tvPictogram(screen: Rgb): Buffer {
  return tile()
    .roundRect(8, 12, 48, 32, 4, INK)
    .roundRect(11, 15, 42, 26, 2, screen)
    .polygon([[26, 44], [38, 44], [42, 52], [22, 52]], INK)
    .rect(18, 52, 28, 3, INK)
    .toPng();
}

export function satellitePictogram(dish: Rgb): Buffer {
  return tile()
    .fill(dish, (x, y) => Math.hypot(x - 26, y - 30) <= 20 && x + y <= 60)
    .line(26, 34, 44, 16, 3, INK)
    .circle(45, 15, 4, INK)
    .line(24, 40, 18, 56, 4, INK)
    .rect(10, 55, 22, 3, INK)
    .toPng();
}

export function cableChannelPictogram(duct: Rgb): Buffer {
  const c = tile().roundRect(8, 16, 48, 32, 3, INK).rect(11, 19, 42, 26, duct);
  for (const [y, color] of [[25, [220, 60, 50]], [32, [40, 140, 220]], [39, [60, 170, 90]]] as const) {
    c.line(4, y, 60, y, 2, color);
  }
  return c.toPng();
}

export function patchFieldPictogram(ports: number, portColor: Rgb): Buffer {
  const c = tile().roundRect(4, 20, 56, 24, 3, INK).circle(8, 32, 1.5, WHITE).circle(56, 32, 1.5, WHITE);
  const width = 40 / ports;
  for (let i = 0; i < ports; i += 1) {
    c.rect(12 + i * width + 0.8, 26, width - 1.6, 6, portColor).rect(12 + i * width + 0.8, 34, width - 1.6, 5, portColor);
  }
  return c.toPng();
}

export function powerMeterPictogram(accent: Rgb, withSun: boolean): Buffer {
  const c = tile().roundRect(12, 8, 40, 48, 5, INK).roundRect(16, 12, 32, 14, 2, [200, 235, 210]);
  for (const x of [19, 25, 31, 37, 43]) c.rect(x - 1.5, 15, 3, 8, INK);
  c.circle(32, 40, 9, accent).line(32, 40, 37, 35, 2, INK);
  if (withSun) {
    c.circle(52, 12, 6, [250, 190, 30]);
    for (let a = 0; a < 8; a += 1) {
      const angle = (a * Math.PI) / 4;
      c.line(52 + Math.cos(angle) * 8, 12 + Math.sin(angle) * 8, 52 + Math.cos(angle) * 11, 12 + Math.sin(angle) * 11, 1.8, [250, 190, 30]);
    }
  }
  return c.toPng();
}

export function outletCoverPictogram(frame: Rgb, insert: Rgb): Buffer {
  return tile()
    .roundRect(8, 8, 48, 48, 8, frame)
    .ring(32, 32, 15, 2, [150, 160, 175])
    .circle(32, 32, 13, insert)
    .circle(26, 32, 2.6, INK)
    .circle(38, 32, 2.6, INK)
    .toPng();
}
