import { HttpError, tooManyRequests } from '../http/errors';

export const invalidCredentials = () =>
  new HttpError(401, 'InvalidCredentials', 'Ungültiger Benutzername oder falsches Passwort.');

export const tooManyLoginAttempts = () =>
  tooManyRequests('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.');

export const tooManyRegistrations = () =>
  tooManyRequests('Zu viele Registrierungen von diesem Anschluss. Bitte versuchen Sie es später erneut.');

export const registrationDisabled = () => new HttpError(403, 'RegistrationDisabled', 'Die Registrierung ist deaktiviert.');

export const autoLoginUnavailable = () =>
  new HttpError(403, 'AutoLoginUnavailable', 'Die automatische Anmeldung ist für diese Adresse nicht eingerichtet.');

export const autoLoginMisconfigured = (loginName: string) =>
  new HttpError(
    500,
    'AutoLoginFailed',
    `Automatische Anmeldung als "${loginName}" fehlgeschlagen: Benutzername oder Passwort ist falsch.`,
    { type: 'UnexpectedError' },
  );

export const passwordFixedByServer = () =>
  new HttpError(
    403,
    'PasswordChangeDisabled',
    'Das Passwort dieses Zugangs ist für die automatische Anmeldung vorgegeben und kann nicht geändert werden.',
  );

export const tooManyLinkRequests = () =>
  tooManyRequests('Zu viele Anfragen von diesem Anschluss. Bitte versuchen Sie es in einigen Minuten erneut.');

export const accountSharedByAutoLogin = () =>
  new HttpError(
    403,
    'SharedAccount',
    'Dieser Zugang wird für die automatische Anmeldung von allen Besuchern geteilt; Name und Anmeldungen bleiben, wie sie sind.',
  );
