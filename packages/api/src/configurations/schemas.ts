import * as v from 'valibot';
import { requiredText, Uuid } from '../common';

export const CONFIGURATION_STATUSES = ['InProgress', 'InReview', 'Finalized'] as const;
export type ConfigurationStatus = (typeof CONFIGURATION_STATUSES)[number];

/** A finalized quote is 'Created' until the company marks it as sent to the customer. */
export const QUOTE_STATUSES = ['Created', 'Sent', 'Accepted', 'Declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** What a finalized quote's status can be set to: marked sent and answered, never made unsent again. */
export const QUOTE_STATUS_CHANGES = ['Sent', 'Accepted', 'Declined'] as const satisfies readonly QuoteStatus[];
export type SettableQuoteStatus = (typeof QUOTE_STATUS_CHANGES)[number];

/**
 * Why a quote's status can no longer be set by hand: it has issued invoices, the customer
 * accepted it online (it can only be withdrawn), or the customer withdrew from it.
 */
export type QuoteStatusLock = 'Invoiced' | 'AcceptedOnline' | 'Withdrawn';

export const CONFIGURATION_STATUS_LABELS: Record<ConfigurationStatus, string> = {
  InProgress: 'In Bearbeitung',
  InReview: 'Warten auf Freigabe',
  Finalized: 'Fertiggestellt',
};

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  Created: 'Fertiggestellt, nicht versandt',
  Sent: 'An Kunden versandt',
  Accepted: 'Vom Kunden angenommen',
  Declined: 'Vom Kunden abgelehnt',
};

/** Name of the configuration every new project starts with. */
export const FIRST_CONFIGURATION_NAME = 'Angebot 1';

export const ConfigurationNameSchema = requiredText();

/** Creates a configuration of the project with the client's id, or renames it. */
export const PutConfigurationSchema = v.object({ id: Uuid, projectId: Uuid, name: ConfigurationNameSchema });
export type PutConfigurationInput = v.InferInput<typeof PutConfigurationSchema>;

export const CloneConfigurationSchema = v.object({ name: ConfigurationNameSchema });

/** A quote of a project with its figures; `quoteStatus` is set once it is finalized. */
export interface ConfigurationPreview {
  type: 'ElectroProjectConfigurationPreviewWithoutQuote' | 'ElectroProjectConfigurationPreviewWithQuote';
  id: string;
  projectId: string;
  name: string;
  isFavorite: boolean;
  status: { type: ConfigurationStatus };
  /** `lock`: why the customer's answer can no longer be set by hand (see `setQuoteStatus`). */
  quoteStatus: { type: QuoteStatus; lock: QuoteStatusLock | null } | null;
  floorsCount: number;
  roomsCount: number;
  electricalComponentsCount: number;
  /** In cents. */
  totalPrice: number;
}

/** The German status text of a quote: its quote status once finalized, else its work status. */
export const configurationStatusText = (configuration: Pick<ConfigurationPreview, 'status' | 'quoteStatus'>) =>
  configuration.quoteStatus
    ? QUOTE_STATUS_LABELS[configuration.quoteStatus.type]
    : CONFIGURATION_STATUS_LABELS[configuration.status.type];

/** The floor plans page of a quote (planning remote). */
export const floorPlansPath = (projectId: string, configurationId: string) =>
  `/projects/${projectId}/configurations/${configurationId}/floorplans`;
