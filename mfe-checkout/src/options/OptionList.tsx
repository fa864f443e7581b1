import { PlusOutlined } from '@ant-design/icons';
import { MSG_OPTION_NOT_FOUND } from '@planner/api';
import { invalidatePath, callEndpoint, usePermission } from '@planner/platform';
import { App, Card, Col, EmptyState, ErrorState, ListExportMenu, PermittedButton, Row, Skeleton, Space, useConfirmDelete } from '@planner/ui';
import { useState } from 'react';
import type { Catalogue } from './catalogues';
import { OptionCard } from './OptionCard';
import { OptionDialog } from './OptionDialog';
import { useOptionList } from './useOptionList';

type DialogState<T> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; option: T };

/** The options of one catalogue as cards, with add, edit and delete. */
export function OptionList<T extends { id: string }>({ catalogue }: { catalogue: Catalogue<T> }) {
  const { options, isPending, isError, refetch } = useOptionList(catalogue.endpoints);
  const [dialog, setDialog] = useState<DialogState<T>>({ mode: 'closed' });
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const { message } = App.useApp();
  const masterData = usePermission('masterData');

  const remove = (option: T) =>
    confirmDelete({
      subject: catalogue.summarize(option).name,
      text: 'Alle Daten dieser Option werden gelöscht. Das kann nicht rückgängig gemacht werden.',
      confirmText: 'Option löschen',
      successMessage: 'Option wurde gelöscht.',
      onConfirm: async () => {
        const result = await callEndpoint(catalogue.endpoints.delete, { params: { id: option.id } });
        await invalidatePath(catalogue.endpoints.list.path);
        // Someone else deleted it first: the list no longer shows it, and no success is claimed.
        if (result.type === 'success') return;
        void message.error(result.message ?? MSG_OPTION_NOT_FOUND);
        return false;
      },
    });

  const content = () => {
    if (isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
    if (isError || !options) return <ErrorState message="Optionen konnten nicht geladen werden." onRetry={() => void refetch()} />;
    if (options.length === 0) return <EmptyState text={catalogue.emptyText} />;
    return (
      <Row gutter={[12, 12]}>
        {options.map((option) => (
          <Col key={option.id} xs={24} md={12} xxl={8}>
            <OptionCard
              summary={catalogue.summarize(option)}
              showImage={catalogue.form !== 'location'}
              permission={masterData}
              onEdit={() => setDialog({ mode: 'edit', option })}
              onDelete={() => remove(option)}
            />
          </Col>
        ))}
      </Row>
    );
  };

  return (
    <Card
      title={catalogue.title}
      data-testid={`catalogue-${catalogue.id}`}
      extra={
        <Space wrap>
          <ListExportMenu endpoint={catalogue.endpoints.export} query={{}} ariaLabel={`${catalogue.title} exportieren`} />
          <PermittedButton permission={masterData} type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>
            {catalogue.addLabel}
          </PermittedButton>
        </Space>
      }
    >
      {content()}
      {dialog.mode !== 'closed' && (
        <OptionDialog
          catalogue={catalogue}
          option={dialog.mode === 'edit' ? dialog.option : undefined}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      {confirmDeleteDialog}
    </Card>
  );
}
