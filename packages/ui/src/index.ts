export * from './kit/antd';
export { theme } from './theme';
export { UiProviders } from './UiProviders';
export { useBreakpoint, TABLET_MIN_WIDTH, DESKTOP_MIN_WIDTH } from './breakpoints';
export type { Breakpoint } from './breakpoints';
export { PageHeader } from './PageHeader';
export type { BreadcrumbLink, PageHeaderProps } from './PageHeader';
export { usePageTitle } from './pages/usePageTitle';
export { useDebouncedValue } from './useDebouncedValue';
export { NotFoundPage } from './pages/NotFoundPage';
export { createRemoteApp } from './remote/createRemoteApp';
export { createBlockingRemoteApp } from './remote/createBlockingRemoteApp';
export { remoteLifecycles } from './remote/remoteLifecycles';

export { ListPage, NO_ENTRIES_TEXT } from './list/ListPage';
export type { ListPageProps } from './list/ListPage';
export type { ListColumn } from './list/listColumns';
export { DataTable } from './list/DataTable';
export type { DataTableProps } from './list/DataTable';
export { ListFilterSelect } from './list/ListFilterSelect';
export type { ListFilterOption, ListFilterSelectProps } from './list/ListFilterSelect';
export { useListUrlState } from './list/useListUrlState';
export { useListFilterParam } from './list/useListFilterParam';
export type { ListQuery, ListUrlDefaults, ListUrlState, PageSize } from './list/useListUrlState';

export { lazyDialog } from './kit/lazyDialog';
export { FormDialog } from './forms/FormDialog';
export type { FormDialogAction, FormDialogProps } from './forms/FormDialog';
export { valibotFieldRules, valibotRule } from './forms/valibotRules';
export { applyFieldErrors } from './forms/fieldErrors';
export { PaymentTermsFields } from './forms/PaymentTermsFields';

export { MoneyInput } from './inputs/MoneyInput';
export type { MoneyInputProps } from './inputs/MoneyInput';
export { NumberStepper } from './inputs/NumberStepper';
export type { NumberStepperProps } from './inputs/NumberStepper';
export { formatCents, formatEuroAmount, parseEuroToCents } from './money';
export { PhoneInput } from './phone/PhoneInput';
export type { PhoneInputProps } from './phone/PhoneInput';
export { PhoneLink } from './phone/PhoneLink';

export { ConfirmDeleteDialog } from './dialogs/ConfirmDeleteDialog';
export type { ConfirmDeleteDialogProps } from './dialogs/ConfirmDeleteDialog';
export { useConfirmDelete } from './dialogs/useConfirmDelete';
export { useConfirmDiscard } from './dialogs/useConfirmDiscard';
export type { ConfirmDelete, ConfirmDeleteRequest } from './dialogs/useConfirmDelete';

export { EmptyState } from './states/EmptyState';
export type { EmptyStateProps } from './states/EmptyState';
export { ErrorState } from './states/ErrorState';
export type { ErrorStateProps } from './states/ErrorState';
export { NotFoundState } from './states/NotFoundState';
export type { NotFoundStateProps } from './states/NotFoundState';
export { LoadingState } from './states/LoadingState';
export type { LoadingStateProps } from './states/LoadingState';
export { OptionsMenu } from './menus/OptionsMenu';
export { VISUALLY_HIDDEN } from './a11y/visuallyHidden';
export { ResultHeading } from './pages/PageHeading';
