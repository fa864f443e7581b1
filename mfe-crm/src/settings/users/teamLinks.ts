/** The invitee's page on this server, where they choose name and password. */
export const invitationPageUrl = (token: string) => `${window.location.origin}/invitation/${encodeURIComponent(token)}`;

/** The page on this server where the user chooses a new password. */
export const passwordResetPageUrl = (token: string) => `${window.location.origin}/password-reset/${encodeURIComponent(token)}`;
