import { writeFile } from 'node:fs/promises';
import { features } from '../features';
import { drawDemoImages } from '../images/demoImages';

/** Draws every feature's demo pictures into `path`, for the bundle to read instead of drawing while it seeds. */
export async function writeDemoImages(path: string): Promise<void> {
  await writeFile(path, JSON.stringify(drawDemoImages(features.flatMap((feature) => feature.demoImages ?? []))));
}
