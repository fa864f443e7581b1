import { useEffect } from 'react';
import { PRODUCT_NAME } from '@planner/api';

/** Sets the browser title to "Seitentitel – Produktname". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} – ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
