import type {
  AdditionalInstallation,
  ConstructionSpecificationInput,
  ContactPerson,
  ElectricalComponent,
  PropertyDeveloper,
  Tag,
} from '@planner/api';
import { DEMO_ICONS } from './icons';
import { demoId } from './rows';

/** The ElektroPlanner demo company's master data (fresh for each call; kept in memory by the mock handlers). */

const developer = (n: number, name: string, [street, houseNumber, zipCode, city]: string[], mail: string, phone: string, url: string): PropertyDeveloper => ({
  id: demoId(n),
  name,
  namespace: name,
  address: { street: street!, houseNumber: houseNumber!, zipCode: zipCode!, city: city! },
  contactInformation: { mail, phone, fax: '', url },
});

export const demoDevelopers = (): PropertyDeveloper[] => [
  developer(2001, 'Breisgau Wohnbau GmbH', ['Kaiser-Joseph-Straße', '254', '79098', 'Freiburg im Breisgau'], 'info@breisgau-wohnbau.de', '0761 29670-0', 'www.breisgau-wohnbau.de'),
  developer(2002, 'Schwarzwald Massivhaus GmbH', ['Am Kurgarten', '6', '79822', 'Titisee-Neustadt'], 'kontakt@schwarzwald-massivhaus.de', '07651 93840', 'www.schwarzwald-massivhaus.de'),
  developer(2003, 'Kaiserstuhl Bauträger AG', ['Marktplatz', '2', '79346', 'Endingen am Kaiserstuhl'], 'bau@kaiserstuhl-bautraeger.de', '07642 92110', ''),
];

const person = (n: number, developerN: number, firstName: string, lastName: string, phone: string, cellphone: string, email: string | null): ContactPerson => ({
  id: demoId(n),
  companyId: demoId(developerN),
  firstName,
  lastName,
  phone,
  cellphone,
  email,
});

export const demoContactPersons = (): ContactPerson[] => [
  person(2101, 2001, 'Stefan', 'Kromer', '0761 29670-14', '0171 4382915', 's.kromer@breisgau-wohnbau.de'),
  person(2102, 2001, 'Miriam', 'Faller', '0761 29670-22', '', 'm.faller@breisgau-wohnbau.de'),
  person(2103, 2002, 'Andreas', 'Winterhalter', '07651 93840-3', '0160 9911274', 'winterhalter@schwarzwald-massivhaus.de'),
  person(2104, 2003, 'Petra', 'Hug', '07642 92110', '', null),
];

const tag = (n: number, name: string): Tag => ({ id: demoId(n), name });
const SOCKETS = tag(2451, 'Steckdosen');
const LIGHT = tag(2452, 'Licht');
const NETWORK = tag(2453, 'Netzwerk');
const SAFETY = tag(2454, 'Sicherheit');

const component = (
  n: number,
  label: string,
  description: string,
  price: number,
  tags: Tag[],
  extra: Partial<ElectricalComponent> = {},
): ElectricalComponent => ({
  id: demoId(n),
  label,
  description,
  unit: 'Piece',
  price,
  labourShareBasisPoints: 4_000,
  icon: tags.includes(LIGHT) ? DEMO_ICONS.amber : tags.includes(NETWORK) ? DEMO_ICONS.green : DEMO_ICONS.blue,
  tags: { tags },
  coverKind: 'None',
  archived: false,
  ...extra,
});

