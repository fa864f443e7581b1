import { DEFAULT_QUOTE_SETTINGS, type QuotePvPart } from '@planner/api';
import { formatFigure, formatWithUnit } from '@planner/api/pv';

/** What the quote's letter introduces. */
export interface QuoteSubject {
  floorCount: number;
  /** Additional installations or checkout options: electrical work without floors. */
  otherElectricalLines: number;
  pv: QuotePvPart | null;
}

/** 'eine Photovoltaikanlage mit 3,20 kWp aus 8 Modulen und einem Batteriespeicher mit 10,2 kWh nutzbarer Kapazität' */
export function pvSystemText(pv: Pick<QuotePvPart, 'kwp' | 'moduleCount' | 'parts'>): string {
  const modules = pv.moduleCount === 1 ? 'einem Modul' : `${formatFigure(pv.moduleCount)} Modulen`;
  const capacity = pv.parts.battery?.usableCapacity;
  const battery = pv.parts.battery ? ` und einem Batteriespeicher${capacity ? ` mit ${formatWithUnit(capacity, 'kWh', 1)} nutzbarer Kapazität` : ''}` : '';
  return `eine Photovoltaikanlage mit ${formatWithUnit(pv.kwp, 'kWp', 2)} aus ${modules}${battery}`;
}

const THANKS = 'vielen Dank für Ihre Anfrage.';
const FLOORS = 'Die Positionen der Elektroinstallation sind nach Stockwerken und Räumen gegliedert; die geplanten Installationen sind in den Grundrissen eingezeichnet.';
const PV_PAGES =
  'Auf den folgenden Seiten finden Sie die Photovoltaikanlage im Überblick mit Ertragsprognose und Wirtschaftlichkeit, die Belegung der Dachflächen und den Stringplan, danach die einzelnen Positionen.';

/**
 * The introduction (with its placeholders) a quote is frozen with. A text the company wrote stands
 * as written. The default speaks of floors and floor plans, which is right for an electrical quote
 * only: a quote with a PV system names the system (kWp, modules, storage) and its pages instead, and
 * one that has floors too speaks of both.
 */
export function introTemplate(companyIntro: string, { floorCount, otherElectricalLines, pv }: QuoteSubject): string {
  if (companyIntro !== DEFAULT_QUOTE_SETTINGS.introText || !pv) return companyIntro;
  const electrical = floorCount > 0 || otherElectricalLines > 0;
  const offer = `Für das Bauvorhaben {Bauvorhaben} bieten wir Ihnen ${electrical ? 'die Elektroinstallation und ' : ''}${pvSystemText(pv)} an.`;
  return [THANKS, offer, ...(floorCount > 0 ? [FLOORS] : []), ...(pv.pages ? [PV_PAGES] : [])].join(' ');
}
