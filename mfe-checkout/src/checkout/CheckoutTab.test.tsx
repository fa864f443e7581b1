import { EMPTY_CHECKOUT, MISSING_PERMISSION_MESSAGES, type CheckoutConfiguration, type PowerMeterType } from '@planner/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInWithRoles } from '@planner/ui/testing';
import { mockCheckoutApi } from '../test/mockCheckoutApi';
import { renderCheckoutTab } from '../test/renderParcel';

const ICON = 'data:image/png;base64,iVBORw0KGgo=';
const option = (id: string, name: string, price: number) => ({ id, name, description: '', icon: ICON, price, labourShareBasisPoints: 0 });
const meter = (id: string, name: string, type: PowerMeterType['powerMeterTypeConfigurationType']['type'], price = 42_000): PowerMeterType => ({ ...option(id, name, price), powerMeterTypeConfigurationType: { type } });

const CATALOGUES = {
  patchFieldType: [option('a0000000-0000-4000-8000-000000000001', 'Patchfeld Cat. 6A', 1_850), option('a0000000-0000-4000-8000-000000000002', 'Patchfeld inklusive', 0)],
  intercomType: [option('b0000000-0000-4000-8000-000000000001', 'Video-Sprechanlage', 129_000)],
  intercomLocationType: [{ id: 'c0000000-0000-4000-8000-000000000001', location: 'Gartentor', extraPrice: 24_000, labourShareBasisPoints: 0 }],
  powerMeterType: [
    meter('d0000000-0000-4000-8000-000000000001', 'PV durch Fremdfirma', 'StandardWithPVExternal'),
    meter('d0000000-0000-4000-8000-000000000002', 'Standard ohne PV', 'StandardWithoutPV', 0),
  ],
};

const user = () => userEvent.setup();
const dialog = () => screen.getByRole('dialog');
/** Opens an entry's dialog; some dialogs load lazily. */
/** An entry's button, named by its content: the entry's label first, then its choice. */
const entryButton = (label: string) => screen.findByRole('button', { name: new RegExp(`^${label}`) });
const openEntry = async (name: string) => {
  await user().click(await entryButton(name));
  return screen.findByRole('dialog');
};
const save = async () => userEvent.click(within(dialog()).getByRole('button', { name: 'Speichern' }));
const lastSaved = (api: { savedCheckouts: CheckoutConfiguration[] }) => api.savedCheckouts.at(-1);

