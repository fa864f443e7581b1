import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiPut } from './project';
import type { RegisteredCompany } from './session';

export const TODAY = new Date().toISOString().slice(0, 10);
export const PARTS = '/api/pv/pv-components';

/**
 * A module of 1.041 × 1.767 m with Voc 44.8 V and −0.24 %/K: 48.56 V at −10 °C, so the hybrid
 * inverter's 600 V take at most 12 in a string (582.8 V; 13 give 631.3 V).
 */
export async function pvParts(request: APIRequestContext, company: RegisteredCompany) {
  const manufacturerId = randomUUID();
  await apiPut(request, company, `${PARTS}/manufacturers/${manufacturerId}`, { manufacturer: { id: manufacturerId, name: 'Solarwerk' } });
  const moduleId = randomUUID();
  await apiPut(request, company, `${PARTS}/pv-modules/${moduleId}`, {
    pvModule: {
      id: moduleId,
      name: 'Solarwerk Black 400',
      description: '',
      price: 21_900,
      powerRating: 400,
      offLoadVoltage: 44.8,
      shortCircuitCurrent: 11.26,
      mppVoltage: 37.7,
      mppCurrent: 10.61,
      tempCoeffVoc: -0.24,
      tempCoeffPmax: -0.26,
      size: { longer: 1767, shorter: 1041 },
      material: 'Normal',
      manufacturerId,
    },
    priceValidFrom: TODAY,
  });
  const inverterId = randomUUID();
  await apiPut(request, company, `${PARTS}/inverters/${inverterId}`, {
    inverter: {
      id: inverterId,
      type: 'HybridInverter',
      name: 'Hybrid 10',
      description: '',
      manufacturerId,
      price: 289_900,
      phase: 'ThreePhase',
      capacity: 10,
      dischargeCapacity: 9.5,
      maxDcInputVoltage: 600,
      mppVoltageMin: 80,
      mppVoltageMax: 550,
      acNominalPower: 10_000,
      mppInputs: [
        { inputIndex: 0, strings: [{ stringIndex: 0 }, { stringIndex: 1 }], maxInputCurrent: 25, maxShortCircuitCurrent: 37.5 },
        { inputIndex: 1, strings: [{ stringIndex: 0 }, { stringIndex: 1 }], maxInputCurrent: 25, maxShortCircuitCurrent: 37.5 },
      ],
    },
    priceValidFrom: TODAY,
  });
  return { manufacturerId, moduleId, inverterId };
}
