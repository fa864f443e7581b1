import { lineNetAmount } from '@planner/api';
import type { PvOfferAdjustments, PvOfferLine, PvOfferPositions } from './offerSchemas';
import type { PartsList, PartsListLine } from './partsList';
import { classifyPvLines, pvZeroRateEntitlement } from './vatClassification';

/** The key of each design position: its group and name, numbered when a name repeats within a group. */
export function designLineKeys(lines: readonly Pick<PartsListLine, 'group' | 'name'>[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = `${line.group}:${line.name}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  });
}

/**
 * The quote's PV positions (ADR 0030): the parts list's lines with the planner's changed amounts,
 * then the free lines; each at 0 % when it belongs to the PV system and the zero rate's conditions
 * are confirmed, else at 19 %, with totals per rate and the legal note from the one tax module.
 */
export function pvOfferPositions(partsList: Pick<PartsList, 'lines' | 'moduleCount' | 'kwp'>, adjustments: PvOfferAdjustments): PvOfferPositions {
  const changed = new Map(adjustments.quantities.map((entry) => [entry.key, entry.quantity]));
  const keys = designLineKeys(partsList.lines);
  const fromDesign = partsList.lines.map((line, index): Omit<PvOfferLine, 'vatCategory'> => {
    const key = keys[index]!;
    const quantity = changed.get(key) ?? line.quantity;
    return {
      key,
      group: line.group,
      name: line.name,
      quantity,
      designQuantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      netAmount: lineNetAmount(quantity, line.unitPrice),
      partOfPvSystem: line.partOfPvSystem,
    };
  });
  const free = adjustments.freeLines.map((line): Omit<PvOfferLine, 'vatCategory'> => ({
    key: line.id,
    group: 'Free',
    name: line.name,
    quantity: line.quantity,
    designQuantity: null,
    unit: line.unit,
    unitPrice: line.unitPrice,
    netAmount: lineNetAmount(line.quantity, line.unitPrice),
    partOfPvSystem: line.partOfPvSystem,
  }));
  const entitlement = pvZeroRateEntitlement({ conditionsConfirmed: adjustments.conditionsConfirmed }, partsList.kwp);
  const { lines, totals, notes } = classifyPvLines([...fromDesign, ...free], entitlement);
  return { moduleCount: partsList.moduleCount, kwp: partsList.kwp, entitlement, lines, totals, notes };
}
