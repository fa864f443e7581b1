export * from './icons';
export * from './priced';
export * from './propertyDevelopers/schemas';
export * from './propertyDevelopers/endpoints';
export * from './components/schemas';
export * from './components/endpoints';
export * from './additionalInstallations/schemas';
export * from './additionalInstallations/endpoints';
