import {
  metalRoofTileEndpoints,
  roofTileEndpoints,
  RoofTileInputSchema,
  type MetalRoofTile,
  type RoofTile,
  type RoofTileInput,
} from '@planner/api';
import { Form, formatCents, Select, valibotFieldRules } from '@planner/ui';
import { Link } from 'react-router';
import { useAllRows } from '../manufacturers/useAllRows';
import { mountingRuleBody, mountingRuleColumn, MountingRuleFields, mountingRuleItems, type MountingRuleValues } from '../mounting/MountingRuleFields';
import { erasePartUi } from '../parts/partUi';

const METAL_ROOF_TILES_FIRST_PAGE = 50;
const rules = valibotFieldRules(RoofTileInputSchema);

function RoofTileFields() {
  const { rows, isPending } = useAllRows<MetalRoofTile>(metalRoofTileEndpoints.list, METAL_ROOF_TILES_FIRST_PAGE);
  return (
    <>
      <Form.Item name="fittingMetalRoofTileId" label="Passender Metalldachziegel" rules={rules.fittingMetalRoofTileId}>
        <Select
          loading={isPending}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Metalldachziegel auswählen"
          notFoundContent="Es wurden noch keine Metalldachziegel angelegt."
          options={rows?.map((tile) => ({ value: tile.id, label: `${tile.name} (${formatCents(tile.price)})` }))}
        />
      </Form.Item>
      <MountingRuleFields />
    </>
  );
}

export const roofTileUi = erasePartUi<RoofTile, Omit<RoofTileInput, 'id' | 'mountingRule'> & MountingRuleValues>({
  endpoints: roofTileEndpoints,
  basePath: '/master-data/pv/roof-tiles',
  title: 'Dachziegel',
  singular: 'Dachziegel',
  addLabel: 'Dachziegel hinzufügen',
  searchPlaceholder: 'Dachziegel suchen',
  sortKeys: ['Name', 'Price'],
  columns: [
    {
      title: 'Passender Metalldachziegel',
      key: 'fittingMetalRoofTile',
      breakpoints: ['tablet', 'desktop'],
      render: (_, part) => part.fittingMetalRoofTile.name,
    },
    mountingRuleColumn<RoofTile>(),
  ],
  technicalItems: (part) => [
    {
      key: 'fittingMetalRoofTile',
      label: 'Passender Metalldachziegel',
      children: (
        <Link to={`/master-data/pv/metal-roof-tiles/${part.fittingMetalRoofTile.id}`}>
          {part.fittingMetalRoofTile.name} ({formatCents(part.fittingMetalRoofTile.price)})
        </Link>
      ),
    },
    ...mountingRuleItems(part.mountingRule),
  ],
  Fields: RoofTileFields,
  toValues: (part) =>
    part
      ? {
          name: part.name,
          description: part.description,
          price: part.price,
          fittingMetalRoofTileId: part.fittingMetalRoofTile.id,
          mountingRule: part.mountingRule,
        }
      : {},
  toBody: (values, id, priceValidFrom) => ({ ...values, mountingRule: mountingRuleBody(values), id, priceValidFrom }),
});
