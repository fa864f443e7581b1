import * as v from 'valibot';
import { optionalText, requiredText, Uuid } from '../common';
import { MSG_NAME_REQUIRED, PartPrice, PvPriceValidFrom, type StoredFile } from './schemas';

/**
 * A part of the mounting system ('Montageteil', ADR 0034), priced with price history: the fixings
 * on the roof (roof hook, metal roof clamp), the rail system (rail piece of a length, rail
 * connector, end clamp, middle clamp) and the DC cabling (solar cable priced per metre, connector
 * pair per piece, ADR 0030). The parts list counts them from the layout.
 */
export const MOUNTING_PART_ROLES = ['RoofHook', 'MetalRoofClamp', 'Rail', 'RailConnector', 'EndClamp', 'MiddleClamp', 'DcCable', 'DcConnectorPair'] as const;
export type MountingPartRole = (typeof MOUNTING_PART_ROLES)[number];
export const MOUNTING_PART_ROLE_LABELS: Record<MountingPartRole, string> = {
  RoofHook: 'Dachhaken',
  MetalRoofClamp: 'Dachklemme (Blech-/Trapezdach)',
  Rail: 'Montageschiene',
  RailConnector: 'Schienenverbinder',
  EndClamp: 'Endklemme',
  MiddleClamp: 'Mittelklemme',
  DcCable: 'DC-Solarkabel (Preis je Meter)',
  DcConnectorPair: 'DC-Steckverbinder-Paar (MC4-Typ)',
};
/** The one role priced per metre; every other is priced per piece. */
export const isPricedPerMetre = (role: MountingPartRole) => role === 'DcCable';

export const MIN_RAIL_PIECE_LENGTH_MM = 500;
export const MAX_RAIL_PIECE_LENGTH_MM = 10_000;
export const MSG_MOUNTING_PART_ROLE = 'Bitte wählen Sie aus, wofür das Teil dient.';
export const MSG_RAIL_PIECE_LENGTH = `Bitte geben Sie die Länge einer Schiene von ${MIN_RAIL_PIECE_LENGTH_MM} bis ${MAX_RAIL_PIECE_LENGTH_MM.toLocaleString('de-DE')} mm in ganzen Millimetern ein.`;
export const MSG_PIECE_LENGTH_ONLY_FOR_RAILS = 'Nur Montageschienen haben eine Länge.';

const PieceLength = v.pipe(
  v.number(MSG_RAIL_PIECE_LENGTH),
  v.integer(MSG_RAIL_PIECE_LENGTH),
  v.minValue(MIN_RAIL_PIECE_LENGTH_MM, MSG_RAIL_PIECE_LENGTH),
  v.maxValue(MAX_RAIL_PIECE_LENGTH_MM, MSG_RAIL_PIECE_LENGTH),
);

export const MountingPartInputSchema = v.pipe(
  v.object({
    id: Uuid,
    name: requiredText(MSG_NAME_REQUIRED),
    description: optionalText(2000),
    /** Cents per piece, per metre for the DC solar cable. */
    price: PartPrice,
    role: v.picklist(MOUNTING_PART_ROLES, MSG_MOUNTING_PART_ROLE),
    /** mm of one rail piece; `null` for every other role. */
    pieceLengthMm: v.nullable(PieceLength, null),
  }),
  v.forward(
    v.check((part) => (part.role === 'Rail') === (part.pieceLengthMm !== null), (issue) =>
      issue.input.role === 'Rail' ? MSG_RAIL_PIECE_LENGTH : MSG_PIECE_LENGTH_ONLY_FOR_RAILS,
    ),
    ['pieceLengthMm'],
  ),
);
export type MountingPartInput = v.InferOutput<typeof MountingPartInputSchema>;
export type MountingPart = MountingPartInput & { icon: StoredFile | null; dataSheet: StoredFile | null };

export const SaveMountingPartSchema = v.object({ mountingPart: MountingPartInputSchema, priceValidFrom: PvPriceValidFrom });
