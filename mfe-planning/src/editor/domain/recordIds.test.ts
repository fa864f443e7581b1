import { describe, expect, it } from 'vitest';
import { shapeIdOf, uuidOfShape } from './recordIds';

const UUID = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/;

describe('structured ids of shapes', () => {
  it('takes the uuid of shapes the editor created', () => {
    const id = 'a3bb189e-8bf9-4888-9912-ace4e6543002';
    expect(uuidOfShape(shapeIdOf(id))).toBe(id);
    expect(uuidOfShape(`shape:${id.toUpperCase()}`)).toBe(id);
  });

  it('maps other shape ids to a stable, distinct uuid', () => {
    const first = uuidOfShape('shape:V1StGXR8_Z5jdHi6B-myT');
    expect(first).toMatch(UUID);
    expect(uuidOfShape('shape:V1StGXR8_Z5jdHi6B-myT')).toBe(first);
    expect(uuidOfShape('shape:V1StGXR8_Z5jdHi6B-myU')).not.toBe(first);
  });
});
