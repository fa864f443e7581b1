import * as v from 'valibot';
import { AcceptInvitationSchema, ResetPasswordSchema } from '@planner/api';

/** The forms repeat the chosen password; the repetition never leaves the browser. */
const MSG_PASSWORDS_DIFFER = 'Die Passwörter stimmen nicht überein.';

const passwordsMatch = (input: { password: string; passwordConfirmation: string }) =>
  input.password === input.passwordConfirmation;

export const ResetPasswordFormSchema = v.pipe(
  v.object({ ...ResetPasswordSchema.entries, passwordConfirmation: v.string() }),
  v.forward(v.partialCheck([['password'], ['passwordConfirmation']], passwordsMatch, MSG_PASSWORDS_DIFFER), [
    'passwordConfirmation',
  ]),
);
export type ResetPasswordFormValues = v.InferInput<typeof ResetPasswordFormSchema>;

export const AcceptInvitationFormSchema = v.pipe(
  v.object({ ...AcceptInvitationSchema.entries, passwordConfirmation: v.string() }),
  v.forward(v.partialCheck([['password'], ['passwordConfirmation']], passwordsMatch, MSG_PASSWORDS_DIFFER), [
    'passwordConfirmation',
  ]),
);
export type AcceptInvitationFormValues = v.InferInput<typeof AcceptInvitationFormSchema>;
