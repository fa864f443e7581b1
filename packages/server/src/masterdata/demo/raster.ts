import { Canvas } from '../../images/canvas';

const INK = [31, 41, 55] as const;

type Shape = (x: number, y: number) => boolean;

function distanceToSegment(px: number, py: number, x1: number, y1: number, x2: number, y2: number): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / lengthSquared));
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

/** Glyphs of a 5×7 pixel font, one string of five bits per row. */
const FONT: Record<string, readonly string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  2: ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  3: ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  4: ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
};

/**
 * A 64×64 drawing surface for line symbols (DIN EN 60617 style) in one ink colour,
 * anti-aliased by the canvas' supersampling; coordinates in icon pixels.
 */
export class Raster {
  private readonly shapes: Shape[] = [];

  constructor(readonly size = 64) {}

  line(x1: number, y1: number, x2: number, y2: number, width = 3): this {
    this.shapes.push((x, y) => distanceToSegment(x, y, x1, y1, x2, y2) <= width / 2);
    return this;
  }

  polyline(points: readonly [number, number][], width = 3): this {
    points.slice(1).forEach(([x, y], i) => this.line(points[i]![0], points[i]![1], x, y, width));
    return this;
  }

  circle(cx: number, cy: number, r: number, width = 3): this {
    this.shapes.push((x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) <= width / 2);
    return this;
  }

  disc(cx: number, cy: number, r: number): this {
    this.shapes.push((x, y) => Math.hypot(x - cx, y - cy) <= r);
    return this;
  }

  /** Arc from `fromDeg` to `toDeg`, clockwise on screen, 0° pointing right. */
  arc(cx: number, cy: number, r: number, fromDeg: number, toDeg: number, width = 3): this {
    const from = (fromDeg * Math.PI) / 180;
    const span = (((toDeg - fromDeg) % 360) + 360) % 360 || 360;
    this.shapes.push((x, y) => {
      if (Math.abs(Math.hypot(x - cx, y - cy) - r) > width / 2) return false;
      const angle = (((Math.atan2(y - cy, x - cx) - from) * 180) / Math.PI + 720) % 360;
      return angle <= span;
    });
    return this;
  }

  rect(x: number, y: number, w: number, h: number, width = 3): this {
    return this.polyline(
      [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
        [x, y],
      ],
      width,
    );
  }

  fillPolygon(points: readonly [number, number][]): this {
    this.shapes.push((x, y) => {
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
        const [xi, yi] = points[i]!;
        const [xj, yj] = points[j]!;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    });
    return this;
  }

  /** Text centred on `cx`, top at `top`, in the 5×7 font at `scale` pixels per font pixel. */
  text(value: string, cx: number, top: number, scale = 2): this {
    const advance = 6 * scale;
    const left = cx - (value.length * advance - scale) / 2;
    [...value].forEach((char, index) => {
      const glyph = FONT[char];
      if (!glyph) throw new Error(`no glyph for "${char}"`);
      glyph.forEach((row, gy) =>
        [...row].forEach((bit, gx) => {
          if (bit !== '1') return;
          const x0 = left + index * advance + gx * scale;
          const y0 = top + gy * scale;
          this.shapes.push((x, y) => x >= x0 && x < x0 + scale && y >= y0 && y < y0 + scale);
        }),
      );
    });
    return this;
  }

  toPng(): Buffer {
    return new Canvas(this.size).fill(INK, (x, y) => this.shapes.some((shape) => shape(x, y))).toPng();
  }
}
