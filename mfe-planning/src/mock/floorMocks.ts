import { floorEndpoints, OUTSIDE_ROOMS_NAME, type Floor, type FloorPreview, type QuoteInfo, type QuoteRoom } from '@planner/api';
import { mockEndpoint, mockFailure, parsedBody, removeRow, saveRow, type DemoCompany } from '@planner/ui/mocks';
import { demoFloors } from './demoFloors';
import { svgResponse } from './floorPlanImage';

const floorNotFound = () => mockFailure('failure/NotFound', 'Grundriss nicht gefunden.', 404);

/** Floors with their plan images and editor documents, in memory; prices from the demo installations. */
export function floorMocks(company: DemoCompany) {
  const seeded = demoFloors();
  const floors: Floor[] = seeded.map(({ floor }) => floor);
  const images = new Map<string, string>(seeded.map(({ floor, image }) => [floor.id, image]));
  const documents = new Map<string, Record<string, unknown>>();
  const find = (id: string) => floors.find((floor) => floor.id === id);
  const priceOf = (componentId: string) => company.components.find((component) => component.id === componentId)?.price ?? 0;

  const quoteRooms = (floor: Floor): QuoteRoom[] =>
    [...floor.rooms.map((room) => ({ id: room.id as string | null, name: room.label })), { id: null, name: OUTSIDE_ROOMS_NAME }].flatMap(({ id, name }) => {
      const counts = new Map<string, number>();
      for (const placed of floor.placedElectricalComponents.filter((entry) => entry.roomId === id)) counts.set(placed.componentId, (counts.get(placed.componentId) ?? 0) + 1);
      const elements = [...counts].flatMap(([componentId, items]) => {
        const component = company.components.find((row) => row.id === componentId);
        if (!component) return [];
        const { label, description, unit, labourShareBasisPoints, price } = component;
        return [{ component: { id: componentId, label, description, unit, labourShareBasisPoints }, items, included: 0, extra: items, unitPrice: price, totalPrice: items * price }];
      });
      return elements.length ? [{ name, totalPrice: elements.reduce((sum, element) => sum + element.totalPrice, 0), elements }] : [];
    });
  const preview = (floor: Floor): FloorPreview => ({
    id: floor.id,
    name: floor.name,
    roomsCount: floor.rooms.length,
    installationsCount: floor.placedElectricalComponents.length,
    price: floor.placedElectricalComponents.reduce((sum, placed) => sum + priceOf(placed.componentId), 0),
    hasImage: images.has(floor.id),
  });
  const image = async (id: string) => {
    const data = images.get(id);
    if (data === undefined) return floorNotFound();
    return data.startsWith('data:') ? new Response(await (await fetch(data)).blob()) : svgResponse(data);
  };

  return [
    mockEndpoint(floorEndpoints.list, ({ params }) => floors.filter((floor) => floor.configurationId === params.id).map(preview)),
    mockEndpoint(floorEndpoints.get, ({ params }) => find(params.floorId) ?? floorNotFound()),
    mockEndpoint(floorEndpoints.put, ({ body }) => {
      const input = parsedBody(floorEndpoints.put, body);
      if (input instanceof Response) return input;
      const existing = find(input.id);
      if (existing && input.planVersion !== undefined && input.planVersion !== existing.planVersion) {
        return mockFailure('failure/Conflict', 'Dieses Stockwerk wurde inzwischen in einem anderen Fenster oder von einer anderen Person geändert.', 409);
      }
      return saveRow(floors, { ...input, hasImage: images.has(input.id), hasPdf: existing?.hasPdf ?? false, planVersion: existing?.planVersion ?? 0 });
    }),
    mockEndpoint(floorEndpoints.delete, ({ params }) => (removeRow(floors, params.floorId) ? null : floorNotFound())),
    mockEndpoint(floorEndpoints.getImage, ({ params }) => image(params.floorId)),
    mockEndpoint(floorEndpoints.getImagePreview, ({ params }) => image(params.floorId)),
    mockEndpoint(floorEndpoints.putImage, ({ params, body }) => {
      const input = parsedBody(floorEndpoints.putImage, body);
      if (input instanceof Response) return input;
      const floor = find(params.floorId);
      if (!floor) return floorNotFound();
      images.set(floor.id, input.imageData);
      floor.hasImage = true;
      return null;
    }),
    mockEndpoint(floorEndpoints.putPdf, ({ params }) => {
      const floor = find(params.floorId);
      if (!floor) return floorNotFound();
      floor.hasPdf = true;
      return null;
    }),
    mockEndpoint(floorEndpoints.getPdf, () => floorNotFound()),
    mockEndpoint(floorEndpoints.getPlanDocument, ({ params }) => {
      const floor = find(params.floorId);
      return floor ? { version: floor.planVersion, document: documents.get(floor.id) ?? null } : floorNotFound();
    }),
    mockEndpoint(floorEndpoints.putPlanDocument, ({ params, body }) => {
      const input = parsedBody(floorEndpoints.putPlanDocument, body);
      if (input instanceof Response) return input;
      const floor = find(params.floorId);
      if (!floor) return floorNotFound();
      if (input.version !== floor.planVersion + 1) {
        return mockFailure('failure/Conflict', 'Dieses Stockwerk wurde inzwischen in einem anderen Fenster oder von einer anderen Person geändert.', 409);
      }
      documents.set(floor.id, input.document);
      Object.assign(floor, input.floor ?? {}, { planVersion: input.version });
      return { version: input.version };
    }),
    mockEndpoint(floorEndpoints.quoteInfo, ({ params }): QuoteInfo | ReturnType<typeof floorNotFound> => {
      const floor = find(params.floorId);
      if (!floor) return floorNotFound();
      const rooms = quoteRooms(floor);
      const totalPrice = rooms.reduce((sum, room) => sum + room.totalPrice, 0);
      return { floors: [{ id: floor.id, name: floor.name, totalPrice, rooms }], totalPrice };
    }),
  ];
}
