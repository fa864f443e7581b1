import {
  constructionSpecificationEndpoints,
  contactPersonEndpoints,
  ORDER_TYPE_LABELS,
  propertyDeveloperEndpoints,
  type PropertyDeveloperType,
} from '@planner/api';
import { useApiQuery } from '@planner/platform';
import { Card, Descriptions } from '@planner/ui';

type DeveloperConstruction = Extract<PropertyDeveloperType, { type: 'DeveloperConstruction' }>;

function DeveloperDetails({ order }: { order: DeveloperConstruction }) {
  const noThrow = { throwOnError: false } as const;
  const developer = useApiQuery(propertyDeveloperEndpoints.get, { params: { id: order.companyId } }, noThrow);
  const contactPerson = useApiQuery(
    contactPersonEndpoints.get,
    { params: { propertyDeveloperId: order.companyId, id: order.contactPersonId } },
    noThrow,
  );
  const specification = useApiQuery(
    constructionSpecificationEndpoints.get,
    { params: { propertyDeveloperId: order.companyId, id: order.constructionSpecificationId } },
    noThrow,
  );
  const text = (value: string | undefined, failure: { message?: string } | undefined) =>
    value ?? failure?.message ?? '…';
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'developer', label: 'Bauträger', children: text(developer.data?.name, developer.failure) },
        {
          key: 'contact',
          label: 'Bauleiter',
          children: text(
            contactPerson.data && `${contactPerson.data.firstName} ${contactPerson.data.lastName}`,
            contactPerson.failure,
          ),
        },
        { key: 'spec', label: 'Baubeschreibung', children: text(specification.data?.name, specification.failure) },
      ]}
    />
  );
}

/** The order type, and for developer orders the developer, Bauleiter and Baubeschreibung. */
export function DeveloperCard({ order }: { order: PropertyDeveloperType }) {
  return (
    <Card title="Bauträger" style={{ height: '100%' }}>
      {order.type === 'DeveloperConstruction' ? (
        <DeveloperDetails order={order} />
      ) : (
        <Descriptions
          column={1}
          size="small"
          items={[{ key: 'type', label: 'Auftragsart', children: `Privater Auftrag (${ORDER_TYPE_LABELS.PrivateConstruction})` }]}
        />
      )}
    </Card>
  );
}
