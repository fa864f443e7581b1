import { metalRoofTileEndpoints, type MetalRoofTile, type MetalRoofTileInput } from '@planner/api';
import { mountingRuleBody, mountingRuleColumn, MountingRuleFields, mountingRuleItems, type MountingRuleValues } from '../mounting/MountingRuleFields';
import { erasePartUi } from '../parts/partUi';

export const metalRoofTileUi = erasePartUi<MetalRoofTile, Omit<MetalRoofTileInput, 'id' | 'mountingRule'> & MountingRuleValues>({
  endpoints: metalRoofTileEndpoints,
  basePath: '/master-data/pv/metal-roof-tiles',
  title: 'Metalldachziegel',
  singular: 'Metalldachziegel',
  addLabel: 'Metalldachziegel hinzufügen',
  searchPlaceholder: 'Metalldachziegel suchen',
  sortKeys: ['Name', 'Price'],
  columns: [mountingRuleColumn<MetalRoofTile>()],
  technicalItems: (part) => mountingRuleItems(part.mountingRule),
  Fields: MountingRuleFields,
  toValues: (part) => part ?? {},
  toBody: (values, id, priceValidFrom) => ({
    metalRoofTile: { id, name: values.name, description: values.description, price: values.price, mountingRule: mountingRuleBody(values) },
    priceValidFrom,
  }),
});