export const demoComponents = (): ElectricalComponent[] => [
  component(2401, 'Steckdose 1-fach', 'Schutzkontakt-Steckdose, Unterputz', 4_850, [SOCKETS], { coverKind: 'Outlet' }),
  component(2402, 'Steckdose 2-fach', 'Zweifach-Kombination, Unterputz', 7_900, [SOCKETS], { coverKind: 'Outlet' }),
  component(2403, 'Außensteckdose IP44', 'Mit Klappdeckel, Aufputz', 8_900, [SOCKETS]),
  component(2404, 'Lichtschalter', 'Aus-/Wechselschalter, Unterputz', 5_200, [LIGHT], { coverKind: 'LightSwitch' }),
  component(2405, 'Deckenauslass', 'Für Leuchte, mit Abzweigdose', 6_400, [LIGHT]),
  component(2406, 'Netzwerkdose Cat. 6A', 'Zwei Anschlüsse, geschirmt, bis zum Patchfeld', 14_500, [NETWORK]),
  component(2407, 'Raumthermostat', 'Für die Fußbodenheizung, Unterputz', 11_900, [], { coverKind: 'Thermostat' }),
  component(2408, 'Rauchwarnmelder', 'Nach DIN 14676, 10-Jahres-Batterie', 3_900, [SAFETY], { labourShareBasisPoints: 2_500 }),
];

const installation = (n: number, title: string, description: string, price: number, unit: AdditionalInstallation['unit'], icon: string | null): AdditionalInstallation => ({
  id: demoId(n),
  title,
  description,
  unit,
  price,
  labourShareBasisPoints: 5_000,
  icon,
  archived: false,
});

export const demoAdditionalInstallations = (): AdditionalInstallation[] => [
  installation(2501, 'Wallbox-Vorbereitung', 'Zuleitung 5×6 mm² bis zur Garage, Leitungsschutz im Zählerschrank', 69_000, 'LumpSum', DEMO_ICONS.blue),
  installation(2502, 'Überspannungsschutz Typ 1+2', 'Kombiableiter im Zählerschrank', 42_500, 'Piece', DEMO_ICONS.amber),
  installation(2503, 'Außenbeleuchtung mit Bewegungsmelder', 'Wandleuchte an der Haustür, Melder 180°', 18_900, 'Piece', DEMO_ICONS.amber),
  installation(2504, 'Erdkabel zum Gartenhaus', 'NYY-J 3×2,5 mm² im Schutzrohr, je Meter', 2_450, 'Metre', null),
  installation(2505, 'Elektro-Helferstunde', 'Zusätzliche Arbeiten nach Aufwand', 6_200, 'Hour', null),
];

const room = (n: number, name: string, components: [number, number][]) => ({
  id: demoId(n),
  name,
  inclusiveComponents: components.map(([componentN, amount]) => ({ componentId: demoId(componentN), amount })),
});

/** Construction specifications as saved (the components by id); the handlers add the labels. */
export const demoSpecifications = (): Required<ConstructionSpecificationInput>[] => [
  {
    id: demoId(2201),
    name: 'Baubeschreibung Standard 2026',
    propertyDeveloperId: demoId(2001),
    roomTypes: [
      room(2301, 'Wohnzimmer', [[2402, 3], [2401, 2], [2404, 2], [2405, 2], [2406, 1]]),
      room(2302, 'Küche', [[2402, 4], [2401, 3], [2404, 1], [2405, 1]]),
      room(2303, 'Schlafzimmer', [[2402, 2], [2404, 1], [2405, 1], [2408, 1]]),
      room(2304, 'Bad', [[2401, 2], [2404, 1], [2405, 1], [2407, 1]]),
    ],
  },
  {
    id: demoId(2202),
    name: 'Komfort-Ausstattung',
    propertyDeveloperId: demoId(2001),
    roomTypes: [room(2311, 'Wohnzimmer', [[2402, 5], [2404, 3], [2405, 3], [2406, 2]]), room(2312, 'Kinderzimmer', [[2402, 3], [2404, 1], [2405, 1], [2406, 1], [2408, 1]])],
  },
  {
    id: demoId(2203),
    name: 'Schwarzwaldhaus Basis',
    propertyDeveloperId: demoId(2002),
    roomTypes: [room(2321, 'Wohnen/Essen', [[2402, 4], [2404, 2], [2405, 2]])],
  },
];
