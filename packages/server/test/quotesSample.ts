import type { Quote, QuoteRoom } from '@planner/api';
import { quoteTotals } from '@planner/api';
import { encodePng } from '../src/images/png';
import { DEMO_SYMBOLS, type DemoSymbol } from '../src/masterdata/demo/symbols';
import type { QuotePdfInput } from '../src/quotes/pdf/renderQuotePdf';
import type { FloorPlanDrawing } from '../src/quotes/pdf/floorPlan';
import { completeCompany } from './quotesFixtures';

const COMPONENTS: [DemoSymbol, string, number][] = [
  ['schuko', 'Schutzkontaktsteckdose', 4_850],
  ['doubleOutlet', 'Doppelsteckdose', 6_900],
  ['onOffSwitch', 'Ausschalter', 4_500],
  ['ceilingLight', 'Deckenauslass', 3_900],
  ['smokeDetector', 'Rauchwarnmelder', 5_900],
  ['network', 'Netzwerkdose Cat. 7', 8_900],
  ['twoWaySwitch', 'Wechselschalter', 5_200],
];
const ROOM_NAMES = ['Wohnzimmer', 'Küche', 'Schlafzimmer', 'Kinderzimmer', 'Bad', 'Flur', 'Abstellraum', 'Arbeitszimmer', 'Gäste-WC', 'Diele', 'Esszimmer', 'Technikraum', 'Ankleide', 'Hauswirtschaftsraum'];
const FLOOR_NAMES = ['Erdgeschoss', 'Obergeschoss', 'Dachgeschoss', 'Keller'];
const PLAN = { width: 2400, height: 1600, margin: 100 };

