import { metalRoofTileEndpoints, type MetalRoofTile, type MetalRoofTileInput } from '@planner/api/pv';
import { erasePartUi } from '../parts/partUi';

function NoTechnicalFields() {
  return null;
}

export const metalRoofTileUi = erasePartUi<MetalRoofTile, Omit<MetalRoofTileInput, 'id'>>({
  endpoints: metalRoofTileEndpoints,
  basePath: '/master-data/pv/metal-roof-tiles',
  title: 'Metalldachziegel',
  singular: 'Metalldachziegel',
  addLabel: 'Metalldachziegel hinzufügen',
  searchPlaceholder: 'Metalldachziegel suchen',
  sortKeys: ['Name', 'Price'],
  columns: [],
  technicalItems: () => [{ key: 'none', label: 'Technische Daten', children: 'Keine weiteren Angaben' }],
  Fields: NoTechnicalFields,
  toValues: (part) => part ?? {},
  toBody: (values, id, priceValidFrom) => ({
    metalRoofTile: { id, name: values.name, description: values.description, price: values.price },
    priceValidFrom,
  }),
});
