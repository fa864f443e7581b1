import type { PvPartEndpoints, StoredFile } from '@planner/api/pv';
import type { DescriptionsProps, ListColumn } from '@planner/ui';
import type { ComponentType } from 'react';

/** What every PV part has. */
export interface PartLike {
  id: string;
  name: string;
  description: string;
  price: number;
  icon: StoredFile | null;
  dataSheet: StoredFile | null;
}

export type DescriptionItems = NonNullable<DescriptionsProps['items']>;

/** Name, description and price, edited the same way for every kind. */
export interface CommonValues {
  name: string;
  description: string;
  price: number;
}

/** How the generic list, detail and form show one kind of PV part. */
export interface PartUi<TPart extends PartLike, TValues extends CommonValues> {
  endpoints: PvPartEndpoints;
  basePath: string;
  /** Plural, e.g. 'PV-Module'. */
  title: string;
  /** Singular, e.g. 'PV-Modul'; also the start of the toasts. */
  singular: string;
  addLabel: string;
  searchPlaceholder: string;
  sortKeys: readonly string[];
  /** Technical columns shown between name and price. */
  columns: ListColumn<TPart>[];
  /** More general data after the name, e.g. the manufacturer. */
  generalItems?: (part: TPart) => DescriptionItems;
  technicalItems: (part: TPart) => DescriptionItems;
  /** The kind's own form fields; name, description and price come from the dialog. */
  Fields: ComponentType;
  /** Form values for editing `part`, or the defaults of a new one. */
  toValues: (part: TPart | undefined) => Partial<TValues>;
  toBody: (values: TValues, id: string, priceValidFrom: string) => unknown;
}

export type AnyPartUi = PartUi<PartLike, CommonValues>;

/** Erases a kind's types so that routes can hold every kind. */
export const erasePartUi = <TPart extends PartLike, TValues extends CommonValues>(ui: PartUi<TPart, TValues>) =>
  ui as unknown as AnyPartUi;

/** A part made by a manufacturer, which its list and detail page name. */
interface WithManufacturer {
  manufacturer: { name: string };
}

export const manufacturerColumn = <TPart extends WithManufacturer>(): ListColumn<TPart> => ({
  title: 'Hersteller',
  key: 'manufacturer',
  breakpoints: ['tablet', 'desktop'],
  render: (_, part) => part.manufacturer.name,
});

export const manufacturerItems = (part: WithManufacturer): DescriptionItems => [
  { key: 'manufacturer', label: 'Hersteller', children: part.manufacturer.name },
];
