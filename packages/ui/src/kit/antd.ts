/**
 * The antd components available to the shell and the remotes. Each is imported by its own
 * path, which Module Federation shares as a singleton provided by the shell: a page loads
 * only the components it renders, and every root uses the same antd instance (one theme,
 * one locale context). Apps import them from @planner/ui; the paths must stay in line with
 * ANTD_SHARED_MODULES in @planner/rspack-config. Card, App and Result keep antd's API but
 * spare every page the code it rarely needs (see their files).
 */
export { default as Alert } from 'antd/es/alert';
export { App } from './lazyApp';
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Breadcrumb } from 'antd/es/breadcrumb';
export { default as Button } from 'antd/es/button';
export { Card } from './Card';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Col } from 'antd/es/col';
export { default as Collapse } from 'antd/es/collapse';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as DatePicker } from 'antd/es/date-picker';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Divider } from 'antd/es/divider';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Grid } from 'antd/es/grid';
export { default as Input } from 'antd/es/input';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Layout } from 'antd/es/layout';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal';
export { default as Pagination } from 'antd/es/pagination';
export { default as Progress } from 'antd/es/progress';
export { default as Radio } from 'antd/es/radio';
export { Result } from './lazyResult';
export type { ResultProps } from './lazyResult';
export { default as Row } from 'antd/es/row';
export { default as Select } from 'antd/es/select';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Steps } from 'antd/es/steps';
export { default as Switch } from 'antd/es/switch';
export { default as Table } from 'antd/es/table';
export { default as Tabs } from 'antd/es/tabs';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';
export { default as Upload } from 'antd/es/upload';
export { default as antdTheme } from 'antd/es/theme';
export type { ButtonProps } from 'antd/es/button';
export type { DatePickerProps } from 'antd/es/date-picker';
export type { CardProps } from './Card';
export type { DescriptionsProps } from 'antd/es/descriptions';
export type { DropdownProps } from 'antd/es/dropdown';
export type { FormInstance, FormProps, Rule as FormRule } from 'antd/es/form';
export type { InputProps } from 'antd/es/input';
export type { MenuProps } from 'antd/es/menu';
export type { ModalProps } from 'antd/es/modal';
export type { SelectProps } from 'antd/es/select';
export type { ColumnsType as TableColumnsType, ColumnType as TableColumnType, TableProps } from 'antd/es/table';
export type { TabsProps } from 'antd/es/tabs';
export type { UploadFile, UploadProps } from 'antd/es/upload';
