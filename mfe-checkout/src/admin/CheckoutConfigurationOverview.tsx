import { Card, Col, Flex, PageHeader, Row, Typography, usePageTitle } from '@planner/ui';
import { Link } from 'react-router';
import { ADMIN_ROOT, ADMIN_TITLE, TOPICS } from './topics';

const PAGE_TITLE = 'Konfiguration der Sondervereinbarungen';

/** The six topics as a card grid: 1, 2, 3 or 5 columns by width. */
export default function CheckoutConfigurationOverview() {
  usePageTitle(ADMIN_TITLE);
  return (
    <>
      <PageHeader title={PAGE_TITLE} breadcrumbs={[{ label: 'Stammdaten' }, { label: ADMIN_TITLE }]} />
      <Row gutter={[16, 16]}>
        {TOPICS.map((topic) => (
          <Col key={topic.slug} xs={24} sm={12} lg={8} xxl={{ flex: '20%' }}>
            <Link to={`${ADMIN_ROOT}/${topic.slug}`} style={{ display: 'block', height: '100%' }}>
              <Card hoverable style={{ height: '100%' }}>
                <Flex vertical gap={8}>
                  <span aria-hidden style={{ fontSize: 28, color: '#1f5fbf' }}>
                    {topic.icon}
                  </span>
                  <Typography.Text strong style={{ fontSize: 16 }}>
                    {topic.title}
                  </Typography.Text>
                  <Typography.Text type="secondary">{topic.description}</Typography.Text>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
