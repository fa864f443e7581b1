import type { CurrentUser } from '@planner/api';
import { Card, Flex, PageHeader, usePageTitle } from '@planner/ui';
import { AnswerMailCard } from './AnswerMailCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PersonalDataCard } from './PersonalDataCard';
import { SessionsCard } from './SessionsCard';

interface ProfilePageProps {
  user: CurrentUser;
  /** On a demo host everyone shares one account, whose sessions nobody may end. */
  signOutDisabled: boolean;
}

/** The signed-in user's own data, password, notifications and sessions. */
export default function ProfilePage({ user, signOutDisabled }: ProfilePageProps) {
  usePageTitle('Profil');
  return (
    <>
      <PageHeader title="Profil" />
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <PersonalDataCard user={user} />
        <Card title="Passwort ändern">
          <ChangePasswordForm loginName={user.loginName} />
        </Card>
        <AnswerMailCard />
        <SessionsCard signOutDisabled={signOutDisabled} />
      </Flex>
    </>
  );
}
