import { CheckCircleOutlined, CloseCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Typography } from '@planner/ui';
import { useEffect, useState } from 'react';
import type { SaveStatus } from '../domain/saveQueue';

export const SAVE_TEXTS = {
  pending: 'Änderungen werden gespeichert ...',
  saved: 'Änderungen gespeichert',
  error: 'Fehler beim Speichern',
} as const;

/** How long success and failure stay visible. */
const VISIBLE_MS = 2000;

/** The auto-save state: shown while saving; success and failure fade out after 2 s. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (status === 'idle') return setVisible(false);
    setVisible(true);
    if (status === 'pending') return;
    const timer = setTimeout(() => setVisible(false), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const text = status === 'idle' ? '' : SAVE_TEXTS[status];
  return (
    <Typography.Text
      role="status"
      aria-live="polite"
      type={status === 'error' ? 'danger' : status === 'saved' ? 'success' : 'secondary'}
      aria-hidden={!visible}
      style={{
        opacity: visible ? 1 : 0,
        visibility: visible ? 'visible' : 'hidden',
        transition: 'opacity 300ms, visibility 300ms',
        whiteSpace: 'nowrap',
        display: 'inline-block',
        padding: '2px 10px',
        borderRadius: 12,
        background: 'rgba(255, 255, 255, 0.92)',
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.12)',
      }}
    >
      {text && (
        <>
          {status === 'pending' ? <LoadingOutlined /> : status === 'saved' ? <CheckCircleOutlined /> : <CloseCircleOutlined />}{' '}
          {text}
        </>
      )}
    </Typography.Text>
  );
}
