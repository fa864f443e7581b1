// The ElektroPlanner demo company for the remotes' mock mode: German demo records and the handlers several remotes share.
export { createDemoCompany } from './company';
export type { DemoCompany } from './company';
export { demoElectroUser } from './customers';
export type { StoredJobsite, StoredProject } from './customers';
export { DEMO_ICONS } from './icons';
export { masterDataMocks } from './masterDataMocks';
export { parsedBody } from './parsedBody';
export { projectMocks } from './projectMocks';
export { demoId, listRows, removeRow, saveRow } from './rows';
