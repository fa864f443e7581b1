import { PASSWORD_RESET_VALID_MINUTES } from '@planner/api';

export const RESET_REQUEST_SENT_MESSAGE = `Wenn es zu dieser Adresse einen Benutzer gibt, haben wir einen Link zum Zurücksetzen gesendet. Der Link ist ${PASSWORD_RESET_VALID_MINUTES} Minuten gültig.`;

export const OWNER_CREATES_LINK_HINT =
  'Ein Inhaber Ihrer Firma kann Ihnen in der Benutzerverwaltung einen Link zum Zurücksetzen Ihres Passworts erstellen.';
