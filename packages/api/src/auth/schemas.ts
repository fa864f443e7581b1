import * as v from 'valibot';
import { Email, requiredText } from '../common';
import type { Role } from '../team/roles';

export const ENVIRONMENTS = ['ElektroPlanner', 'PvPlanner'] as const;
export const EnvironmentSchema = v.picklist(ENVIRONMENTS);
export type Environment = (typeof ENVIRONMENTS)[number];

export const PASSWORD_MIN_LENGTH = 8;

export const LoginRequestSchema = v.object({
  loginName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Bitte geben Sie Ihren Benutzernamen ein.'), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1, 'Bitte geben Sie Ihr Passwort ein.'), v.maxLength(1024)),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

export const MSG_PASSWORD_BLANK = 'Das Passwort darf nicht nur aus Leerzeichen bestehen.';
/** The server also refuses passwords from a list of common ones; its list is too large for the browser. */
export const MSG_PASSWORD_COMMON = 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.';

/** A password someone chooses: at registration or when changing it. */
export const NewPasswordSchema = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, 'Das Passwort muss mindestens 8 Zeichen lang sein.'),
  v.maxLength(1024, 'Das Passwort ist zu lang.'),
  v.check((password) => password.trim() !== '', MSG_PASSWORD_BLANK),
);

export const RegisterRequestSchema = v.object({
  companyName: requiredText(),
  firstName: requiredText(),
  lastName: requiredText(),
  email: Email,
  password: NewPasswordSchema,
  environment: v.pipe(
    v.array(EnvironmentSchema),
    v.minLength(1, 'Bitte wählen Sie mindestens eine Umgebung aus.'),
    v.check((list) => new Set(list).size === list.length, 'Jede Umgebung darf nur einmal gewählt werden.'),
  ),
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

const MSG_PASSWORDS_DIFFER = 'Die Passwörter stimmen nicht überein.';

/** The registration form adds a confirmation that never leaves the browser. */
export const RegisterFormSchema = v.pipe(
  v.object({ ...RegisterRequestSchema.entries, passwordConfirmation: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      MSG_PASSWORDS_DIFFER,
    ),
    ['passwordConfirmation'],
  ),
);

export const MSG_CURRENT_PASSWORD_WRONG = 'Das aktuelle Passwort ist falsch.';

export const ChangePasswordRequestSchema = v.object({
  currentPassword: v.pipe(v.string(), v.minLength(1, 'Bitte geben Sie Ihr aktuelles Passwort ein.'), v.maxLength(1024)),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;

/** The password change form repeats the new password; the repetition never leaves the browser. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({ ...ChangePasswordRequestSchema.entries, newPasswordConfirmation: v.string() }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordConfirmation']],
      (input) => input.newPassword === input.newPasswordConfirmation,
      MSG_PASSWORDS_DIFFER,
    ),
    ['newPasswordConfirmation'],
  ),
);

export interface JwsTokens {
  accessToken: string;
  refreshToken: string;
}

export interface AuthTokensResponse {
  jwsTokens: JwsTokens;
}

export interface CurrentUser {
  id: string;
  firstName: string;
  lastName: string;
  loginName: string;
  email: string;
  avatarUrl: string | null;
  environments: Environment[];
  companyName: string;
  /** What the user may do in the company (team/roles.ts). */
  roles: Role[];
}
