import { randomUUID } from 'node:crypto';
import type { CoverKind } from '@planner/api';
import type { TenantTransaction } from '../../db/scopes';
import type { DemoSeedStep } from '../../feature';
import { saveAdditionalInstallation } from '../additionalInstallations/repository';
import { saveComponent } from '../components/componentRepository';
import { saveContactPerson } from '../propertyDevelopers/contactPersonRepository';
import { saveDeveloper } from '../propertyDevelopers/developerRepository';
import { saveSpecification } from '../propertyDevelopers/specificationRepository';
import { demoImagePng } from '../../images/demoImages';
import { symbolImage } from './symbolImages';
import type { DemoSymbol } from './symbols';

interface DemoComponent {
  symbol: DemoSymbol;
  label: string;
  price: number;
  /** Labour share of the price in basis points (2500 = 25 %). */
  labourShare: number;
  tags: string[];
  coverKind?: CoverKind;
  description?: string;
}

const COMPONENTS: DemoComponent[] = [
  { symbol: 'schuko', label: 'Schutzkontaktsteckdose', price: 4_850, labourShare: 4_000, description: 'Unterputz, inkl. Gerätedose, Zuleitung NYM-J 3×1,5 mm² bis 10 m und Anschluss', tags: ['Steckdose'], coverKind: 'Outlet' },
  { symbol: 'doubleOutlet', label: 'Doppelsteckdose', price: 6_900, labourShare: 3_500, description: 'Unterputz, 2-fach, inkl. Gerätedosen, Zuleitung NYM-J 3×1,5 mm² bis 10 m und Anschluss', tags: ['Steckdose'], coverKind: 'Outlet' },
  { symbol: 'tripleOutlet', label: 'Dreifachsteckdose', price: 8_900, labourShare: 3_000, tags: ['Steckdose'], coverKind: 'Outlet' },
  { symbol: 'usbOutlet', label: 'Steckdose mit USB-Ladeanschluss', price: 9_400, labourShare: 2_500, tags: ['Steckdose'], coverKind: 'Outlet' },
  { symbol: 'outdoorOutlet', label: 'Außensteckdose IP44', price: 7_800, labourShare: 4_000, tags: ['Steckdose', 'Außen'], coverKind: 'Outlet' },
  { symbol: 'cooker', label: 'Herdanschlussdose 400 V', price: 11_500, labourShare: 4_500, description: 'Inkl. Zuleitung NYM-J 5×2,5 mm² bis 10 m, eigener Stromkreis mit Leitungsschutzschalter', tags: ['Küche', 'Geräteanschluss'] },
  { symbol: 'washingMachine', label: 'Steckdose Waschmaschine', price: 6_200, labourShare: 4_000, tags: ['Geräteanschluss'], coverKind: 'Outlet' },
  { symbol: 'dryer', label: 'Steckdose Wäschetrockner', price: 6_200, labourShare: 4_000, tags: ['Geräteanschluss'], coverKind: 'Outlet' },
  { symbol: 'dishwasher', label: 'Steckdose Geschirrspüler', price: 6_200, labourShare: 4_000, tags: ['Küche', 'Geräteanschluss'], coverKind: 'Outlet' },
  { symbol: 'fridge', label: 'Steckdose Kühlschrank', price: 5_900, labourShare: 4_000, tags: ['Küche', 'Geräteanschluss'], coverKind: 'Outlet' },
  { symbol: 'network', label: 'Netzwerkdose Cat. 6A', price: 8_500, labourShare: 4_500, description: 'Inkl. Datenleitung Cat. 7 bis 20 m, aufgelegt und gemessen', tags: ['Netzwerk'] },
  { symbol: 'doubleNetwork', label: 'Netzwerkdose Cat. 6A, 2-fach', price: 11_900, labourShare: 4_000, tags: ['Netzwerk'] },
  { symbol: 'tv', label: 'Antennendose TV/Radio', price: 6_800, labourShare: 4_000, tags: ['Multimedia'] },
  { symbol: 'sat', label: 'SAT-Anschlussdose', price: 7_900, labourShare: 3_500, tags: ['Multimedia'] },
  { symbol: 'phone', label: 'Telefondose TAE', price: 5_400, labourShare: 4_000, tags: ['Netzwerk'] },
  { symbol: 'onOffSwitch', label: 'Ausschalter', price: 4_500, labourShare: 4_000, description: 'Unterputz, inkl. Schalterdose und Anschluss', tags: ['Schalter'], coverKind: 'LightSwitch' },
  { symbol: 'seriesSwitch', label: 'Serienschalter', price: 5_600, labourShare: 3_500, tags: ['Schalter'], coverKind: 'LightSwitch' },
  { symbol: 'twoWaySwitch', label: 'Wechselschalter', price: 5_200, labourShare: 4_000, tags: ['Schalter'], coverKind: 'LightSwitch' },
  { symbol: 'crossSwitch', label: 'Kreuzschalter', price: 6_900, labourShare: 3_500, tags: ['Schalter'], coverKind: 'LightSwitch' },
  { symbol: 'pushButton', label: 'Taster', price: 4_900, labourShare: 4_000, tags: ['Schalter'], coverKind: 'LightSwitch' },
  { symbol: 'dimmer', label: 'LED-Dimmer', price: 9_800, labourShare: 2_500, tags: ['Schalter', 'Licht'], coverKind: 'LightSwitch' },
  { symbol: 'blindSwitch', label: 'Jalousieschalter', price: 8_200, labourShare: 3_000, tags: ['Schalter'], coverKind: 'LightSwitch' },
  { symbol: 'ceilingLight', label: 'Deckenauslass Leuchte', price: 5_900, labourShare: 4_500, description: 'Inkl. Zuleitung NYM-J 3×1,5 mm² bis 8 m und Abzweigdose', tags: ['Licht'] },
  { symbol: 'wallLight', label: 'Wandauslass Leuchte', price: 5_900, labourShare: 4_500, tags: ['Licht'] },
  { symbol: 'recessedSpot', label: 'LED-Einbaustrahler', price: 7_400, labourShare: 3_500, tags: ['Licht'] },
  { symbol: 'outdoorLight', label: 'Außenleuchte IP44', price: 8_900, labourShare: 3_500, tags: ['Licht', 'Außen'] },
  { symbol: 'thermostat', label: 'Raumthermostat', price: 12_900, labourShare: 2_500, tags: ['Heizung'], coverKind: 'Thermostat' },
  { symbol: 'smokeDetector', label: 'Rauchwarnmelder', price: 4_900, labourShare: 3_000, description: 'Nach DIN 14676, 10-Jahres-Batterie, montiert', tags: ['Sicherheit'] },
  { symbol: 'motionDetector', label: 'Bewegungsmelder', price: 9_900, labourShare: 3_000, tags: ['Licht', 'Sicherheit'] },
  { symbol: 'doorbell', label: 'Klingel / Gong', price: 6_500, labourShare: 3_500, tags: ['Sicherheit'] },
  { symbol: 'distributionBoard', label: 'Unterverteilung', price: 48_000, labourShare: 3_500, description: 'Unterputz-Kleinverteiler 3-reihig, inkl. FI/LS-Schutzschalter nach Plan', tags: ['Verteilung'] },
];

