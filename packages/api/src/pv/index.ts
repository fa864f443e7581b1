// `@planner/api/pv`: the PV contract (parts, design, yield and economics, offer), which only the PV
// remote and the server use. Kept out of `@planner/api` so that no other page downloads it; what
// the other pages need of it (the PV pages' addresses, the quote's PV part as a type) is there.
export * from './schemas';
export * from './endpoints';
export * from './serviceSchemas';
export * from './mountingPartSchemas';
export * from './coveringMountingRule';
export * from './offer';
export * from './yield';
export * from './design';
export * from './design/schemas';
export * from './design/endpoints';
export * from './design/designCheck';
export * from './design/settings';
