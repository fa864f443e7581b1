import { configurationEndpoints, projectEndpoints, quoteEndpoints } from '@planner/api';
import {
  EMPTY_PV_OFFER_ADJUSTMENTS,
  pvOfferEndpoints,
  pvOfferPositions,
  type PartsListLine,
  type PvOffer,
  type PvOfferAdjustments,
  type SavePvOffer,
} from '@planner/api/pv';
import { mockEndpoint, mockFailure } from '@planner/ui/mocks';
import { configurationPreview, mockApi, PROJECT_ID, renderRoutes, signInWithRoles, testProject } from '@planner/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';

const CONFIGURATION_ID = '22222222-2222-4222-8222-222222222222';
const configuration = configurationPreview({ id: CONFIGURATION_ID, name: 'PV-Anlage Weber' });
const PATH = `/projects/${PROJECT_ID}/configurations/${CONFIGURATION_ID}/pv-offer`;

/** 8 modules of 400 W (3.2 kWp), a wallbox and the mounting system per module. */
const DESIGN_LINES: PartsListLine[] = [
  { group: 'Module', name: 'Meyer Burger Black 400', quantity: 8, unit: 'Stk', unitPrice: 21_900, netAmount: 175_200, partOfPvSystem: true },
  { group: 'Wallbox', name: 'Wallbox 11 kW', quantity: 1, unit: 'Stk', unitPrice: 89_900, netAmount: 89_900, partOfPvSystem: false },
  { group: 'Service', name: 'Montagesystem Ziegeldach', quantity: 8, unit: 'Stk', unitPrice: 6_500, netAmount: 52_000, partOfPvSystem: true },
];

/** With the DC cable of two strings: 2 × 2 × the run plus 3 m on the roof, as the server would count it. */
const designLines = (run: number): PartsListLine[] => {
  const metres = Math.ceil(4 * run + 3);
  return [
    ...DESIGN_LINES,
    { group: 'DcCabling', name: 'Solarkabel 6 mm²', quantity: metres, unit: 'm', unitPrice: 180, netAmount: metres * 180, partOfPvSystem: true },
  ];
};

/** The server's answers, computed by the same function the server uses; `conflictOnce` answers one save with 409. */
function mockOffer(options: { conflictOnce?: boolean; finalizeRefusal?: string; mountingWarnings?: string[]; dcCablingWarnings?: string[] } = {}) {
  const saves: SavePvOffer[] = [];
  const finalizations: unknown[] = [];
  let conflict = options.conflictOnce ?? false;
  let version = 0;
  let adjustments: PvOfferAdjustments = EMPTY_PV_OFFER_ADJUSTMENTS;
  const offer = (): PvOffer => ({
    configurationId: CONFIGURATION_ID,
    version,
    readOnly: false,
    priceDay: '2026-11-27',
    mountingWarnings: options.mountingWarnings ?? [],
    dcCablingWarnings: options.dcCablingWarnings ?? [],
    ...adjustments,
    ...pvOfferPositions({ lines: designLines(adjustments.dcCableRunMetres), moduleCount: 8, kwp: 3.2 }, adjustments),
  });
  mockApi(
    mockEndpoint(projectEndpoints.get, () => testProject(configuration, 1)),
    mockEndpoint(configurationEndpoints.get, () => configuration),
    mockEndpoint(pvOfferEndpoints.get, offer),
    mockEndpoint(pvOfferEndpoints.put, ({ body }) => {
      saves.push(body as SavePvOffer);
      if (conflict) {
        conflict = false;
        version += 1;
        return mockFailure('failure/Conflict', 'Die Positionen der PV-Anlage wurden inzwischen geändert.', 409);
      }
      const { version: _basedOn, ...rest } = body as SavePvOffer;
      adjustments = rest;
      version += 1;
      return offer();
    }),
    mockEndpoint(quoteEndpoints.finalize, ({ body }) => {
      finalizations.push(body);
      return mockFailure('failure/invalid-configuration', options.finalizeRefusal ?? 'Die PV-Anlage hat Fehler.', 422);
    }),
  );
  return { saves, finalizations };
}

