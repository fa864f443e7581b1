import { MSG_INVALID_CHECKOUT, MSG_MISSING_TENANT_INFORMATION } from '@planner/api';
import { Alert } from '@planner/ui';
import { Link } from 'react-router';
import { navigateToUrl } from 'single-spa';
import { configurationPath } from '../configuration/paths';

const COMPANY_SETTINGS_PATH = '/settings/tenant';

export type FinalizeFailure = { kind: 'invalid-configuration'; message?: string } | { kind: 'missing-tenant-information' };

/** The entries the server names after its message, e.g. ['Sprechanlage: Option nicht mehr verfügbar']. */
function namedProblems(message: string | undefined): string[] {
  if (!message?.startsWith(MSG_INVALID_CHECKOUT)) return [];
  return message
    .slice(MSG_INVALID_CHECKOUT.length)
    .split(/\.\s*/)
    .map((problem) => problem.trim())
    .filter(Boolean);
}

interface FinalizeFailureAlertProps {
  failure: FinalizeFailure;
  projectId: string;
  configurationId: string;
  /** The dialog closes when the user follows the link. */
  onNavigate: () => void;
}

/** Why the quote cannot be finalized yet, with a link to where it is fixed. */
export function FinalizeFailureAlert({ failure, projectId, configurationId, onNavigate }: FinalizeFailureAlertProps) {
  if (failure.kind === 'invalid-configuration') {
    const problems = namedProblems(failure.message);
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={MSG_INVALID_CHECKOUT}
        description={
          <>
            {problems.length > 0 && (
              <ul style={{ margin: '0 0 8px', paddingInlineStart: 20 }}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            <Link to={configurationPath(projectId, configurationId, 'checkout')} onClick={onNavigate}>
              Zu den Vertragsleistungen und Sondervereinbarungen
            </Link>
          </>
        }
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={MSG_MISSING_TENANT_INFORMATION}
      description={
        <>
          Auf dem Angebot stehen Adresse, Kontakt, Bankverbindung und rechtliche Angaben Ihrer Firma.{' '}
          <a
            href={COMPANY_SETTINGS_PATH}
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey) return;
              event.preventDefault();
              onNavigate();
              navigateToUrl(COMPANY_SETTINGS_PATH);
            }}
          >
            Firmendaten vervollständigen
          </a>
        </>
      }
    />
  );
}
