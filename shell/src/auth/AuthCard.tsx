import type { ReactNode } from 'react';
import { Card, Flex, Typography } from '@planner/ui';
import { PRODUCT_NAME } from '@planner/api';

/** Centered card of the sign-in and registration screens. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#eef2f8' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Text type="secondary" strong style={{ letterSpacing: 1, textTransform: 'uppercase', fontSize: 12 }}>
          {PRODUCT_NAME}
        </Typography.Text>
        <Typography.Title level={1} style={{ marginTop: 4, fontSize: 30 }}>
          {title}
        </Typography.Title>
        {children}
        {footer && <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div>}
      </Card>
    </Flex>
  );
}
