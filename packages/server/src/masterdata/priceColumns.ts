import { BILLING_UNITS, type BillingUnit } from '@planner/api';
import type { ExportColumn } from '../listExport';

interface Priced {
  unit: BillingUnit;
  price: number;
  labourShareBasisPoints: number;
}

/** The columns of a priced master-data row: unit, today's price in euros, labour share in percent. */
export const priceColumns = <R extends Priced>(priceHeader: string): ExportColumn<R>[] => [
  { header: 'Einheit', kind: 'text', value: (row) => BILLING_UNITS[row.unit] },
  { header: priceHeader, kind: 'money', value: (row) => row.price, width: 16 },
  { header: 'Lohnanteil (%)', kind: 'decimal', value: (row) => row.labourShareBasisPoints / 100, width: 14 },
];
