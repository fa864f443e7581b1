import type { ConfigurationAdditionalInstallation, Floor } from '@planner/api';
import { demoId } from '@planner/ui/mocks';
import { floorPlanSvg } from './floorPlanImage';

/** The configuration the demo floors belong to: 'Angebot 1' of the project 'Neubau Schneider, Freiburg'. */
export const DEMO_PROJECT_ID = demoId(1201);
export const DEMO_CONFIGURATION_ID = demoId(1301);
export const DEMO_FLOOR_ID = demoId(3001);

const box = (x: number, y: number, width: number, height: number) => [
  { x, y },
  { x: x + width, y },
  { x: x + width, y: y + height },
  { x, y: y + height },
];
const room = (n: number, label: string, points: { x: number; y: number }[], roomTypeN?: number, roomTypeName?: string) => ({
  id: demoId(n),
  label,
  roomType: roomTypeN && roomTypeName ? { id: demoId(roomTypeN), name: roomTypeName } : null,
  points,
});
const placed = (n: number, componentN: number, roomN: number | null, x: number, y: number) => ({
  id: demoId(n),
  componentId: demoId(componentN),
  roomId: roomN === null ? null : demoId(roomN),
  position: { x, y },
});

/** Floors of the demo quote with their rooms and installations, and each one's plan image (fresh for each call). */
export const demoFloors = (): { floor: Floor; image: string }[] => [
  {
    floor: {
      id: DEMO_FLOOR_ID,
      name: 'Erdgeschoss',
      configurationId: DEMO_CONFIGURATION_ID,
      rooms: [
        room(3101, 'Wohnzimmer', box(45, 45, 350, 250), 2301, 'Wohnzimmer'),
        room(3102, 'Küche', box(405, 45, 350, 250), 2302, 'Küche'),
        room(3103, 'Bad', box(45, 305, 350, 210), 2304, 'Bad'),
        room(3104, 'Flur', box(405, 305, 350, 210)),
      ],
      placedElectricalComponents: [
        placed(3201, 2402, 3101, 80, 260),
        placed(3202, 2402, 3101, 360, 80),
        placed(3203, 2404, 3101, 370, 270),
        placed(3204, 2405, 3101, 220, 230),
        placed(3205, 2406, 3101, 80, 80),
        placed(3206, 2402, 3102, 440, 80),
        placed(3207, 2402, 3102, 600, 80),
        placed(3208, 2405, 3102, 580, 230),
        placed(3209, 2401, 3103, 80, 340),
        placed(3210, 2407, 3103, 360, 480),
        placed(3211, 2408, 3104, 660, 460),
      ],
      connectionLines: [{ id: demoId(3301), fromId: demoId(3203), toId: demoId(3204) }],
      hasImage: true,
      hasPdf: false,
      planVersion: 0,
    },
    image: floorPlanSvg('Erdgeschoss'),
  },
  {
    floor: {
      id: demoId(3002),
      name: 'Obergeschoss',
      configurationId: DEMO_CONFIGURATION_ID,
      rooms: [room(3111, 'Schlafzimmer', box(45, 45, 350, 250), 2303, 'Schlafzimmer'), room(3112, 'Kinderzimmer', box(405, 45, 350, 250))],
      placedElectricalComponents: [placed(3221, 2402, 3111, 80, 260), placed(3222, 2404, 3111, 370, 270), placed(3223, 2408, 3112, 580, 230)],
      connectionLines: [],
      hasImage: true,
      hasPdf: false,
      planVersion: 0,
    },
    image: floorPlanSvg('Obergeschoss'),
  },
];

/** Additional installations the demo quote has. */
export const demoQuoteInstallations = (): ConfigurationAdditionalInstallation[] => [
  {
    id: demoId(3401),
    additionalInstallationId: demoId(2501),
    amount: 1,
    title: 'Wallbox-Vorbereitung',
    description: 'Zuleitung 5×6 mm² bis zur Garage, Leitungsschutz im Zählerschrank',
    unit: 'LumpSum',
    labourShareBasisPoints: 5_000,
    unitPrice: 69_000,
    totalPrice: 69_000,
    vatCategory: 'Standard',
  },
  {
    id: demoId(3402),
    additionalInstallationId: demoId(2504),
    amount: 18,
    title: 'Erdkabel zum Gartenhaus',
    description: 'NYY-J 3×2,5 mm² im Schutzrohr, je Meter',
    unit: 'Metre',
    labourShareBasisPoints: 5_000,
    unitPrice: 2_450,
    totalPrice: 44_100,
    vatCategory: 'Standard',
  },
];
