import type { Customer, CustomerInput, Jobsite, JobsiteInput, PropertyDeveloperType } from '@planner/api';

/** The stages of spec section 4: choose or create the customer, then the jobsite, then the project. */
export type WizardStage = '1a' | '1b' | '2a' | '2b' | '3' | '4';

export type CustomerChoice = { kind: 'existing'; customer: Customer } | { kind: 'new'; customer: CustomerInput };
export type JobsiteChoice =
  | { kind: 'existing'; jobsite: Jobsite }
  | { kind: 'new'; jobsite: JobsiteInput; usesCustomerAddress: boolean };

export interface ProjectChoice {
  name: string;
  propertyDeveloperType: PropertyDeveloperType;
}

export interface WizardState {
  stage: WizardStage;
  customer?: CustomerChoice;
  jobsite?: JobsiteChoice;
  project?: ProjectChoice;
  /** 2a was passed over because the customer has no jobsites yet: going back from 2b leads to 1a. */
  jobsitePickerSkipped?: boolean;
}

export const STEP_OF_STAGE: Record<WizardStage, number> = { '1a': 0, '1b': 0, '2a': 1, '2b': 1, '3': 2, '4': 3 };

export const WIZARD_STEPS = ['Kunde', 'Baustelle', 'Projekt', 'Übersicht'] as const;

export const MSG_CHOOSE = 'Bitte treffen Sie eine Wahl.';

/** Pickers show this many entries; a note asks to search when there are more. */
export const PICKER_PAGE_SIZE = 50;

export const customerOf = (choice: CustomerChoice) => choice.customer;
export const jobsiteLocationOf = (choice: JobsiteChoice) =>
  choice.kind === 'existing' ? choice.jobsite.location : choice.jobsite.location;
