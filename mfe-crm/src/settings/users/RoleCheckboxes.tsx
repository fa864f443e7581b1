import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '@planner/api';
import { Checkbox, Flex, Typography } from '@planner/ui';

export interface RoleCheckboxesProps {
  /** Set by the surrounding Form.Item. */
  value?: Role[];
  onChange?: (roles: Role[]) => void;
  id?: string;
}

/** One checkbox per role, each with what the role may do; a form field of `Role[]`. */
export function RoleCheckboxes({ value, onChange, id }: RoleCheckboxesProps) {
  return (
    <div id={id} role="group" aria-label="Rollen">
      <Checkbox.Group<Role> value={value} onChange={onChange} style={{ width: '100%' }}>
        <Flex vertical gap="small">
          {ROLES.map((role) => (
            <Checkbox key={role} value={role}>
              <Typography.Text strong>{ROLE_LABELS[role]}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{ROLE_DESCRIPTIONS[role]}</Typography.Text>
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    </div>
  );
}
