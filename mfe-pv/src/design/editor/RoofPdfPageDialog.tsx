import { PdfPagePicker } from '@planner/pdf-pages';
import { Flex, Modal, Spin } from '@planner/ui';
import { Suspense, useState } from 'react';

/** Which page of a site plan PDF of several pages becomes the roof picture. */
export function RoofPdfPageDialog({ file, onChoose, onCancel }: { file: File; onChoose: (pageNumber: number) => void; onCancel: () => void }) {
  const [pageNumber, setPageNumber] = useState(1);
  return (
    <Modal open title="Seite des PDFs wählen" okText="Als Dachbild übernehmen" cancelText="Abbrechen" onOk={() => onChoose(pageNumber)} onCancel={onCancel} destroyOnHidden>
      <Suspense
        fallback={
          <Flex justify="center">
            <Spin />
          </Flex>
        }
      >
        <PdfPagePicker file={file} question="Welche zeigt das Dach?" value={pageNumber} onChange={setPageNumber} />
      </Suspense>
    </Modal>
  );
}
