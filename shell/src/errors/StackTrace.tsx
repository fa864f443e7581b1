import { Collapse } from '@planner/ui';

export function StackTrace({ stack }: { stack: string | null | undefined }) {
  if (!stack) return null;
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'stack',
          label: 'Technische Details',
          children: <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0 }}>{stack}</pre>,
        },
      ]}
    />
  );
}
