import { writeFile } from 'node:fs/promises';
import { checkoutDemoImages } from '../checkout';
import { masterdataDemoImages } from '../masterdata';
import { drawDemoImages } from '../images/demoImages';

/** Draws every demo picture into `path`, for the bundle to read instead of drawing while it seeds. */
export async function writeDemoImages(path: string): Promise<void> {
  await writeFile(path, JSON.stringify(drawDemoImages([...masterdataDemoImages, ...checkoutDemoImages])));
}
