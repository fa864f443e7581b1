import Icon from '@ant-design/icons';

const PointerSvg = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden>
    <path d="M5 2.5v17.2l4.6-4.3 3 6.6 2.9-1.3-3-6.5 6.3-.3z" />
  </svg>
);

const RoomSvg = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M3 4h11v6h7v10H3z" strokeLinejoin="round" />
    <circle cx="3" cy="4" r="1.6" fill="currentColor" />
    <circle cx="14" cy="4" r="1.6" fill="currentColor" />
    <circle cx="21" cy="20" r="1.6" fill="currentColor" />
  </svg>
);

const ConnectionSvg = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <rect x="2" y="14" width="7" height="7" rx="1.5" />
    <rect x="15" y="3" width="7" height="7" rx="1.5" />
    <path d="M7.5 15.5l9-9" />
  </svg>
);

/** Toolbar icons that @ant-design/icons has no match for. */
export const PointerIcon = () => <Icon component={PointerSvg} aria-hidden />;
export const RoomIcon = () => <Icon component={RoomSvg} aria-hidden />;
export const ConnectionIcon = () => <Icon component={ConnectionSvg} aria-hidden />;
