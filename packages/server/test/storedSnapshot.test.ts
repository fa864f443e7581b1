import { describe, expect, it } from 'vitest';
import { readStoredSnapshot, type StoredQuoteSnapshot } from '../src/quotes/storedSnapshot';
import { sampleQuote } from './quotesSample';

describe('a quote frozen by an earlier version', () => {
  it('reads the four legal fields of then as the GmbH it printed (a VAT id in the tax field as the VAT id) a customer without salutation, and lines without unit or long text by the piece', () => {
    const { quote } = sampleQuote(1, 1, 1);
    const { quoteStatus: _status, ...snapshot } = quote;
    const legalThen = { director: 'Markus Brandt', taxId: 'DE123456789', registerCourt: 'Amtsgericht Stuttgart', registrationNumber: 'HRB 1' };
    const { salutation: _salutation, ...customerThen } = snapshot.customer;
    const floorsThen = snapshot.floors.map((floor) => ({
      ...floor,
      rooms: floor.rooms.map((room) => ({
        ...room,
        elements: room.elements.map(({ component, ...element }) => ({ ...element, component: { id: component.id, label: component.label } })),
      })),
    }));
    const additionalThen = snapshot.additionalInstallations.map(({ unit: _unit, labourShareBasisPoints: _share, ...line }) => line);
    const stored: StoredQuoteSnapshot = {
      ...snapshot,
      company: { ...snapshot.company, legalInformation: legalThen },
      customer: customerThen,
      floors: floorsThen,
      additionalInstallations: additionalThen,
    };

    expect(readStoredSnapshot(stored).company.legalInformation).toEqual({ ...legalThen, legalForm: 'GmbH', taxId: '', vatId: 'DE123456789' });
    expect(readStoredSnapshot(stored).customer.salutation).toBeNull();
    const element = readStoredSnapshot(stored).floors[0]!.rooms[0]!.elements[0]!;
    expect(element.component).toEqual({ id: element.component.id, label: element.component.label, description: '', unit: 'Piece', labourShareBasisPoints: 0 });
    expect(readStoredSnapshot(stored).additionalInstallations.map((line) => line.unit)).toEqual(['Piece', 'Piece']);
    expect(readStoredSnapshot(snapshot)).toEqual(snapshot);
  });

  it('reads lines frozen before items had a labour share as without labour, keeping everything else', () => {
    const { quote } = sampleQuote(2, 2, 3);
    const { quoteStatus: _status, ...snapshot } = quote;
    const floorsThen = snapshot.floors.map((floor) => ({
      ...floor,
      rooms: floor.rooms.map((room) => ({
        ...room,
        elements: room.elements.map(({ component: { labourShareBasisPoints: _share, ...component }, ...element }) => ({ ...element, component })),
      })),
    }));
    const stored: StoredQuoteSnapshot = {
      ...snapshot,
      floors: floorsThen,
      additionalInstallations: snapshot.additionalInstallations.map(({ labourShareBasisPoints: _share, ...line }) => line),
      checkout: snapshot.checkout.map(({ labourShareBasisPoints: _share, ...line }) => line),
    };
    const withoutLabour = <T extends object>(line: T) => ({ ...line, labourShareBasisPoints: 0 });

    const read = readStoredSnapshot(stored);
    expect(read.floors).toEqual(
      snapshot.floors.map((floor) => ({
        ...floor,
        rooms: floor.rooms.map((room) => ({
          ...room,
          elements: room.elements.map((element) => ({ ...element, component: withoutLabour(element.component) })),
        })),
      })),
    );
    expect(read.additionalInstallations).toEqual(snapshot.additionalInstallations.map(withoutLabour));
    expect(read.checkout).toEqual(snapshot.checkout.map(withoutLabour));
    expect(snapshot.additionalInstallations.map((line) => line.labourShareBasisPoints)).toEqual([3_000, 6_000]);
  });

  it('reads a quote frozen before VAT per rate as all lines at 19 %, its net, VAT and gross as frozen', () => {
    const { quote } = sampleQuote(1, 2, 2);
    const { quoteStatus: _status, vatBreakdown: _breakdown, ...snapshot } = quote;
    // Frozen then: one rate on the total, lines without a category, the VAT as rounded then.
    const stored: StoredQuoteSnapshot = {
      ...snapshot,
      vatRatePercent: 19,
      vatAmount: 12_345,
      additionalInstallations: snapshot.additionalInstallations.map(({ vatCategory: _category, ...line }) => line),
    };

    const read = readStoredSnapshot(stored);
    expect(read.additionalInstallations.map((line) => line.vatCategory)).toEqual(['Standard', 'Standard']);
    expect(read).toMatchObject({ netTotal: snapshot.netTotal, vatAmount: 12_345, grossTotal: snapshot.grossTotal });
    expect(read.vatBreakdown).toEqual([{ vatCategory: 'Standard', ratePercent: 19, netAmount: snapshot.netTotal, vatAmount: 12_345 }]);
    expect(read).not.toHaveProperty('vatRatePercent');
    expect(readStoredSnapshot({ ...snapshot, vatBreakdown: quote.vatBreakdown })).toEqual({ ...snapshot, vatBreakdown: quote.vatBreakdown });
  });
});
