import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, renderWithProviders, success, type FakeAnswer, type FakeRoutes } from '@planner/ui/testing';
import { CONFIGURATION_PATH, configuration } from '../quote/test/fixtures';
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

/** The floor's own paths carry the id the client made up, so they are answered by pattern. */
const floorRoutes = (answerImage: () => FakeAnswer) =>
  fakeApi(
    new Proxy({} as FakeRoutes, {
      get: (_, key: string) => {
        const [method, path = ''] = key.split(' ');
        if (path === `${CONFIGURATION_PATH}/floors`) return () => success([]);
        if (FLOOR.test(path) && (method === 'PUT' || method === 'DELETE')) return () => success(null);
        if (method === 'PUT' && FLOOR.test(path.replace(/\/image$/, ''))) return answerImage;
        return undefined;
      },
    }),
  );

describe('adding a floor', () => {
  it('creates the floor and uploads its plan', async () => {
    const api = floorRoutes(() => success(null));
    expect(await addFloor('Erdgeschoss', PLAN)).toBeUndefined();
    const writes = api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/, '{id}')}`);
    expect(writes).toEqual(['PUT /api/electro/floors/{id}', 'PUT /api/electro/floors/{id}/image']);
  });

  it('removes the new floor again when the server refuses its plan', async () => {
    const api = floorRoutes(() => failure('failure/NotFound', 'Angebot nicht gefunden.', 404));
    const result = await addFloor('Erdgeschoss', PLAN);
    expect(result).toMatchObject({ message: 'Angebot nicht gefunden.' });
    const created = api.requests.find((r) => r.method === 'PUT' && FLOOR.test(r.path));
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([created?.path]);
  });
});
