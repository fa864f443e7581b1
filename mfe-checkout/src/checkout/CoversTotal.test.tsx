import { EMPTY_CHECKOUT, type OutletCoverType } from '@planner/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockCheckoutApi } from '../test/mockCheckoutApi';
import { renderCheckoutTab } from '../test/renderParcel';
import { COVERS_TOTAL_DELAY_MS } from './useCoversTotal';

const ICON = 'data:image/png;base64,iVBORw0KGgo=';
const cover = (id: string, name: string): OutletCoverType => ({
  id,
  name,
  icon: ICON,
  description: '',
  outletCoverPrice: 450,
  lightSwitchPrice: 520,
  thermostatPrice: 1_900,
  labourShareBasisPoints: 1_000,
});
const WHITE = cover('e0000000-0000-4000-8000-000000000001', 'Reinweiß');
const ANTHRACITE = cover('e0000000-0000-4000-8000-000000000002', 'Anthrazit');
const CATALOGUES = { outletCoverType: [WHITE, ANTHRACITE] };

/** Found by its label's text: a query by role computes every button's name, too slow for the 500 ms this test measures. */
const coversEntry = async () => (await screen.findByText('Abdeckungen')).closest('button') as HTMLElement;

describe('covers total in the checkout tab', () => {
  it('is requested 500 ms after the tab shows the chosen cover, then shown', async () => {
    const api = mockCheckoutApi(CATALOGUES, { ...EMPTY_CHECKOUT, outletCovers: WHITE }, 12_970);
    const start = performance.now();
    renderCheckoutTab();
    expect(await within(await coversEntry()).findByText('Reinweiß')).toBeTruthy();
    expect(api.coversTotalRequests).toEqual([]);
    expect(screen.queryByText(/Gesamtpreis/)).toBeNull();

    expect(await screen.findByText('Gesamtpreis: 129,70 €', undefined, { timeout: 3_000 })).toBeTruthy();
    expect(api.coversTotalRequests).toHaveLength(1);
    expect(api.coversTotalRequests[0]! - start).toBeGreaterThanOrEqual(COVERS_TOTAL_DELAY_MS);
  });

  it('shows nothing when the server answers failure/NotFound', async () => {
    const api = mockCheckoutApi(CATALOGUES, { ...EMPTY_CHECKOUT, outletCovers: WHITE }, null);
    renderCheckoutTab();
    await waitFor(() => expect(api.coversTotalRequests).toHaveLength(1), { timeout: 3_000 });
    // The answer is handled once the cover entry has rendered again without a total.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(await coversEntry()).getByText('Reinweiß')).toBeTruthy();
    expect(screen.queryByText(/Gesamtpreis/)).toBeNull();
  });

  it('is not requested while no cover is chosen, and appears for a newly chosen one', async () => {
    const api = mockCheckoutApi(CATALOGUES, EMPTY_CHECKOUT, 6_600);
    renderCheckoutTab();
    await userEvent.click(await coversEntry());
    await userEvent.click(await screen.findByRole('radio', { name: 'Anthrazit' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.savedCheckouts.at(-1)?.outletCovers?.name).toBe('Anthrazit'));
    expect(api.coversTotalRequests).toEqual([]);
    expect(await screen.findByText('Gesamtpreis: 66,00 €', undefined, { timeout: 3_000 })).toBeTruthy();
    expect(api.coversTotalRequests).toHaveLength(1);
  });
});
