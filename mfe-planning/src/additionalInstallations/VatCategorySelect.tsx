import { LINE_VAT_OPTIONS, type LineVatCategory } from '@planner/api';
import { Select } from '@planner/ui';

/** The VAT of an additional installation: 19 %, or 0 % for a PV system (§ 12 Abs. 3 UStG). */
export function VatCategorySelect(props: {
  value?: LineVatCategory;
  onChange?: (value: LineVatCategory) => void;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  return <Select<LineVatCategory> options={LINE_VAT_OPTIONS} style={{ minWidth: 160 }} {...props} />;
}
