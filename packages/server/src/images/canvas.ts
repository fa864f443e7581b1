import { encodePng } from './png';

export type Rgb = readonly [number, number, number];

/**
 * A tiny anti-aliased drawing surface for demo pictograms: filled shapes are sampled 4×4
 * per pixel, so edges look smooth at small sizes.
 */
export class Canvas {
  private readonly rgba: Uint8Array;

  constructor(
    readonly size: number,
    background: Rgb | null = null,
  ) {
    this.rgba = new Uint8Array(size * size * 4);
    if (background) this.fill(background, () => true);
  }

  /** Paints every point (in pixel units) for which `inside` holds. */
  fill(color: Rgb, inside: (x: number, y: number) => boolean): this {
    const samples = 4;
    for (let py = 0; py < this.size; py += 1) {
      for (let px = 0; px < this.size; px += 1) {
        let hits = 0;
        for (let sy = 0; sy < samples; sy += 1) {
          for (let sx = 0; sx < samples; sx += 1) {
            if (inside(px + (sx + 0.5) / samples, py + (sy + 0.5) / samples)) hits += 1;
          }
        }
        if (hits > 0) this.blend(px, py, color, hits / (samples * samples));
      }
    }
    return this;
  }

  rect(x: number, y: number, width: number, height: number, color: Rgb): this {
    return this.fill(color, (px, py) => px >= x && px <= x + width && py >= y && py <= y + height);
  }

  roundRect(x: number, y: number, width: number, height: number, radius: number, color: Rgb): this {
    return this.fill(color, (px, py) => {
      const dx = Math.max(x + radius - px, 0, px - (x + width - radius));
      const dy = Math.max(y + radius - py, 0, py - (y + height - radius));
      return px >= x && px <= x + width && py >= y && py <= y + height && dx * dx + dy * dy <= radius * radius;
    });
  }

  circle(cx: number, cy: number, radius: number, color: Rgb): this {
    return this.fill(color, (px, py) => (px - cx) ** 2 + (py - cy) ** 2 <= radius * radius);
  }

  ring(cx: number, cy: number, radius: number, width: number, color: Rgb): this {
    return this.fill(color, (px, py) => Math.abs(Math.hypot(px - cx, py - cy) - radius) <= width / 2);
  }

  line(x1: number, y1: number, x2: number, y2: number, width: number, color: Rgb): this {
    const length2 = (x2 - x1) ** 2 + (y2 - y1) ** 2;
    return this.fill(color, (px, py) => {
      const t = Math.max(0, Math.min(1, ((px - x1) * (x2 - x1) + (py - y1) * (y2 - y1)) / length2));
      return Math.hypot(px - (x1 + t * (x2 - x1)), py - (y1 + t * (y2 - y1))) <= width / 2;
    });
  }

  polygon(points: readonly (readonly [number, number])[], color: Rgb): this {
    return this.fill(color, (px, py) => {
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
        const [xi, yi] = points[i] ?? [0, 0];
        const [xj, yj] = points[j] ?? [0, 0];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    });
  }

  toPng(): Buffer {
    return encodePng(this.size, this.size, this.rgba);
  }

  private blend(px: number, py: number, [r, g, b]: Rgb, coverage: number): void {
    const i = (py * this.size + px) * 4;
    const below = (this.rgba[i + 3] ?? 0) / 255;
    const alpha = coverage + below * (1 - coverage);
    const mix = (top: number, bottom: number) => Math.round((top * coverage + bottom * below * (1 - coverage)) / alpha);
    this.rgba[i] = mix(r, this.rgba[i] ?? 0);
    this.rgba[i + 1] = mix(g, this.rgba[i + 1] ?? 0);
    this.rgba[i + 2] = mix(b, this.rgba[i + 2] ?? 0);
    this.rgba[i + 3] = Math.round(alpha * 255);
  }
}
