import { describe, expect, it } from 'vitest';
import { CONNECTION, INSTALLATION, PLAN_IMAGE, ROOM } from '../../domain/planShapes';
import { canMoveAsGroup, GROUP_MOVE_MAX_STILL_SHAPES, GROUP_MOVE_MIN_SHAPES } from './groupMoveEligibility';

const PAGE = 'page:page';
const installation = (n: number) => ({ id: `shape:i${n}`, type: INSTALLATION, parentId: PAGE, props: {} });
const line = (n: number, fromId: string, toId: string) => ({ id: `shape:l${n}`, type: CONNECTION, parentId: PAGE, props: { fromId, toId } });
const plan = { id: 'shape:plan', type: PLAN_IMAGE, parentId: PAGE, props: {} };
const room = { id: 'shape:room', type: ROOM, parentId: PAGE, props: {} };

/** A floor of `count` installations, every two joined by a line. */
function floor(count: number) {
  const installations = Array.from({ length: count }, (_, n) => installation(n));
  const lines = Array.from({ length: count / 2 }, (_, n) => line(n, installations[2 * n]!.id, installations[2 * n + 1]!.id));
  return { installations, lines, all: [plan, room, ...installations, ...lines] };
}

describe('moving a selection as one group', () => {
  it('applies to everything selected on a large floor, the locked plan image staying', () => {
    const { installations, lines, all } = floor(2000);
    expect(canMoveAsGroup([room, ...installations, ...lines], all, PAGE)).toBe(true);
  });

  it('leaves small selections to tldraw, which moves them live', () => {
    const { installations, all } = floor(GROUP_MOVE_MIN_SHAPES - 2);
    expect(canMoveAsGroup(installations.slice(0, GROUP_MOVE_MIN_SHAPES - 1), all, PAGE)).toBe(false);
  });

  it('does not apply while a line that stays joins a moving installation: it has to stretch', () => {
    const { installations, lines, all } = floor(1000);
    expect(canMoveAsGroup([...installations, ...lines.slice(1)], all, PAGE)).toBe(false);
    expect(canMoveAsGroup([...installations.slice(2), ...lines.slice(1)], all, PAGE)).toBe(true);
  });

  it('does not apply when too many shapes stay', () => {
    const installations = Array.from({ length: GROUP_MOVE_MIN_SHAPES + GROUP_MOVE_MAX_STILL_SHAPES + 1 }, (_, n) => installation(n));
    const all = [plan, ...installations];
    expect(canMoveAsGroup(installations.slice(GROUP_MOVE_MAX_STILL_SHAPES - 1), all, PAGE)).toBe(true);
    expect(canMoveAsGroup(installations.slice(GROUP_MOVE_MAX_STILL_SHAPES), all, PAGE)).toBe(false);
  });

  it('does not apply to shapes inside a group, which have a transform of their own', () => {
    const { installations, all } = floor(400);
    const grouped = installations.map((shape) => ({ ...shape, parentId: 'shape:group' }));
    expect(canMoveAsGroup(grouped, all, PAGE)).toBe(false);
  });
});
