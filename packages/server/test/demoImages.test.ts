import { describe, expect, it } from 'vitest';
import { checkoutDemoImages } from '../src/checkout/demo/seed';
import { demoImagePng, drawDemoImages } from '../src/images/demoImages';
import { masterdataDemoImages } from '../src/masterdata/demo/symbolImages';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('demo images', () => {
  it('draws every picture of the demo data as a PNG under a key of its own', () => {
    const images = [...masterdataDemoImages, ...checkoutDemoImages];

    const drawn = drawDemoImages(images);

    expect(Object.keys(drawn)).toHaveLength(images.length);
    for (const base64 of Object.values(drawn)) {
      expect(Buffer.from(base64, 'base64').subarray(0, 8)).toEqual(PNG_SIGNATURE);
    }
  });

  it('draws a picture on use when the build has not drawn it', () => {
    const image = masterdataDemoImages[0]!;

    expect(demoImagePng(image)).toEqual(image.draw());
  });
});
