import { useState } from 'react';
import { publicInvitationEndpoints } from '@planner/api';
import { useApiQuery } from '@planner/platform';
import { LoadingState, usePageTitle } from '@planner/ui';
import { AuthCard } from '../auth/AuthCard';
import { SessionReplacementNotice } from '../auth/SessionReplacementNotice';
import { isWellFormedToken } from '../routing/accountLinks';
import { AcceptInvitationForm } from './AcceptInvitationForm';
import { InvitationFailure, type InvitationFailureType } from './InvitationFailure';
import { InvitationSummary } from './InvitationSummary';

const TITLE = 'Einladung annehmen';

/** `/invitation/{token}`: shows the invitation, then takes the invitee's name and password. */
export default function InvitationPage({ token }: { token: string }) {
  usePageTitle('Einladung');
  return isWellFormedToken(token) ? <CheckedInvitation token={token} /> : <InvitationFailure type="failure/NotFound" />;
}

function CheckedInvitation({ token }: { token: string }) {
  // Loaded once: a reload while the form is filled in would only race the submission.
  const invitation = useApiQuery(publicInvitationEndpoints.get, { params: { token } }, { staleTime: Infinity });
  const [acceptFailure, setAcceptFailure] = useState<InvitationFailureType | null>(null);

  const failure = acceptFailure ?? invitation.failure?.type;
  if (failure) return <InvitationFailure type={failure} />;
  if (!invitation.data) {
    return (
      <AuthCard title={TITLE}>
        <LoadingState label="Einladung wird geladen …" />
      </AuthCard>
    );
  }
  const { email } = invitation.data;
  return (
    <AuthCard title={TITLE}>
      <InvitationSummary invitation={invitation.data} />
      <SessionReplacementNotice
        signsInAs={email}
        consequence={`Wenn Sie die Einladung annehmen, sind Sie hier als ${email} angemeldet.`}
      />
      <AcceptInvitationForm token={token} email={email} onInvitationFailure={setAcceptFailure} />
    </AuthCard>
  );
}
