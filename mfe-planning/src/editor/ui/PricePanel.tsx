import { quoteLineParts } from '@planner/api';
import { Flex, formatCents, Skeleton, Typography } from '@planner/ui';
import { useQuoteInfo } from '../data/useEditorData';

/** This floor's share of the quote, by room; refreshed after every save. */
export function PricePanel({ floorId }: { floorId: string }) {
  const quote = useQuoteInfo(floorId);
  if (quote.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  const floor = quote.data?.floors.find((f) => f.id === floorId) ?? quote.data?.floors[0];
  if (!quote.data || !floor) return <Typography.Text type="danger">Angebotsdaten nicht verfügbar.</Typography.Text>;

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="baseline">
        <Typography.Text strong>Preis dieses Stockwerks</Typography.Text>
        <Typography.Text strong style={{ fontSize: 16 }} data-testid="floor-price">
          {formatCents(floor.totalPrice)}
        </Typography.Text>
      </Flex>
      {floor.rooms.length === 0 && <Typography.Text type="secondary">Noch keine Installationen platziert.</Typography.Text>}
      {floor.rooms.map((room, index) => (
        <section key={`${index}-${room.name}`} aria-label={room.name}>
          <Flex justify="space-between" style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 2 }}>
            <Typography.Text strong>{room.name}</Typography.Text>
            <Typography.Text>{formatCents(room.totalPrice)}</Typography.Text>
          </Flex>
          {room.elements.map((element) => (
            <Flex key={element.component.id} justify="space-between" gap={8} style={{ padding: '2px 0 2px 8px' }}>
              <span style={{ minWidth: 0 }}>
                <Typography.Text>{element.component.label}</Typography.Text>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {quoteLineParts(element).join(' · ')}
                </Typography.Text>
              </span>
              <Typography.Text style={{ whiteSpace: 'nowrap' }}>{formatCents(element.totalPrice)}</Typography.Text>
            </Flex>
          ))}
        </section>
      ))}
    </Flex>
  );
}
