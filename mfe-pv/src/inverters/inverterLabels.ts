import type { InverterPhase, InverterType } from '@planner/api/pv';

export { INVERTER_TYPE_LABELS } from '@planner/api/pv';

export const PHASE_LABELS: Record<InverterPhase, string> = { SinglePhase: 'Einphasig', ThreePhase: 'Dreiphasig' };

/** Which fields the form shows for a type (spec: capacity for standard and hybrid, …). */
export const hasCapacity = (type: InverterType | undefined) => type === 'StandardInverter' || type === 'HybridInverter';
export const hasDischargeCapacity = (type: InverterType | undefined) => type === 'HybridInverter' || type === 'BatteryInverter';
export const hasMppInputs = hasCapacity;
