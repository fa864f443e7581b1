import type { Logger } from 'pino';
import { DEMO_LOGIN_NAME } from './demoCompany';

/**
 * Tells in the log how to sign in to the demo company. A generated password is shown once,
 * when the company is created; later starts name only the login, so the password does not
 * stay in logs that many people read.
 */
export function announceDemoAccount(logger: Pick<Logger, 'info'>, demo: { created: boolean; password: string; passwordFromEnvironment: boolean }): void {
  if (demo.passwordFromEnvironment) {
    logger.info(`Demo-Zugang: ${DEMO_LOGIN_NAME} / Passwort aus DEMO_PASSWORD`);
  } else if (demo.created) {
    logger.info(`========== Demo-Zugang angelegt: ${DEMO_LOGIN_NAME} / Passwort: ${demo.password} (wird nur jetzt angezeigt) ==========`);
  } else {
    logger.info(`Demo-Zugang: ${DEMO_LOGIN_NAME} (das Passwort wurde beim Anlegen im Log angezeigt; DEMO_PASSWORD setzt ein neues)`);
  }
}
