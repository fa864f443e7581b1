import { Card, Descriptions, type DescriptionsProps } from '@planner/ui';

export type InfoItems = NonNullable<DescriptionsProps['items']>;

/** Items whose value is missing are left out. */
export const present = (items: (InfoItems[number] | false | '' | null | undefined)[]): InfoItems =>
  items.filter((item): item is InfoItems[number] => Boolean(item));

/** A small card of labelled values, e.g. a party of a quote or an invoice. */
export function InfoCard({ title, items }: { title: string; items: InfoItems }) {
  return (
    <Card title={title} size="small" style={{ height: '100%' }}>
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
