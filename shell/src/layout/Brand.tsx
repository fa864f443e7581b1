import { PRODUCT_NAME } from '@planner/api';

export function Brand({ compact }: { compact: boolean }) {
  return (
    <div className="brand">
      <span className="brand-mark" aria-hidden>
        M
      </span>
      {!compact && <span className="brand-name">{PRODUCT_NAME}</span>}
    </div>
  );
}
