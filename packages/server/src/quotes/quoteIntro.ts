import { DEFAULT_QUOTE_SETTINGS, isDefaultQuoteIntro, QUOTE_INTRO_PV_PAGES, QUOTE_INTRO_THANKS, type QuotePvPart } from '@planner/api';
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

const FLOORS = 'Die Positionen der Elektroinstallation sind nach Stockwerken und Räumen gegliedert; die geplanten Installationen sind in den Grundrissen eingezeichnet.';

/**
 * The introduction (with its placeholders) a quote is frozen with. A text the company wrote stands
 * as written. The defaults (the electrical one, which speaks of floors and floor plans, and a
 * PvPlanner-only company's, which speaks of a PV system) give way to the one that fits the quote:
 * a quote with a PV system names the system (kWp, modules, storage) and its pages, one that has
 * floors too speaks of both, and an electrical quote without a PV system gets the electrical one.
 */
export function introTemplate(companyIntro: string, { floorCount, otherElectricalLines, pv }: QuoteSubject): string {
  if (!isDefaultQuoteIntro(companyIntro)) return companyIntro;
  const electrical = floorCount > 0 || otherElectricalLines > 0;
  if (!pv) return electrical ? DEFAULT_QUOTE_SETTINGS.introText : companyIntro;
  const offer = `Für das Bauvorhaben {Bauvorhaben} bieten wir Ihnen ${electrical ? 'die Elektroinstallation und ' : ''}${pvSystemText(pv)} an.`;
  return [QUOTE_INTRO_THANKS, offer, ...(floorCount > 0 ? [FLOORS] : []), ...(pv.pages ? [QUOTE_INTRO_PV_PAGES] : [])].join(' ');
}
