import { Breadcrumb, Flex, Typography } from './kit/antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface BreadcrumbLink {
  label: string;
  /** Left out for the current page. */
  href?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  breadcrumbs?: readonly BreadcrumbLink[];
  /** Actions on the right, e.g. the primary button of the page. */
  extra?: ReactNode;
}

export function PageHeader({ title, breadcrumbs, extra }: PageHeaderProps) {
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumb
          items={breadcrumbs.map(({ label, href }) => ({
            key: `${label}-${href ?? ''}`,
            title: href ? <Link to={href}>{label}</Link> : label,
          }))}
        />
      )}
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
    </Flex>
  );
}
