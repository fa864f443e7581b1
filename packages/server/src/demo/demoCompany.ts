import type { Environment, TenantInformation } from '@planner/api';

export const DEMO_LOGIN_NAME = 'demo@meisterplaner.de';

export const DEMO_ENVIRONMENTS: Environment[] = ['ElektroPlanner', 'PvPlanner'];

export const DEMO_OWNER = { email: DEMO_LOGIN_NAME, firstName: 'Max', lastName: 'Mustermann' };

export const DEMO_COMPANY: TenantInformation = {
  name: 'Elektro Mustermann GmbH',
  address: { street: 'Hauptstraße', houseNumber: '12', zipCode: '70173', city: 'Stuttgart' },
  contactInformation: {
    mail: 'info@elektro-mustermann.de',
    phone: '0711 123456-0',
    url: 'https://www.elektro-mustermann.de',
    fax: '0711 123456-99',
  },
  bankInformation: { name: 'Commerzbank Stuttgart', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  legalInformation: {
    director: 'Max Mustermann',
    legalForm: 'GmbH',
    taxId: '99815/12345',
    vatId: 'DE123456789',
    registerCourt: 'Amtsgericht Stuttgart',
    registrationNumber: 'HRB 123456',
  },
};
