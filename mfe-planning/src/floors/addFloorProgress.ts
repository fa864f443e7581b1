import type { AddFloorStep } from './useFloors';

export type AddFloorPhase = 'preparing' | AddFloorStep;

/** Where each phase starts, in percent, and what it is called; a PDF's page takes longest to draw. */
const PHASES: Record<AddFloorPhase, { label: string; imageStart: number; pdfStart: number }> = {
  preparing: { label: 'Plan wird vorbereitet …', imageStart: 0, pdfStart: 0 },
  floor: { label: 'Grundriss wird angelegt …', imageStart: 25, pdfStart: 45 },
  image: { label: 'Bild wird hochgeladen …', imageStart: 35, pdfStart: 55 },
  pdf: { label: 'PDF wird hochgeladen …', imageStart: 100, pdfStart: 80 },
};

export interface AddFloorProgress {
  percent: number;
  label: string;
}

export function addFloorProgress(phase: AddFloorPhase, isPdf: boolean): AddFloorProgress {
  const { label, imageStart, pdfStart } = PHASES[phase];
  return { percent: isPdf ? pdfStart : imageStart, label };
}