const ADDITIONAL_INSTALLATIONS = [
  { title: 'Kabelschutzrohr Außenbereich', description: 'Leerrohr DN 50, inkl. Verlegung im Erdreich', unit: 'Metre', price: 1_850, labourShareBasisPoints: 7_000 },
  { title: 'Überspannungsschutz Typ 1+2', description: 'Kombiableiter im Zählerschrank', unit: 'Piece', price: 42_000, labourShareBasisPoints: 2_500 },
  { title: 'Fundamenterder', description: 'Edelstahl V4A nach DIN 18014', unit: 'Metre', price: 2_400, labourShareBasisPoints: 6_000 },
  { title: 'Wallbox-Vorbereitung', description: 'Zuleitung 5×6 mm² bis Garage mit Leitungsschutzschalter', unit: 'LumpSum', price: 38_500, labourShareBasisPoints: 5_000 },
] as const;

/** Room defaults after RAL-RG 678, equipment level 1 (Ausstattungswert 1): [room, [symbol, amount][]]. */
const ROOMS: [string, [DemoSymbol, number][]][] = [
  ['Wohnzimmer', [['schuko', 4], ['ceilingLight', 2], ['onOffSwitch', 2], ['tv', 1], ['network', 1], ['smokeDetector', 1]]],
  ['Küche', [['schuko', 5], ['cooker', 1], ['dishwasher', 1], ['fridge', 1], ['ceilingLight', 1], ['onOffSwitch', 1]]],
  ['Schlafzimmer', [['schuko', 4], ['ceilingLight', 1], ['twoWaySwitch', 2], ['smokeDetector', 1]]],
  ['Kinderzimmer', [['schuko', 4], ['ceilingLight', 1], ['onOffSwitch', 1], ['network', 1], ['smokeDetector', 1]]],
  ['Bad', [['schuko', 2], ['ceilingLight', 1], ['wallLight', 1], ['seriesSwitch', 1]]],
  ['Flur', [['schuko', 1], ['ceilingLight', 2], ['twoWaySwitch', 2], ['smokeDetector', 1]]],
  ['Abstellraum', [['schuko', 1], ['ceilingLight', 1], ['onOffSwitch', 1]]],
  ['Hausanschlussraum', [['schuko', 1], ['washingMachine', 1], ['dryer', 1], ['ceilingLight', 1], ['onOffSwitch', 1]]],
];

