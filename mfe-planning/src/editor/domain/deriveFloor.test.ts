import { describe, expect, it } from 'vitest';
import { deriveFloorStructure, type FloorStructure } from './deriveFloor';
import { CONNECTION, INSTALLATION, PLAN_IMAGE, ROOM, type ShapeRecord } from './planShapes';
import { uuidOfShape } from './recordIds';
import { shapesFromFloor } from './shapesFromFloor';

const ID = {
  kitchen: '11111111-1111-4111-8111-111111111111',
  hall: '22222222-2222-4222-8222-222222222222',
  socket: '33333333-3333-4333-8333-333333333333',
  lamp: '44444444-4444-4444-8444-444444444444',
  switch: '55555555-5555-4555-8555-555555555555',
  line: '66666666-6666-4666-8666-666666666666',
  socketType: '77777777-7777-4777-8777-777777777777',
  lampType: '88888888-8888-4888-8888-888888888888',
  kitchenType: '99999999-9999-4999-8999-999999999999',
};

/** A shape record as tldraw stores it. */
const shape = (fields: Partial<ShapeRecord> & Pick<ShapeRecord, 'id' | 'type' | 'props'> & Record<string, unknown>): ShapeRecord & Record<string, unknown> => ({
  typeName: 'shape',
  x: 0,
  y: 0,
  rotation: 0,
  parentId: 'page:page',
  isLocked: false,
  opacity: 1,
  meta: {},
  index: 'a1',
  ...fields,
});

const room = (id: string, x: number, y: number, w: number, h: number, label: string, roomTypeId: string | null = null) =>
  shape({
    id: `shape:${id}`,
    type: ROOM,
    x,
    y,
    props: {
      label,
      roomTypeId,
      roomTypeName: roomTypeId ? 'Küche' : '',
      points: [
        { x: 0, y: 0 },
        { x: w, y: 0 },
        { x: w, y: h },
        { x: 0, y: h },
      ],
    },
  });
const installation = (id: string, componentId: string, centreX: number, centreY: number, size = 20) =>
  shape({ id: `shape:${id}`, type: INSTALLATION, x: centreX - size / 2, y: centreY - size / 2, props: { componentId, size } });
const connection = (id: string, from: string, to: string) =>
  shape({ id: `shape:${id}`, type: CONNECTION, props: { fromId: `shape:${from}`, toId: `shape:${to}` } });

const records = [
  { id: 'document:document', typeName: 'document', name: '', meta: {} },
  { id: 'page:page', typeName: 'page', name: 'Seite 1', index: 'a1', meta: {} },
  shape({ id: 'shape:plan-image', type: PLAN_IMAGE, isLocked: true, props: { w: 800, h: 600, src: '/api/electro/floors/x/image' } }),
  room(ID.kitchen, 100, 100, 200, 150, 'Küche', ID.kitchenType),
  room(ID.hall, 300, 100, 100, 300, 'Flur'),
  installation(ID.socket, ID.socketType, 150, 120),
  installation(ID.lamp, ID.lampType, 350, 350),
  installation(ID.switch, ID.socketType, 600, 500),
  connection(ID.line, ID.socket, ID.lamp),
];

describe('deriveFloorStructure', () => {
  it('takes rooms with their corners in plan coordinates and their room type', () => {
    const { rooms } = deriveFloorStructure(records);
    expect(rooms).toEqual([
      {
        id: ID.kitchen,
        label: 'Küche',
        roomType: { id: ID.kitchenType, name: 'Küche' },
        points: [
          { x: 100, y: 100 },
          { x: 300, y: 100 },
          { x: 300, y: 250 },
          { x: 100, y: 250 },
        ],
      },
      expect.objectContaining({ id: ID.hall, label: 'Flur', roomType: null }),
    ]);
  });

  it('places each installation at the centre of its icon, in the room containing it or in none', () => {
    const { placedElectricalComponents } = deriveFloorStructure(records);
    expect(placedElectricalComponents).toEqual([
      { id: ID.socket, componentId: ID.socketType, roomId: ID.kitchen, position: { x: 150, y: 120 } },
      { id: ID.lamp, componentId: ID.lampType, roomId: ID.hall, position: { x: 350, y: 350 } },
      { id: ID.switch, componentId: ID.socketType, roomId: null, position: { x: 600, y: 500 } },
    ]);
  });

  it('recomputes the room when an installation or a room moves', () => {
    const moved = records.map((record) =>
      record.id === `shape:${ID.switch}` ? { ...record, x: 200, y: 200 } : record.id === `shape:${ID.hall}` ? { ...record, x: 500 } : record,
    );
    const rooms = Object.fromEntries(deriveFloorStructure(moved).placedElectricalComponents.map((p) => [p.id, p.roomId]));
    expect(rooms).toEqual({ [ID.socket]: ID.kitchen, [ID.lamp]: null, [ID.switch]: ID.kitchen });
  });

  it('keeps lines between two existing installations, once per pair', () => {
    const withBrokenLines = [
      ...records,
      connection('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', ID.lamp, ID.socket),
      connection('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', ID.socket, 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'),
      connection('dddddddd-dddd-4ddd-8ddd-dddddddddddd', ID.lamp, ID.lamp),
      connection('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', ID.kitchen, ID.lamp),
    ];
    expect(deriveFloorStructure(withBrokenLines).connectionLines).toEqual([{ id: ID.line, fromId: ID.socket, toId: ID.lamp }]);
  });

  it('follows rotation and parent groups to plan coordinates', () => {
    const group = shape({ id: 'shape:group1', type: 'group', x: 1000, y: 0, props: {} });
    const rotated = { ...installation(ID.socket, ID.socketType, 0, 0, 20), x: 0, y: 0, rotation: Math.PI / 2, parentId: 'shape:group1' };
    const [placement] = deriveFloorStructure([group, rotated]).placedElectricalComponents;
    expect(placement!.position).toEqual({ x: 990, y: 10 });
  });

  it('gives shapes copied by the editor stable uuids and refers to them from lines', () => {
    const copied = [installation('V1StGXR8_Z5jdHi6B-myT', ID.socketType, 10, 10), installation('Uakgb_J5m9g-0JDMbcJqL', ID.lampType, 50, 50)];
    const line = connection('p6QVmbJ7Xw2TUqP0R3xAa', 'V1StGXR8_Z5jdHi6B-myT', 'Uakgb_J5m9g-0JDMbcJqL');
    const structure = deriveFloorStructure([...copied, line]);
    expect(structure.connectionLines).toEqual([
      {
        id: uuidOfShape('shape:p6QVmbJ7Xw2TUqP0R3xAa'),
        fromId: uuidOfShape('shape:V1StGXR8_Z5jdHi6B-myT'),
        toId: uuidOfShape('shape:Uakgb_J5m9g-0JDMbcJqL'),
      },
    ]);
    expect(structure.placedElectricalComponents.map((p) => p.id).sort()).toEqual(structure.connectionLines.flatMap((l) => [l.fromId, l.toId]).sort());
  });

  it('is the inverse of building the editor shapes of a structured floor', () => {
    const floor: FloorStructure = deriveFloorStructure(records);
    const rebuilt = shapesFromFloor(floor, { w: 800, h: 600, src: '/api/electro/floors/x/image' }).map((seed) => shape(seed));
    expect(deriveFloorStructure(rebuilt)).toEqual(floor);
  });
});
