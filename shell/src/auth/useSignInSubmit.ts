import type { JwsTokens } from '@planner/api';
import type { FormInstance } from '@planner/ui';
import { startSession } from './startSession';
import { useFormSubmit } from './useFormSubmit';

/**
 * Submission of a form whose answer signs the user in, as after an invitation or a password reset.
 * `run` resolves to the new session's tokens, or to null once it has shown why there are none.
 * While the app loads, the form stays busy: the link it was opened with is used up.
 */
export function useSignInSubmit(form: FormInstance) {
  const { submitting, submit } = useFormSubmit(form);

  const submitAndSignIn = (run: () => Promise<JwsTokens | null>) =>
    submit(async (stayBusy) => {
      const tokens = await run();
      if (!tokens) return;
      stayBusy();
      await startSession(tokens);
    });

  return { submitting, submit: submitAndSignIn };
}