describe('checkout tab', () => {
  it('says so when the configuration has no checkout', async () => {
    mockCheckoutApi(CATALOGUES, null);
    renderCheckoutTab();
    expect(await screen.findByText('Konfiguration für dieses Projekt nicht gefunden.')).toBeTruthy();
  });

  it('disables every entry of a read-only configuration', async () => {
    mockCheckoutApi(CATALOGUES);
    renderCheckoutTab(true);
    const entries = ['TV-Anschluss', 'Multimedia-Kanal', 'Patch-Feld', 'Sprechanlage', 'Schließanlage', 'Briefkasten', 'Abdeckungen', 'Messkonzept', 'Heizung'];
    for (const name of entries) expect((await entryButton(name)).hasAttribute('disabled')).toBe(true);
  });

  it('disables every entry for a user who may not plan, and says why', async () => {
    signInWithRoles(['MasterData']);
    mockCheckoutApi(CATALOGUES);
    renderCheckoutTab();
    const tv = await entryButton('TV-Anschluss');
    expect(tv.hasAttribute('disabled')).toBe(true);
    expect((await entryButton('Heizung')).hasAttribute('disabled')).toBe(true);
    await user().hover(tv.parentElement as HTMLElement);
    expect(await screen.findByText(MISSING_PERMISSION_MESSAGES.plan)).toBeTruthy();
  });

  it('saves a patch field with its port count, and disables the count for a free one', async () => {
    const api = mockCheckoutApi(CATALOGUES);
    renderCheckoutTab();
    await openEntry('Patch-Feld');
    await user().click(await screen.findByRole('radio', { name: 'Patchfeld inklusive' }));
    expect(within(dialog()).getByRole('spinbutton', { name: 'Anzahl Ports' }).hasAttribute('disabled')).toBe(true);
    await user().click(screen.getByRole('radio', { name: 'Patchfeld Cat. 6A' }));
    const ports = within(dialog()).getByRole('spinbutton', { name: 'Anzahl Ports' });
    await user().clear(ports);
    await user().type(ports, '24');
    await save();
    await waitFor(() => expect(lastSaved(api)?.patchField?.amount).toBe(24));
    expect(lastSaved(api)).toMatchObject({ ...EMPTY_CHECKOUT, patchField: { patchFieldType: { name: 'Patchfeld Cat. 6A' } } });
    expect(await screen.findByText('24 Ports × 18,50 € = 444,00 €')).toBeTruthy();
    expect(await screen.findByText('Konfiguration erfolgreich gespeichert.')).toBeTruthy();
  });

  it('removes a choice again, and offers removing only where there is one', async () => {
    const api = mockCheckoutApi(CATALOGUES);
    renderCheckoutTab();
    await openEntry('Patch-Feld');
    expect(within(dialog()).queryByRole('button', { name: 'Auswahl entfernen' })).toBeNull();
    await user().click(await screen.findByRole('radio', { name: 'Patchfeld Cat. 6A' }));
    await save();
    expect(await screen.findByText('Patchfeld Cat. 6A')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openEntry('Patch-Feld');
    await user().click(within(dialog()).getByRole('button', { name: 'Auswahl entfernen' }));
    await waitFor(() => expect(lastSaved(api)).toEqual(EMPTY_CHECKOUT));
    expect(await screen.findByText('Auswahl entfernt.')).toBeTruthy();
    expect(within(await entryButton('Patch-Feld')).getByText('Noch keine Auswahl getroffen')).toBeTruthy();
  });

  it('marks an option deleted from its catalogue, without its price, and lets it be chosen anew', async () => {
    const deleted = option('a0000000-0000-4000-8000-000000000009', 'Patchfeld alt', 5_000);
    const api = mockCheckoutApi(CATALOGUES, { ...EMPTY_CHECKOUT, patchField: { patchFieldType: deleted, amount: 2 }, unavailable: ['patchField'] });
    renderCheckoutTab();
    const entry = await entryButton('Patch-Feld');
    expect(within(entry).getByText('Patchfeld alt')).toBeTruthy();
    expect(within(entry).getByText('Option nicht mehr verfügbar')).toBeTruthy();
    expect(within(entry).queryByText(/100,00 €/)).toBeNull();

    await user().click(entry);
    await screen.findByRole('dialog');
    expect(await screen.findByRole('radio', { name: 'Patchfeld Cat. 6A' })).toBeTruthy();
    expect(screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true')).toHaveLength(0);
    await user().click(screen.getByRole('radio', { name: 'Patchfeld Cat. 6A' }));
    await save();
    await waitFor(() => expect(lastSaved(api)?.patchField?.patchFieldType.name).toBe('Patchfeld Cat. 6A'));
    expect(lastSaved(api)).not.toHaveProperty('unavailable');
  });

  it('requires intercom type and location together', async () => {
    const api = mockCheckoutApi(CATALOGUES);
    renderCheckoutTab();
    await openEntry('Sprechanlage');
    await user().click(await screen.findByRole('radio', { name: 'Video-Sprechanlage' }));
    await save();
    expect(await within(dialog()).findByText('Bitte wählen Sie eine Option für die Sprechanlage und den Installationsort aus.')).toBeTruthy();
    await user().click(screen.getByRole('radio', { name: 'Gartentor' }));
    await save();
    await waitFor(() => expect(lastSaved(api)?.intercom?.intercomLocation.location).toBe('Gartentor'));
    expect(await screen.findByText('Video-Sprechanlage – Gartentor')).toBeTruthy();
    expect(screen.getByText('1.530,00 €')).toBeTruthy();
  });

  it('asks for the external PV data only for that concept and saves a switched-off battery as null', async () => {
    const api = mockCheckoutApi(CATALOGUES);
    renderCheckoutTab();
    await openEntry('Messkonzept');
    await save();
    expect(await within(dialog()).findByText('Bitte wählen Sie ein Messkonzept aus.')).toBeTruthy();

    await user().click(screen.getByRole('radio', { name: 'PV durch Fremdfirma' }));
    await user().click(within(dialog()).getByRole('button', { name: 'Messkonzept abwählen' }));
    expect(within(dialog()).queryByLabelText('Firmenname')).toBeNull();
    await user().click(screen.getByRole('radio', { name: 'PV durch Fremdfirma' }));
    await save();
    expect(await within(dialog()).findByText('Bitte geben Sie den Namen der Firma ein.')).toBeTruthy();
    expect(within(dialog()).getByText('Die PV-Leistung muss mindestens 0,1 kWp betragen.')).toBeTruthy();
    expect(within(dialog()).getByLabelText('Batteriekapazität').hasAttribute('disabled')).toBe(true);

    await user().type(within(dialog()).getByLabelText('Firmenname'), 'Sonnenstrom GmbH');
    await user().type(within(dialog()).getByLabelText('Telefon'), '0711 123456');
    await user().type(within(dialog()).getByLabelText('E-Mail'), 'info@sonnenstrom.de');
    await user().type(within(dialog()).getByLabelText('PV-Leistung'), '9,8');
    await save();
    await waitFor(() => expect(lastSaved(api)?.powerMeterCustomInformation).toMatchObject({ pvPowerWatt: 9_800, batterySizeWattHours: null }));
    expect(await screen.findByText('Messkonzept erfolgreich gespeichert')).toBeTruthy();

    await openEntry('Messkonzept');
    await user().click(within(dialog()).getByRole('switch'));
    await user().type(within(dialog()).getByLabelText('Batteriekapazität'), '10');
    await save();
    await waitFor(() => expect(lastSaved(api)?.powerMeterCustomInformation?.batterySizeWattHours).toBe(10_000));

    await openEntry('Messkonzept');
    await user().click(within(dialog()).getByRole('radio', { name: 'Standard ohne PV' }));
    await save();
    await waitFor(() => expect(lastSaved(api)).toMatchObject({ powerMeter: { name: 'Standard ohne PV' }, powerMeterCustomInformation: null }));
  });

  it('requires the three heating locations, hints at the north side and adds the cooling surcharge', async () => {
    const api = mockCheckoutApi(CATALOGUES);
    renderCheckoutTab();
    await openEntry('Heizung');
    expect(within(dialog()).getByText('Der Außenfühler muss an der Nordseite des Gebäudes montiert werden.')).toBeTruthy();
    expect(within(dialog()).getByText('Mit Kühlfunktion fällt ein Aufpreis von 730,00 € an.')).toBeTruthy();
    await save();
    expect(await within(dialog()).findByText('Bitte geben Sie den Standort der Wärmepumpe an.')).toBeTruthy();
    expect(within(dialog()).getByText('Bitte geben Sie den Standort des Außenfühlers an.')).toBeTruthy();
    expect(within(dialog()).getByText('Bitte geben Sie den Standort des Heizkreisverteilers an.')).toBeTruthy();

    await user().type(within(dialog()).getByLabelText('Standort der Wärmepumpe'), 'Garten');
    await user().type(within(dialog()).getByLabelText('Standort des Außenfühlers'), 'Nordfassade');
    await user().type(within(dialog()).getByLabelText('Standort des Heizkreisverteilers'), 'Keller');
    await user().click(within(dialog()).getByRole('switch'));
    await save();
    await waitFor(() =>
      expect(lastSaved(api)).toMatchObject({
        heatpumpLocation: 'Garten',
        heatpumpTemperatureSensorLocation: 'Nordfassade',
        heatingManifoldLocation: 'Keller',
        heatingAndCooling: true,
      }),
    );
    expect(await screen.findByText('Kühlung: 730,00 €')).toBeTruthy();
  });
  it('shows the failure instead of the success toast when the quote was finalized meanwhile', async () => {
    const api = mockCheckoutApi(CATALOGUES);
    api.finalize();
    renderCheckoutTab();
    await openEntry('Patch-Feld');
    await user().click(await screen.findByRole('radio', { name: 'Patchfeld Cat. 6A' }));
    await save();
    expect(await screen.findByText('Das Angebot ist fertiggestellt und kann nicht mehr geändert werden.')).toBeTruthy();
    expect(screen.queryByText('Konfiguration erfolgreich gespeichert.')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(api.savedCheckouts).toEqual([]);
  });
});
