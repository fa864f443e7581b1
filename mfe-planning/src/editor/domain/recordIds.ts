const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The editor id of a shape that stands for a room, placement or line of the structured floor. */
export const shapeIdOf = (uuid: string) => `shape:${uuid}` as const;

/** 128 bits of a string (cyrb128), as 32 hex digits. */
function hash128(text: string): string {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
}

/**
 * The structured floor's id of a shape. Shapes the editor creates carry a uuid in their id;
 * shapes tldraw creates itself (copy, paste, duplicate) get a short random id instead, which
 * maps to a uuid-shaped hash of it, so the same shape always has the same structured id.
 */
export function uuidOfShape(shapeId: string): string {
  const local = shapeId.slice(shapeId.indexOf(':') + 1);
  if (UUID.test(local)) return local.toLowerCase();
  const hex = hash128(shapeId);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
