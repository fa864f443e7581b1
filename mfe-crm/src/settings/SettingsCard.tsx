import { useState, type ReactNode } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, FormDialog, Typography, type DescriptionsProps } from '@planner/ui';

export interface SettingsCardProps<V extends object> {
  title: string;
  /** Shown instead of the values while the part has not been filled in. */
  isEmpty: boolean;
  items: DescriptionsProps['items'];
  dialogTitle: string;
  successMessage: string;
  initialValues: Partial<V>;
  onSave: (values: V) => Promise<void>;
  fields: ReactNode;
}

/** One card of the company settings page with the dialog that edits its part. */
export function SettingsCard<V extends object>(props: SettingsCardProps<V>) {
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title={props.title}
      extra={
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} aria-label={`${props.title} bearbeiten`}>
          Bearbeiten
        </Button>
      }
    >
      {props.isEmpty ? (
        <Typography.Text type="secondary">Noch nicht hinterlegt.</Typography.Text>
      ) : (
        <Descriptions column={1} size="small" items={props.items} />
      )}
      <FormDialog<V>
        open={editing}
        title={props.dialogTitle}
        successMessage={props.successMessage}
        initialValues={props.initialValues}
        onClose={() => setEditing(false)}
        onSubmit={props.onSave}
      >
        {props.fields}
      </FormDialog>
    </Card>
  );
}
