import type * as v from 'valibot';
import { authEndpoints, UpdateProfileSchema, type CurrentUser } from '@planner/api';
import { apiClient, queryClient } from '@planner/platform';
import { Form, FormDialog, Input, valibotFieldRules } from '@planner/ui';
import { CURRENT_USER_QUERY_KEY } from '../auth/useCurrentUser';

type NameValues = v.InferInput<typeof UpdateProfileSchema>;

const rules = valibotFieldRules(UpdateProfileSchema);

interface EditNameDialogProps {
  open: boolean;
  user: CurrentUser;
  onClose: () => void;
}

/** First and last name of the signed-in user; the user menu shows the new name at once. */
export function EditNameDialog({ open, user, onClose }: EditNameDialogProps) {
  const save = async (name: NameValues) => {
    const { data } = await apiClient.call(authEndpoints.updateProfile, { body: name });
    queryClient.setQueryData<CurrentUser>(CURRENT_USER_QUERY_KEY, data);
  };

  return (
    <FormDialog<NameValues>
      open={open}
      title="Name ändern"
      onClose={onClose}
      onSubmit={save}
      successMessage="Ihr Name wurde geändert."
      initialValues={{ firstName: user.firstName, lastName: user.lastName }}
    >
      <Form.Item name="firstName" label="Vorname" rules={rules.firstName}>
        <Input autoComplete="given-name" autoFocus />
      </Form.Item>
      <Form.Item name="lastName" label="Nachname" rules={rules.lastName}>
        <Input autoComplete="family-name" />
      </Form.Item>
    </FormDialog>
  );
}
