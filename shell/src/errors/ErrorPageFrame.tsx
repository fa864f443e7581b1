import type { ReactNode } from 'react';
import { Flex } from '@planner/ui';

export function ErrorPageFrame({ children }: { children: ReactNode }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f4f6fa' }}>
      <div style={{ width: '100%', maxWidth: 720 }}>{children}</div>
    </Flex>
  );
}
