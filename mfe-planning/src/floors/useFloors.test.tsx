import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { floorEndpoints, FloorSchema } from '@planner/api';
import * as v from 'valibot';
import { mockEndpoint, mockFailure, type MockHandler } from '@planner/ui/mocks';
import { mockApi, renderWithProviders } from '@planner/ui/testing';
import { configuration } from '../quote/test/fixtures';
import type { PlanFile } from './planFile';
import { useAddFloor } from './useFloors';

const PLAN: PlanFile = { image: { imageData: 'data:image/png;base64,iVBORw0KGgo=', previewData: 'data:image/png;base64,iVBORw0KGgo=' } };
const FLOOR = /^\/api\/electro\/floors\/[0-9a-f-]{36}$/;

/** Calls `useAddFloor` once and answers what it answered. */
async function addFloor(name: string, plan: PlanFile) {
  let add: ReturnType<typeof useAddFloor> | undefined;
  function Harness() {
    add = useAddFloor(configuration().id);
    return null;
  }
  renderWithProviders(<Harness />);
  let result: Awaited<ReturnType<ReturnType<typeof useAddFloor>>> | Error | undefined;
  await act(async () => {
    result = await add!(name, plan).catch((error: Error) => error);
  });
  return result;
}

/** The floors of the configuration (none yet); the floor's plan upload answers `answerImage`. */
const floorRoutes = (answerImage: MockHandler<typeof floorEndpoints.putImage>) =>
  mockApi(
    mockEndpoint(floorEndpoints.list, () => []),
    mockEndpoint(floorEndpoints.put, ({ body }) => ({ ...v.parse(FloorSchema, body), hasImage: false, hasPdf: false, planVersion: 1 })),
    mockEndpoint(floorEndpoints.delete, () => null),
    mockEndpoint(floorEndpoints.putImage, answerImage),
  );

describe('adding a floor', () => {
  it('creates the floor and uploads its plan', async () => {
    const api = floorRoutes(() => null);
    expect(await addFloor('Erdgeschoss', PLAN)).toBeUndefined();
    const writes = api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/, '{id}')}`);
    expect(writes).toEqual(['PUT /api/electro/floors/{id}', 'PUT /api/electro/floors/{id}/image']);
  });

  it('removes the new floor again when the server refuses its plan', async () => {
    const api = floorRoutes(() => mockFailure('failure/NotFound', 'Angebot nicht gefunden.', 404));
    const result = await addFloor('Erdgeschoss', PLAN);
    expect(result).toMatchObject({ message: 'Angebot nicht gefunden.' });
    const created = api.requests.find((r) => r.method === 'PUT' && FLOOR.test(r.path));
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([created?.path]);
  });
});
