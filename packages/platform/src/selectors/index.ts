export { SELECTOR_PAGE_SIZE, loadAllItems } from './loadAll';
export { useAdditionalInstallationSelector, useComponentSelector, useTagSelector } from './useSelectorItems';
export type { SelectorItems } from './useSelectorItems';
