import { existsSync, readFileSync } from 'node:fs';

/** A picture of the demo data, drawn by code; `key` names it across builds. */
export interface DemoImage {
  key: string;
  draw(): Buffer;
}

/**
 * Every demo picture as PNG, drawn by build.mjs next to the bundle: drawing them takes the
 * better part of a second of CPU, which would hold up the server's first answers while the
 * demo company is seeded. Running from source there is none and pictures are drawn on use.
 */
const PRERENDERED_IMAGES = new URL('./demo-images.json', import.meta.url);

let prerendered: ReadonlyMap<string, Buffer> | undefined;

function prerenderedImages(): ReadonlyMap<string, Buffer> {
  if (!prerendered) {
    const entries: Record<string, string> = existsSync(PRERENDERED_IMAGES)
      ? JSON.parse(readFileSync(PRERENDERED_IMAGES, 'utf8'))
      : {};
    prerendered = new Map(Object.entries(entries).map(([key, base64]) => [key, Buffer.from(base64, 'base64')]));
  }
  return prerendered;
}

/** The PNG of `image`: the build's drawing if there is one, else drawn now. */
export function demoImagePng(image: DemoImage): Buffer {
  return prerenderedImages().get(image.key) ?? image.draw();
}

/** `{ key: base64 PNG }` of `images`, as build.mjs writes it. */
export function drawDemoImages(images: readonly DemoImage[]): Record<string, string> {
  return Object.fromEntries(images.map((image) => [image.key, image.draw().toString('base64')]));
}
