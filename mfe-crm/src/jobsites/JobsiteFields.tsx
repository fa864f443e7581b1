import { BUILDING_TYPE_LABELS, BUILDING_TYPES, JOBSITE_COMMENT_MAX_LENGTH, JobsiteFieldsSchema } from '@planner/api';
import { Form, Input, Select, valibotFieldRules } from '@planner/ui';
import { AddressFields } from '../common/AddressFields';

const rules = valibotFieldRules(JobsiteFieldsSchema);
const buildingTypeOptions = BUILDING_TYPES.map((type) => ({ value: type, label: BUILDING_TYPE_LABELS[type] }));

/** Address, building type and comment of a jobsite; the address is locked while it is the customer's. */
export function JobsiteFields({ addressLocked }: { addressLocked: boolean }) {
  return (
    <>
      <AddressFields name="location" disabled={addressLocked} />
      <Form.Item name="buildingType" label="Gebäudetyp" rules={rules.buildingType}>
        <Select options={buildingTypeOptions} placeholder="Gebäudetyp auswählen" />
      </Form.Item>
      <Form.Item name="comment" label="Kommentar" rules={rules.comment}>
        <Input.TextArea rows={3} showCount maxLength={JOBSITE_COMMENT_MAX_LENGTH} />
      </Form.Item>
    </>
  );
}