const row = (name: string) => screen.getByRole('cell', { name: new RegExp(name) }).closest('tr')!;

describe('the PV positions page', () => {
  it('shows the design’s positions with their VAT, and confirming the conditions puts the PV system at 0 %', async () => {
    signInWithRoles(['Planner']);
    const { saves } = mockOffer();
    renderRoutes(routes, PATH);

    expect(await screen.findByRole('heading', { name: 'Angebot PV-Anlage: PV-Anlage Weber' })).toBeTruthy();
    expect(within(row('Meyer Burger Black 400')).getByText('19 %')).toBeTruthy();
    // 317 100 + 63 m × 1,80 € = 328 440; × 1.19 = 390 843,6 → 3.908,44 €
    expect(screen.getByRole('row', { name: /Gesamtbetrag/ }).textContent).toContain('3.908,44');

    await userEvent.click(screen.getByRole('checkbox', { name: /Voraussetzungen für 0 % bestätigt/ }));

    await waitFor(() => expect(within(row('Meyer Burger Black 400')).getByText('0 % (PV-Anlage)')).toBeTruthy());
    expect(within(row('Wallbox 11 kW')).getByText('19 %')).toBeTruthy();
    expect(saves).toEqual([{ version: 0, conditionsConfirmed: true, quantities: [], freeLines: [], dcCableRunMetres: 15 }]);
    // 227 200 + 63 m × 1,80 € = 238 540 at 0 %, 89 900 + 19 % = 106 981
    expect(screen.getByRole('row', { name: /Gesamtbetrag/ }).textContent).toContain('3.455,21');
    expect(screen.getByText(/Steuersatz 0 % gemäß § 12 Abs. 3 UStG/)).toBeTruthy();
  });

  it('saves a changed amount and a free line under the version it is based on', async () => {
    signInWithRoles(['Planner']);
    const { saves } = mockOffer();
    renderRoutes(routes, PATH);

    const amount = await screen.findByRole('spinbutton', { name: 'Menge Montagesystem Ziegeldach' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '10{Enter}');
    await waitFor(() => expect(within(row('Montagesystem Ziegeldach')).getByText(/aus der Planung: 8 Stk\./)).toBeTruthy());
    expect(within(row('Montagesystem Ziegeldach')).getByText('650,00 €')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Freie Position hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freie Position hinzufügen' });
    await userEvent.type(within(dialog).getByLabelText('Bezeichnung'), 'Überspannungsschutz DC');
    await userEvent.type(within(dialog).getByLabelText('Einzelpreis (netto)'), '390');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));

    expect(await screen.findByRole('cell', { name: /Überspannungsschutz DC/ })).toBeTruthy();
    expect(saves[0]).toEqual({
      version: 0,
      conditionsConfirmed: false,
      quantities: [{ key: 'Service:Montagesystem Ziegeldach', quantity: 10 }],
      freeLines: [],
      dcCableRunMetres: 15,
    });
    expect(saves[1]).toMatchObject({
      version: 1,
      quantities: [{ key: 'Service:Montagesystem Ziegeldach', quantity: 10 }],
      freeLines: [{ name: 'Überspannungsschutz DC', quantity: 1, unit: 'Stk', unitPrice: 39_000, partOfPvSystem: true }],
    });
  });

  it('warns of every face whose mounting system is not counted', async () => {
    signInWithRoles(['Planner']);
    const warnings = ['Dachfläche „Süddach“: Keine Dacheindeckung gewählt.', 'Dachfläche „Westdach“: Die Dacheindeckung „Schiefer“ hat keine Montageregel.'];
    mockOffer({ mountingWarnings: warnings });
    renderRoutes(routes, PATH);

    const list = await screen.findByRole('list', { name: 'Hinweise zum Montagesystem' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(warnings);
  });

  it('saves the cable run from the roof to the inverter, shows the default as such, and recounts the cable', async () => {
    signInWithRoles(['Planner']);
    const { saves } = mockOffer();
    renderRoutes(routes, PATH);

    const run = await screen.findByLabelText('Leitungsweg Dach → Wechselrichter');
    expect((run as HTMLInputElement).value).toBe('15,0');
    expect(screen.getByText('Vorgabe, bitte an die Baustelle anpassen')).toBeTruthy();
    expect(within(row('Solarkabel 6 mm²')).getByRole('spinbutton', { name: 'Menge Solarkabel 6 mm²' })).toHaveProperty('value', '63,000');
    await userEvent.clear(run);
    await userEvent.type(run, '12,5{Enter}');

    await userEvent.tab();
    // Enter and leaving the field save the value once.
    await waitFor(() => expect(saves).toEqual([{ version: 0, conditionsConfirmed: false, quantities: [], freeLines: [], dcCableRunMetres: 12.5 }]));
    // 4 × 12.5 + 3 = 53 m
    await waitFor(() => expect(within(row('Solarkabel 6 mm²')).getByRole('spinbutton')).toHaveProperty('value', '53,000'));
    expect(screen.queryByText('Vorgabe, bitte an die Baustelle anpassen')).toBeNull();
  });

  it('warns when the DC cabling is not counted', async () => {
    signInWithRoles(['Planner']);
    const warning = 'Die DC-Verkabelung ist nicht im Angebot gezählt: In den Montageteilen fehlt ein Teil der Rolle „DC-Solarkabel (Preis je Meter)“.';
    mockOffer({ dcCablingWarnings: [warning] });
    renderRoutes(routes, PATH);

    const list = await screen.findByRole('list', { name: 'Hinweise zur DC-Verkabelung' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([warning]);
  });

  it('shows no mounting hints when the mounting system is counted', async () => {
    signInWithRoles(['Planner']);
    mockOffer();
    renderRoutes(routes, PATH);

    expect(await screen.findByRole('cell', { name: /Meyer Burger Black 400/ })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Hinweise zum Montagesystem' })).toBeNull();
  });

  it('reports a change saved elsewhere in between and shows the newer state', async () => {
    signInWithRoles(['Planner']);
    mockOffer({ conflictOnce: true });
    renderRoutes(routes, PATH);

    await userEvent.click(await screen.findByRole('checkbox', { name: /Voraussetzungen für 0 % bestätigt/ }));

    expect(await screen.findByText('Die Positionen der PV-Anlage wurden inzwischen geändert.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Voraussetzungen/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows why ‘Angebot abschließen’ is refused, e.g. the design’s check errors', async () => {
    signInWithRoles(['Planner']);
    const { finalizations } = mockOffer({ finalizeRefusal: 'Die PV-Anlage hat Fehler, die vor dem Fertigstellen behoben werden müssen: String zu lang.' });
    renderRoutes(routes, PATH);

    await userEvent.click(await screen.findByRole('button', { name: 'Angebot abschließen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Angebot abschließen' });
    await userEvent.type(within(dialog).getByLabelText('Angebotsnummer'), 'PV-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Angebot abschließen' }));

    expect(await within(dialog).findByText(/String zu lang/)).toBeTruthy();
    expect(finalizations).toEqual([{ quoteName: 'PV-Anlage Weber', quoteNumber: 'PV-1' }]);
  });

  it('lets a read-only user see the positions but change nothing', async () => {
    signInWithRoles(['ReadOnly']);
    mockOffer();
    renderRoutes(routes, PATH);

    expect(await screen.findByRole('cell', { name: /Meyer Burger Black 400/ })).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByTestId('dc-cable-run').textContent).toBe('15 m');
    expect((screen.getByRole('checkbox', { name: /Voraussetzungen/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Angebot abschließen' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
