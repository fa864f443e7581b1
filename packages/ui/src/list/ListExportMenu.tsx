import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type CallArgs, type Endpoint, type ExportFormat } from '@planner/api';
import { downloadDocument, reportError } from '@planner/platform';
import { useState } from 'react';
import { App, Button, Dropdown } from '../kit/antd';

/** The export endpoint of a list (`listExportEndpoint` of the contract). */
export type ListExportEndpoint = Endpoint & { binary: true; query: object };

export interface ListExportProps<E extends ListExportEndpoint = ListExportEndpoint> {
  endpoint: E;
  /** The list's query as it is shown: search, filters and sort; the page does not matter. */
  query: Omit<NonNullable<CallArgs<E>['query']>, 'format'>;
  /** The path's params of a list below another record (a developer's Bauleiter). */
  params?: CallArgs<E>['params'];
  /** What the button says to a screen reader when a page has more than one export, 'Bauleiter exportieren'. */
  ariaLabel?: string;
}

/**
 * 'Exportieren' of a list page: the rows the list shows, with its search, filters and sort, on
 * every page, as an Excel workbook or as CSV for German Excel.
 */
export function ListExportMenu<E extends ListExportEndpoint>({ endpoint, query, params, ariaLabel }: ListExportProps<E>) {
  const { message } = App.useApp();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const exportAs = async (format: ExportFormat) => {
    setRunning(format);
    try {
      const { pageIndex: _pageIndex, pageSize: _pageSize, ...shown } = query as Record<string, unknown>;
      const failure = await downloadDocument(endpoint, { params, query: { ...shown, format } } as unknown as CallArgs<E>);
      if (failure) void message.error(failure.message ?? 'Der Export ist nicht möglich.');
    } catch (error) {
      reportError(error);
    } finally {
      setRunning(null);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: EXPORT_FORMATS.map((format) => ({ key: format, label: EXPORT_FORMAT_LABELS[format] })),
        onClick: ({ key }) => void exportAs(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={running !== null} aria-label={ariaLabel}>
        Exportieren <DownOutlined />
      </Button>
    </Dropdown>
  );
}
