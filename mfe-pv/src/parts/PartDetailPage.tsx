import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { usePermission } from '@planner/platform';
import {
  App,
  Card,
  Col,
  Descriptions,
  ErrorState,
  formatCents,
  LoadingState,
  NotFoundState,
  OptionsMenu,
  PageHeader,
  permittedMenuItems,
  Row,
  useConfirmDelete,
  usePageTitle,
} from '@planner/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PartDialog } from './PartDialog';
import { PartFilesCard } from './PartFilesCard';
import type { AnyPartUi, PartLike } from './partUi';
import { useDeletePart, useIconUrl, usePart } from './usePartApi';

function PartIcon({ ui, part }: { ui: AnyPartUi; part: PartLike }) {
  const version = part.icon && `${part.icon.fileName}-${part.icon.byteSize}`;
  const url = useIconUrl(ui.endpoints, part.id, version);
  return url ? <img src={url} alt={`Icon von ${part.name}`} style={{ maxWidth: 64, maxHeight: 64 }} /> : '–';
}

function PartDetail({ ui, part }: { ui: AnyPartUi; part: PartLike }) {
  const navigate = useNavigate();
  const deletePart = useDeletePart(ui.endpoints);
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [editing, setEditing] = useState(false);
  const masterData = usePermission('masterData');
  const { message } = App.useApp();
  usePageTitle(part.name);

  const askDelete = () =>
    confirmDelete({
      subject: part.name,
      text: 'Alle Daten dieses Bauteils werden gelöscht. Das kann nicht rückgängig gemacht werden.',
      confirmText: `${ui.singular} löschen`,
      successMessage: `${ui.singular} wurde gelöscht`,
      onConfirm: async () => {
        const result = await deletePart(part.id);
        if (result.failure?.type === 'failure/Conflict') {
          void message.error(result.failure.message ?? `${ui.singular} wird noch verwendet.`);
          return false;
        }
        void navigate(ui.basePath);
      },
    });

  return (
    <>
      <PageHeader
        title={part.name}
        breadcrumbs={[{ label: 'Stammdaten' }, { label: ui.title, href: ui.basePath }, { label: part.name }]}
        extra={
          <OptionsMenu
            items={permittedMenuItems(
              [
                { key: 'edit', icon: <EditOutlined />, label: 'Bearbeiten', onClick: () => setEditing(true) },
                { key: 'delete', icon: <DeleteOutlined />, label: 'Löschen', danger: true, onClick: askDelete },
              ],
              masterData,
            )}
          />
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title="Allgemeine Daten">
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'name', label: 'Name', children: part.name },
                ...(ui.generalItems?.(part) ?? []),
                { key: 'description', label: 'Beschreibung', children: part.description || '–' },
                { key: 'price', label: 'Preis', children: formatCents(part.price) },
                { key: 'icon', label: 'Icon', children: <PartIcon ui={ui} part={part} /> },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="Technische Daten">
            <Descriptions column={1} size="small" items={ui.technicalItems(part)} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <PartFilesCard ui={ui} part={part} />
        </Col>
      </Row>
      <PartDialog ui={ui} open={editing} part={part} onClose={() => setEditing(false)} />
      {confirmDeleteDialog}
    </>
  );
}

/** The detail page of one PV part with general and technical data, files and options. */
export default function PartDetailPage({ ui }: { ui: AnyPartUi }) {
  const { id = '' } = useParams();
  const { data, failure, isPending, error, refetch } = usePart(ui.endpoints, id);
  if (isPending) return <LoadingState />;
  if (data) return <PartDetail ui={ui} part={data as PartLike} />;
  if (failure) {
    return (
      <NotFoundState
        message={failure.message ?? `${ui.singular} nicht gefunden.`}
        action={<Link to={ui.basePath}>Zurück zur Liste</Link>}
      />
    );
  }
  return <ErrorState message={error ? 'Fehler beim Laden des Bauteils.' : undefined} onRetry={() => void refetch()} />;
}
