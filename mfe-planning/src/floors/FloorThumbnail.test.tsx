import { floorEndpoints, type FloorPreview } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '@planner/ui/testing';
import { routes } from '../routes';
import { configurationPageHandlers } from '../quote/test/configurationPage';
import { configuration, PAGE_URL } from '../quote/test/fixtures';

const WITH_IMAGE = '55555555-5555-4555-8555-555555555551';
const WITHOUT_IMAGE = '55555555-5555-4555-8555-555555555552';
const previewPath = (floorId: string) => `GET /api/electro/floors/${floorId}/image/preview`;

const floor = (id: string, name: string, hasImage: boolean): FloorPreview => ({
  id,
  name,
  roomsCount: 0,
  installationsCount: 0,
  price: 0,
  hasImage,
});

const pngResponse = () =>
  new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), {
    headers: { 'content-type': 'image/png' },
  });

function serve() {
  const api = mockApi(
    mockEndpoint(floorEndpoints.list, () => [floor(WITH_IMAGE, 'Erdgeschoss', true), floor(WITHOUT_IMAGE, 'Obergeschoss', false)]),
    mockEndpoint(floorEndpoints.getImagePreview, () => pngResponse()),
    ...configurationPageHandlers(() => configuration()),
  );
  renderRoutes(routes, PAGE_URL);
  return api;
}

describe('floor thumbnails in the floor list', () => {
  const revoked: string[] = [];

  beforeEach(() => {
    revoked.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:vorschau');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  });

  it('shows the stored preview in front of the name and a placeholder for a floor without plan', async () => {
    const api = serve();
    const image = (await screen.findByRole('img', { name: 'Vorschau Erdgeschoss' })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('blob:vorschau');
    expect(screen.getByRole('link', { name: 'Obergeschoss' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Vorschau Obergeschoss' })).toBeNull();
    expect(screen.getAllByTestId('floor-thumbnail-placeholder')).toHaveLength(1);
    expect(api.count(previewPath(WITH_IMAGE))).toBe(1);
    expect(api.count(previewPath(WITHOUT_IMAGE))).toBe(0);
  });

  it('releases the object URL when the list goes away', async () => {
    serve();
    await screen.findByRole('img', { name: 'Vorschau Erdgeschoss' });
    expect(revoked).toEqual([]);
    cleanup();
    expect(revoked).toEqual(['blob:vorschau']);
  });
});
