import { asBuffer, servePdfRequests } from '../../documentPdf/pdfWorkerProtocol';
import { renderQuotePdf, type QuotePdfInput } from './renderQuotePdf';

/** Passing between threads turns Buffers into plain byte arrays; pdfkit takes images as Buffers only. */
function revive({ quote, plans, icons, logo, pv }: QuotePdfInput): QuotePdfInput {
  return {
    quote,
    pv: pv ?? null,
    logo: asBuffer(logo ?? null),
    plans: new Map([...plans].map(([floorId, plan]) => [floorId, { ...plan, image: asBuffer(plan.image) }])),
    icons: new Map([...icons].map(([componentId, icon]) => [componentId, asBuffer(icon)])),
  };
}

servePdfRequests(renderQuotePdf, revive);
