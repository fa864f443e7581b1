import type { Quote } from '@planner/api';
import { Card, Flex, formatCents, Typography, type CardProps } from '@planner/ui';
import { RoomLinesTable } from './QuoteLineTables';

type QuoteFloor = Quote['floors'][number];

/** One floor of the quote: each room with its frozen lines and total. */
export function QuoteFloorCard({ floor, size }: { floor: QuoteFloor; size?: CardProps['size'] }) {
  return (
    <Card
      size={size}
      title={floor.name}
      extra={<Typography.Text strong>{formatCents(floor.totalPrice)}</Typography.Text>}
      styles={{ body: { paddingTop: 8 } }}
    >
      {floor.rooms.length === 0 ? (
        <Typography.Text type="secondary">Keine Installationen auf diesem Stockwerk.</Typography.Text>
      ) : (
        <Flex vertical gap="middle">
          {floor.rooms.map((room) => (
            <section key={room.name} aria-label={`${floor.name}, ${room.name}`}>
              <Flex justify="space-between" align="baseline" style={{ padding: '8px 0' }}>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {room.name}
                </Typography.Title>
                <Typography.Text>{formatCents(room.totalPrice)}</Typography.Text>
              </Flex>
              <RoomLinesTable room={room} />
            </section>
          ))}
        </Flex>
      )}
    </Card>
  );
}
