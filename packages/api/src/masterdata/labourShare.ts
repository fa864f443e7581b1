import * as v from 'valibot';

/** The labour share of a whole price: 10 000 basis points are 100 %. */
export const MAX_LABOUR_SHARE_BASIS_POINTS = 10_000;
export const DEFAULT_LABOUR_SHARE_BASIS_POINTS = 0;
export const MSG_LABOUR_SHARE = 'Bitte geben Sie einen Lohnanteil von 0 bis 100 % an.';

/**
 * The share of an item's price that is labour (§ 35a EStG), in basis points (2500 = 25 %), whole
 * and from 0 to 100 %. Optional in bodies, as clients of the spec do not send it: then 0.
 */
export const LabourShareSchema = v.optional(
  v.pipe(
    v.number(MSG_LABOUR_SHARE),
    v.integer(MSG_LABOUR_SHARE),
    v.minValue(0, MSG_LABOUR_SHARE),
    v.maxValue(MAX_LABOUR_SHARE_BASIS_POINTS, MSG_LABOUR_SHARE),
  ),
  DEFAULT_LABOUR_SHARE_BASIS_POINTS,
);