/** A plan as browsers render uploads: RGBA PNG, white, with the walls of a grid of rooms. */
function planImage(columns: number, rows: number): Buffer {
  const { width, height, margin } = PLAN;
  const rgba = new Uint8Array(width * height * 4).fill(255);
  const cellWidth = (width - 2 * margin) / columns;
  const cellHeight = (height - 2 * margin) / rows;
  for (let y = margin; y <= height - margin; y += 1) {
    for (let x = margin; x <= width - margin; x += 1) {
      const onVertical = Math.abs(((x - margin) % cellWidth) - 0) < 6 || x > width - margin - 6;
      const onHorizontal = Math.abs(((y - margin) % cellHeight) - 0) < 6 || y > height - margin - 6;
      if (onVertical || onHorizontal) rgba.fill(45, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return encodePng(width, height, rgba);
}

/**
 * A quote of `floors` floors with `rooms` rooms in all and `installations` installations in
 * all, each floor with a plan image, spread evenly; with additional installations and checkout lines.
 */
export function sampleQuote(floors: number, rooms: number, installations: number): QuotePdfInput {
  const icons = new Map(COMPONENTS.map(([symbol], index) => [`component-${index}`, DEMO_SYMBOLS[symbol]().toPng() as Uint8Array]));
  const plans = new Map<string, FloorPlanDrawing>();
  const quoteFloors: Quote['floors'] = [];
  let roomNumber = 0;
  for (let f = 0; f < floors; f += 1) {
    const roomCount = Math.floor(rooms / floors) + (f < rooms % floors ? 1 : 0);
    const columns = Math.ceil(Math.sqrt(roomCount * 1.5));
    const rowCount = Math.ceil(roomCount / columns);
    const cellWidth = (PLAN.width - 2 * PLAN.margin) / columns;
    const cellHeight = (PLAN.height - 2 * PLAN.margin) / rowCount;
    const drawing: FloorPlanDrawing = { image: planImage(columns, rowCount), rooms: [], placements: [], lines: [] };
    const quoteRooms: QuoteRoom[] = [];
    for (let r = 0; r < roomCount; r += 1, roomNumber += 1) {
      const x = PLAN.margin + (r % columns) * cellWidth;
      const y = PLAN.margin + Math.floor(r / columns) * cellHeight;
      const base = ROOM_NAMES[roomNumber % ROOM_NAMES.length] as string;
      const label = roomNumber < ROOM_NAMES.length ? base : `${base} ${Math.floor(roomNumber / ROOM_NAMES.length) + 1}`;
      drawing.rooms.push({
        label,
        points: [
          { x: x + 10, y: y + 10 },
          { x: x + cellWidth - 10, y: y + 10 },
          { x: x + cellWidth - 10, y: y + cellHeight - 10 },
          { x: x + 10, y: y + cellHeight - 10 },
        ],
      });
      const placed = Math.floor(installations / rooms) + (roomNumber < installations % rooms ? 1 : 0);
      const counts = new Map<number, number>();
      for (let p = 0; p < placed; p += 1) {
        const component = (p * 3 + r) % COMPONENTS.length;
        counts.set(component, (counts.get(component) ?? 0) + 1);
        const position = { x: x + 40 + (cellWidth - 80) * ((p % 4) / 3), y: y + 40 + (cellHeight - 80) * ((p + 0.5) / placed) };
        // Each installation after the first of a room is connected to the one before it.
        const previous = drawing.placements.at(-1);
        if (p > 0 && previous) drawing.lines.push({ from: previous.position, to: position });
        drawing.placements.push({ componentId: `component-${component}`, position });
      }
      const elements = [...counts].map(([component, items]) => {
        const [, componentLabel, unitPrice] = COMPONENTS[component] as [DemoSymbol, string, number];
        const included = component === 0 ? Math.min(items, 2) : 0;
        const description = component === 0 ? 'Unterputz, inkl. Gerätedose und Anschluss' : '';
        const labourShareBasisPoints = component === 0 ? 4_000 : 3_500;
        return { component: { id: `component-${component}`, label: componentLabel, description, unit: 'Piece' as const, labourShareBasisPoints }, items, included, extra: items - included, unitPrice, totalPrice: (items - included) * unitPrice };
      });
      quoteRooms.push({ name: label, totalPrice: elements.reduce((sum, e) => sum + e.totalPrice, 0), elements });
    }
    plans.set(`floor-${f}`, drawing);
    quoteFloors.push({
      id: `floor-${f}`,
      name: FLOOR_NAMES[f] ?? `Etage ${f + 1}`,
      totalPrice: quoteRooms.reduce((sum, room) => sum + room.totalPrice, 0),
      rooms: quoteRooms,
    });
  }
  const additionalInstallations = [
    { title: 'Zählerschrank erweitern', description: 'Erweiterung um ein Reihenfeld', amount: 1, unit: 'LumpSum' as const, unitPrice: 48_900, totalPrice: 48_900, labourShareBasisPoints: 3_000, vatCategory: 'Standard' as const },
    { title: 'Fundamenterder', description: 'Edelstahl V4A nach DIN 18014', amount: 40, unit: 'Metre' as const, unitPrice: 2_400, totalPrice: 96_000, labourShareBasisPoints: 6_000, vatCategory: 'Standard' as const },
  ];
  const checkout = [
    { section: 'Multimedia', label: 'Patch-Feld', choice: 'Patchfeld Cat7', details: ['24 Ports'], amount: 24, unitPrice: 1_200, totalPrice: 28_800, labourShareBasisPoints: 2_000 },
    { section: 'Heizung', label: 'Heizung', choice: 'Wärmepumpe', details: ['Wärmepumpe: Garten'], amount: 1, unitPrice: 0, totalPrice: 0, labourShareBasisPoints: 0 },
  ];
  const quote: Quote = {
    id: 'quote',
    projectId: 'project',
    quoteNumber: 'A-2026-0042',
    quoteName: 'Elektroinstallation Neubau',
    quoteStatus: 'Sent',
    finalizedAt: '2026-03-14T09:30:00.000Z',
    validUntil: '2026-04-13',
    validityExtension: null,
    company: completeCompany('Elektro Brandt GmbH'),
    customer: { salutation: 'Mr', firstName: 'Jonas', lastName: 'Weber', address: { street: 'Gartenstraße', houseNumber: '12', zipCode: '70173', city: 'Stuttgart' }, email: null, phone: null },
    jobsiteAddress: { street: 'Am Sonnenhang', houseNumber: '7', zipCode: '71229', city: 'Leonberg' },
    projectName: 'Weber, Leonberg',
    propertyDeveloper: { name: 'Schwabenhaus Bau GmbH', contactPerson: 'Thomas Keller', constructionSpecification: 'Standard 2026' },
    floors: quoteFloors,
    additionalInstallations,
    checkout,
    pv: null,
    terms: {
      introText: 'vielen Dank für Ihre Anfrage. Für das Bauvorhaben Am Sonnenhang 7, 71229 Leonberg bieten wir Ihnen die folgenden Leistungen an.',
      closingText: 'Wir freuen uns auf Ihren Auftrag.',
      executionPeriod: 'KW 14 bis KW 16/2026',
      paymentTerms: { days: 14, discountBasisPoints: 200, discountDays: 7 },
    },
    ...quoteTotals({ floors: quoteFloors, additionalInstallations, checkout }),
  };
  return { quote, plans, icons };
}