async function seedCatalogue(trx: TenantTransaction, tenantId: string, today: string) {
  const tagIds = new Map<string, string>();
  const componentIds = new Map<DemoSymbol, string>();
  for (const component of COMPONENTS) {
    const id = randomUUID();
    componentIds.set(component.symbol, id);
    const tags = component.tags.map((name) => {
      const tagId = tagIds.get(name) ?? randomUUID();
      tagIds.set(name, tagId);
      return { id: tagId, name };
    });
    const icon = demoImagePng(symbolImage(component.symbol));
    await saveComponent(
      trx,
      tenantId,
      {
        id,
        label: component.label,
        description: component.description ?? '',
        unit: 'Piece',
        price: component.price,
        labourShareBasisPoints: component.labourShare,
        icon,
        tags,
        coverKind: component.coverKind ?? 'None',
      },
      today,
    );
  }
  for (const installation of ADDITIONAL_INSTALLATIONS) {
    await saveAdditionalInstallation(trx, tenantId, { id: randomUUID(), icon: null, ...installation }, today);
  }
  return componentIds;
}

async function seedDeveloper(trx: TenantTransaction, tenantId: string, componentIds: Map<DemoSymbol, string>) {
  const developerId = randomUUID();
  await saveDeveloper(trx, tenantId, {
    id: developerId,
    name: 'Sonnenhof Wohnbau GmbH',
    address: { street: 'Am Stadtpark', houseNumber: '12', zipCode: '90402', city: 'Nürnberg' },
    contactInformation: { mail: 'info@sonnenhof-wohnbau.de', phone: '0911 4711 0', fax: '0911 4711 99', url: 'www.sonnenhof-wohnbau.de' },
  });
  const managers = [
    { firstName: 'Markus', lastName: 'Weber', phone: '0911 4711 21', cellphone: '0171 2345678', email: 'm.weber@sonnenhof-wohnbau.de' },
    { firstName: 'Sabine', lastName: 'Krüger', phone: '0911 4711 22', cellphone: '0160 9876543', email: 's.krueger@sonnenhof-wohnbau.de' },
  ];
  for (const manager of managers) {
    await saveContactPerson(trx, tenantId, { id: randomUUID(), companyId: developerId, ...manager });
  }
  await saveSpecification(trx, tenantId, {
    id: randomUUID(),
    name: 'Doppelhaus Typ Lindenhof',
    propertyDeveloperId: developerId,
    roomTypes: ROOMS.map(([name, equipment]) => ({
      id: randomUUID(),
      name,
      inclusiveComponents: equipment.map(([symbol, amount]) => ({ componentId: componentIds.get(symbol) as string, amount })),
    })),
  });
}

/** Demo catalogue, one property developer with two Bauleiter and a specification. */
export const masterdataDemoStep: DemoSeedStep = {
  name: 'masterdata-catalogue',
  async run(trx, tenantId) {
    const today = new Date().toISOString().slice(0, 10);
    const componentIds = await seedCatalogue(trx, tenantId, today);
    await seedDeveloper(trx, tenantId, componentIds);
  },
};
