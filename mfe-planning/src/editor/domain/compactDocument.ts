/** A tldraw document snapshot: every record by id, and the schema it was written with. */
export interface DocumentSnapshot {
  store: Record<string, object>;
  schema: object;
}

/** The saved editor document: the snapshot's records without the fields that hold their defaults. */
export interface CompactDocument {
  format: 'tldraw-compact-1';
  schema: object;
  records: object[];
}

/** Fields every shape has, and the value most shapes hold; leaving them out halves a floor's document. */
const SHAPE_DEFAULTS: Readonly<Record<string, unknown>> = {
  rotation: 0,
  isLocked: false,
  opacity: 1,
  meta: {},
  parentId: 'page:page',
};

const typeNameOf = (id: string) => id.slice(0, id.indexOf(':'));
const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
const isDefault = (value: unknown, fallback: unknown) =>
  isEmptyObject(fallback) ? isEmptyObject(value) : value === fallback;

/**
 * Coordinates to a hundredth of a unit (a plan pixel): far below what anyone can see or place,
 * and a third of the characters of a full double, which keeps a floor of thousands of
 * installations within the document limit.
 */
const round = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) / 100 : value);

function roundedPoints(props: unknown): unknown {
  if (typeof props !== 'object' || props === null || !('points' in props) || !Array.isArray(props.points)) return props;
  const points = props.points.map((point: unknown) =>
    typeof point === 'object' && point !== null ? { ...point, x: round((point as { x?: unknown }).x), y: round((point as { y?: unknown }).y) } : point,
  );
  return { ...props, points };
}

/**
 * Leaves out what `expandDocument` restores: the type name given by the id, and shape defaults;
 * shape coordinates are rounded to a hundredth.
 */
export function compactDocument(snapshot: DocumentSnapshot): CompactDocument {
  const records = Object.values(snapshot.store).map((record) => {
    const compact: Record<string, unknown> = { ...record };
    const id = String(compact.id);
    if (compact.typeName === typeNameOf(id)) delete compact.typeName;
    if (typeNameOf(id) === 'shape') {
      for (const [key, fallback] of Object.entries(SHAPE_DEFAULTS)) {
        if (key in compact && isDefault(compact[key], fallback)) delete compact[key];
      }
      if ('x' in compact) compact.x = round(compact.x);
      if ('y' in compact) compact.y = round(compact.y);
      if ('props' in compact) compact.props = roundedPoints(compact.props);
    }
    return compact;
  });
  return { format: 'tldraw-compact-1', schema: snapshot.schema, records };
}

/** The tldraw snapshot of a saved document; a plain snapshot (with `store`) is taken as it is. */
export function expandDocument(document: Record<string, unknown>): DocumentSnapshot {
  if (document.format !== 'tldraw-compact-1') return document as unknown as DocumentSnapshot;
  const { schema, records } = document as unknown as CompactDocument;
  const store: Record<string, object> = {};
  for (const compact of records) {
    const record: Record<string, unknown> = { ...compact };
    const id = String(record.id);
    record.typeName ??= typeNameOf(id);
    if (record.typeName === 'shape') {
      for (const [key, fallback] of Object.entries(SHAPE_DEFAULTS)) {
        if (!(key in record)) record[key] = isEmptyObject(fallback) ? {} : fallback;
      }
    }
    store[id] = record;
  }
  return { store, schema };
}
