import { useEffect, useId, useState } from 'react';
import { Flex, InputNumber, Radio, Skeleton, Spin, Typography } from '@planner/ui';
import { openPdf } from './openPdf';

/** More pages are chosen by number: a plan set of 200 pages would take long to draw. */
const MAX_THUMBNAILS = 24;

export interface PdfPagePickerProps {
  file: Blob;
  /** What the chosen page is to show, e.g. 'Welche zeigt den Grundriss?'. */
  question: string;
  value?: number;
  onChange?: (pageNumber: number) => void;
}

type PdfState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pageCount: number; thumbnails: (string | undefined)[] };

/**
 * Which page of a multi-page PDF is used (a floor plan, a site plan): every page as a thumbnail to
 * choose from. Says nothing for a one-page PDF. Loaded (with pdf.js) only when a PDF is chosen.
 */
export default function PdfPagePicker({ file, question, value = 1, onChange }: PdfPagePickerProps) {
  const [state, setState] = useState<PdfState>({ status: 'loading' });
  const labelId = useId();
  const numberId = useId();

  useEffect(() => {
    let cancelled = false;
    let close: (() => Promise<void>) | undefined;
    setState({ status: 'loading' });
    void (async () => {
      try {
        const pdf = await openPdf(file);
        close = pdf.close;
        if (cancelled) return void pdf.close();
        const thumbnails: (string | undefined)[] = [];
        setState({ status: 'ready', pageCount: pdf.pageCount, thumbnails: [] });
        if (pdf.pageCount === 1) return;
        for (let page = 1; page <= Math.min(pdf.pageCount, MAX_THUMBNAILS) && !cancelled; page += 1) {
          thumbnails[page - 1] = await pdf.renderThumbnail(page);
          if (!cancelled) setState({ status: 'ready', pageCount: pdf.pageCount, thumbnails: [...thumbnails] });
        }
      } catch {
        if (!cancelled) setState({ status: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
      void close?.();
    };
  }, [file]);

  if (state.status === 'loading') {
    return (
      <Flex gap="small" align="center" style={{ marginBottom: 16 }}>
        <Spin size="small" />
        <Typography.Text type="secondary">PDF wird gelesen …</Typography.Text>
      </Flex>
    );
  }
  if (state.status === 'failed' || state.pageCount === 1) return null;

  const shown = Math.min(state.pageCount, MAX_THUMBNAILS);
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Paragraph id={labelId} style={{ marginBottom: 8 }}>
        Das PDF hat {state.pageCount} Seiten. {question}
      </Typography.Paragraph>
      <Radio.Group
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange?.(event.target.value as number)}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxHeight: 320, overflowY: 'auto' }}
      >
        {Array.from({ length: shown }, (_, index) => {
          const page = index + 1;
          const thumbnail = state.thumbnails[index];
          return (
            <Radio.Button key={page} value={page} style={{ height: 'auto', padding: 4, lineHeight: 1.4 }}>
              <Flex vertical align="center" gap={4} style={{ width: 112 }}>
                <Flex align="center" justify="center" style={{ width: 104, height: 104 }}>
                  {thumbnail ? (
                    <img src={thumbnail} alt="" style={{ maxWidth: 104, maxHeight: 104, display: 'block' }} />
                  ) : (
                    <Skeleton.Image active style={{ width: 104, height: 104 }} />
                  )}
                </Flex>
                <span>Seite {page}</span>
              </Flex>
            </Radio.Button>
          );
        })}
      </Radio.Group>
      {state.pageCount > MAX_THUMBNAILS && (
        <Flex gap="small" align="center" style={{ marginTop: 8 }}>
          <label htmlFor={numberId}>Andere Seite:</label>
          <InputNumber id={numberId} min={1} max={state.pageCount} precision={0} value={value} onChange={(page) => page && onChange?.(page)} />
        </Flex>
      )}
    </div>
  );
}
