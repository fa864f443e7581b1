import { ReloadOutlined } from '@ant-design/icons';
import { Button, Tag } from '@planner/ui';
import { useEffect, useState } from 'react';

/** How often a page with a document still being made asks again whether it is ready. */
const PENDING_REFRESH_MS = 5_000;

/** Loads the page's data again every few seconds while one of its documents is still being made. */
export function usePendingRefresh(pending: boolean, reload: () => unknown): void {
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => void reload(), PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, reload]);
}

/** Stands where the PDF button is while the PDF is still being made: says so, and loads the state again on click. */
export function PdfPendingButton({ onReload }: { onReload: () => Promise<unknown> }) {
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    void onReload().finally(() => setReloading(false));
  };
  return (
    <Button icon={<ReloadOutlined />} loading={reloading} onClick={reload} aria-label="PDF wird erstellt, neu laden">
      PDF wird erstellt
    </Button>
  );
}

/** Beside a document's status in lists while its PDF is still being made. */
export const PdfPendingTag = () => <Tag color="processing">PDF wird erstellt</Tag>;
