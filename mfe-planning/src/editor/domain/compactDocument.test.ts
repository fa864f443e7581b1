import { describe, expect, it } from 'vitest';
import { MAX_PLAN_DOCUMENT_BYTES } from '@planner/api';
import { compactDocument, expandDocument, type DocumentSnapshot } from './compactDocument';
import { shapesFromFloor } from './shapesFromFloor';

const schema = { schemaVersion: 2, sequences: { 'com.tldraw.shape': 4, 'com.tldraw.shape.room': 0 } };

/** A document snapshot as tldraw writes it, with every field of every shape. */
function snapshotOf(shapes: ({ id: string } & Record<string, unknown>)[]): DocumentSnapshot {
  const store: Record<string, object> = {
    'document:document': { id: 'document:document', typeName: 'document', gridSize: 10, name: '', meta: {} },
    'page:page': { id: 'page:page', typeName: 'page', name: 'Seite 1', index: 'a1', meta: {} },
  };
  shapes.forEach((shape, n) => {
    store[shape.id] = { rotation: 0, isLocked: false, opacity: 1, meta: {}, parentId: 'page:page', index: `a${n + 2}`, typeName: 'shape', ...shape };
  });
  return { store, schema };
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('compact editor document', () => {
  it('restores exactly the snapshot it was made of, defaults and deviations alike', () => {
    const snapshot = snapshotOf([
      { id: 'shape:plan-image', type: 'plan-image', x: 0, y: 0, isLocked: true, props: { w: 800, h: 600, src: '/api/electro/floors/f/image' } },
      { id: `shape:${uuid(1)}`, type: 'installation', x: 10.5, y: 20.25, props: { componentId: uuid(9), size: 24 } },
      { id: `shape:${uuid(2)}`, type: 'installation', x: 1, y: 2, rotation: 0.5, opacity: 0.5, meta: { note: 'x' }, parentId: 'shape:group', props: { componentId: uuid(9), size: 24 } },
    ]);
    const saved = JSON.parse(JSON.stringify(compactDocument(snapshot)));
    expect(expandDocument(saved)).toEqual(snapshot);
  });

  it('leaves out the fields holding defaults', () => {
    const compact = compactDocument(snapshotOf([{ id: `shape:${uuid(1)}`, type: 'installation', x: 1, y: 2, props: {} }]));
    expect(compact.records[2]).toEqual({ id: `shape:${uuid(1)}`, type: 'installation', x: 1, y: 2, index: 'a2', props: {} });
  });

  it('rounds shape positions and room corners to a hundredth', () => {
    const compact = compactDocument(
      snapshotOf([
        { id: `shape:${uuid(1)}`, type: 'installation', x: 1234.567891234, y: 0.1 + 0.2, props: { componentId: uuid(9) } },
        { id: `shape:${uuid(2)}`, type: 'room', x: 10.004, y: 20, props: { label: 'Bad', points: [{ x: 0.333333, y: 99.999 }, { x: 5, y: 6.125 }] } },
      ]),
    );
    expect(compact.records[2]).toMatchObject({ x: 1234.57, y: 0.3, props: { componentId: uuid(9) } });
    expect(compact.records[3]).toMatchObject({ x: 10, y: 20, props: { label: 'Bad', points: [{ x: 0.33, y: 100 }, { x: 5, y: 6.13 }] } });
  });

  it('takes a plain tldraw snapshot as it is', () => {
    const snapshot = snapshotOf([]);
    expect(expandDocument(snapshot as unknown as Record<string, unknown>)).toBe(snapshot);
  });

  it('keeps a floor with 2 000 installations and 1 000 lines under 1 MB', () => {
    const placements = Array.from({ length: 2000 }, (_, n) => ({
      id: uuid(n),
      componentId: uuid(100_000 + (n % 12)),
      roomId: null,
      position: { x: 123.45 + (n % 80) * 37.21, y: 67.89 + Math.floor(n / 80) * 41.37 },
    }));
    const lines = Array.from({ length: 1000 }, (_, n) => ({ id: uuid(200_000 + n), fromId: uuid(2 * n), toId: uuid(2 * n + 1) }));
    const rooms = Array.from({ length: 40 }, (_, n) => ({
      id: uuid(300_000 + n),
      label: `Raum ${n + 1}`,
      roomType: null,
      points: [
        { x: n * 100, y: 0 },
        { x: n * 100 + 90, y: 0 },
        { x: n * 100 + 90, y: 90 },
        { x: n * 100, y: 90 },
      ],
    }));
    const shapes = shapesFromFloor(
      { rooms, placedElectricalComponents: placements, connectionLines: lines },
      { w: 3000, h: 2000, src: '/api/electro/floors/f/image' },
    );
    const bytes = new TextEncoder().encode(JSON.stringify(compactDocument(snapshotOf(shapes)))).length;
    expect(bytes).toBeLessThan(MAX_PLAN_DOCUMENT_BYTES);
  });
});
