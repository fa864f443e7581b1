import { PRODUCT_NAME, ROLE_DESCRIPTIONS, ROLE_LABELS, type PublicInvitation } from '@planner/api';
import { Descriptions, formatDateTime, Typography } from '@planner/ui';

const ROLE_LIST_STYLE = { margin: 0, paddingInlineStart: 18 } as const;

/** Who invites, to which address, and what the roles allow. */
export function InvitationSummary({ invitation }: { invitation: PublicInvitation }) {
  return (
    <>
      <Typography.Paragraph>
        <Typography.Text strong>{invitation.companyName}</Typography.Text> lädt Sie ein, mit {PRODUCT_NAME} zu
        arbeiten. Wählen Sie Ihren Namen und ein Passwort, um Ihren Zugang anzulegen.
      </Typography.Paragraph>
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { key: 'company', label: 'Firma', children: invitation.companyName },
          { key: 'email', label: 'E-Mail', children: invitation.email },
          {
            key: 'roles',
            label: 'Rollen',
            children: (
              <ul style={ROLE_LIST_STYLE}>
                {invitation.roles.map((role) => (
                  <li key={role}>
                    <Typography.Text strong>{ROLE_LABELS[role]}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{ROLE_DESCRIPTIONS[role]}</Typography.Text>
                  </li>
                ))}
              </ul>
            ),
          },
          { key: 'expires', label: 'Gültig bis', children: formatDateTime(invitation.expiresAt) },
        ]}
      />
    </>
  );
}
