import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiPut } from './project';
import { today } from './quote';
import type { RegisteredCompany } from './session';

export const PV_PARTS = '/api/pv/pv-components';

/** A manufacturer 'Solarwerk' of the company, created through the API; answers its id. */
export async function pvManufacturer(request: APIRequestContext, company: RegisteredCompany): Promise<string> {
  const id = randomUUID();
  await apiPut(request, company, `${PV_PARTS}/manufacturers/${id}`, { manufacturer: { id, name: 'Solarwerk' } });
  return id;
}

/**
 * A module `name` of 1.041 × 1.767 m and 400 W at 219,00 €, with Voc 44.8 V and −0.24 %/K: 48.56 V at
 * −10 °C. Answers its id.
 */
export async function pvModule(request: APIRequestContext, company: RegisteredCompany, manufacturerId: string, name: string): Promise<string> {
  const id = randomUUID();
  await apiPut(request, company, `${PV_PARTS}/pv-modules/${id}`, {
    pvModule: {
      id,
      name,
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
    priceValidFrom: today(),
  });
  return id;
}

/** A three-phase hybrid inverter with two MPP inputs; `inverter` names it and gives its power, voltages and price. Answers its id. */
export async function pvHybridInverter(
  request: APIRequestContext,
  company: RegisteredCompany,
  manufacturerId: string,
  inverter: { name: string; price: number; kw: number; maxDcInputVoltage: number; mppVoltageMax: number; stringsPerInput: number },
): Promise<string> {
  const id = randomUUID();
  const strings = Array.from({ length: inverter.stringsPerInput }, (_, stringIndex) => ({ stringIndex }));
  await apiPut(request, company, `${PV_PARTS}/inverters/${id}`, {
    inverter: {
      id,
      type: 'HybridInverter',
      name: inverter.name,
      description: '',
      manufacturerId,
      price: inverter.price,
      phase: 'ThreePhase',
      capacity: inverter.kw,
      dischargeCapacity: inverter.kw,
      maxDcInputVoltage: inverter.maxDcInputVoltage,
      mppVoltageMin: 80,
      mppVoltageMax: inverter.mppVoltageMax,
      acNominalPower: inverter.kw * 1000,
      mppInputs: [0, 1].map((inputIndex) => ({ inputIndex, strings, maxInputCurrent: 25, maxShortCircuitCurrent: 37.5 })),
    },
    priceValidFrom: today(),
  });
  return id;
}
