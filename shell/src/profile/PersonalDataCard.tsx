import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { ROLE_LABELS, type CurrentUser } from '@planner/api';
import { Button, Card, Descriptions, Flex, Tag, Typography } from '@planner/ui';
import { EditNameDialog } from './EditNameDialog';

/** Name (editable), address, company and roles of the signed-in user. */
export function PersonalDataCard({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title="Persönliche Daten"
      extra={
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
          Name ändern
        </Button>
      }
    >
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: 'Name', children: `${user.firstName} ${user.lastName}` },
          { key: 'email', label: 'E-Mail', children: user.email },
          { key: 'loginName', label: 'Benutzername', children: user.loginName },
          { key: 'company', label: 'Firma', children: user.companyName },
          {
            key: 'roles',
            label: 'Rollen',
            children: (
              <Flex vertical gap={4}>
                <Flex wrap gap={4}>
                  {user.roles.map((role) => (
                    <Tag key={role} style={{ marginInlineEnd: 0 }}>
                      {ROLE_LABELS[role]}
                    </Tag>
                  ))}
                </Flex>
                <Typography.Text type="secondary">Rollen vergibt ein Inhaber Ihrer Firma.</Typography.Text>
              </Flex>
            ),
          },
        ]}
      />
      <EditNameDialog open={editing} user={user} onClose={() => setEditing(false)} />
    </Card>
  );
}
