import type { CurrentUser } from '@planner/api';
import { Card, Descriptions, Flex, PageHeader, usePageTitle } from '@planner/ui';
import { ChangePasswordForm } from './ChangePasswordForm';

/** The signed-in user's own data and the password change. */
export default function ProfilePage({ user }: { user: CurrentUser }) {
  usePageTitle('Profil');
  return (
    <>
      <PageHeader title="Profil" />
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <Card title="Persönliche Daten">
          <Descriptions
            column={1}
            items={[
              { key: 'name', label: 'Name', children: `${user.firstName} ${user.lastName}` },
              { key: 'email', label: 'E-Mail', children: user.email },
              { key: 'loginName', label: 'Benutzername', children: user.loginName },
              { key: 'company', label: 'Firma', children: user.companyName },
            ]}
          />
        </Card>
        <Card title="Passwort ändern">
          <ChangePasswordForm loginName={user.loginName} />
        </Card>
      </Flex>
    </>
  );
}
