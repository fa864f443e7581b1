import { useState } from 'react';
import { ApiError } from '@planner/api';
import { hasFieldErrors } from '@planner/platform';
import { applyFieldErrors, type FormInstance } from '@planner/ui';

interface FormSubmitOptions {
  /** Statuses whose message concerns the form as a whole, e.g. 429 after too many attempts. */
  refusedStatuses?: ReadonlySet<number>;
}

/**
 * Busy state and error display of a form that sends its values to the server. Field errors
 * (e.g. a password on the server's list of common passwords) show on their fields, a refusal
 * with one of `refusedStatuses` becomes `refusal`; any other error is rethrown.
 */
export function useFormSubmit(form: FormInstance, { refusedStatuses }: FormSubmitOptions = {}) {
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  /** `run` calls `stayBusy` when the page is about to be left, so the form cannot be sent again meanwhile. */
  const submit = async (run: (stayBusy: () => void) => Promise<void>) => {
    setSubmitting(true);
    setRefusal(null);
    let leaving = false;
    try {
      await run(() => {
        leaving = true;
      });
    } catch (error) {
      if (hasFieldErrors(error)) applyFieldErrors(form, error.body.fieldErrors ?? []);
      else if (error instanceof ApiError && refusedStatuses?.has(error.status)) setRefusal(error.body.fallbackMessage);
      else throw error;
    } finally {
      if (!leaving) setSubmitting(false);
    }
  };

  return { submitting, refusal, submit };
}
