import { defaultProjectName } from '@planner/api';
import { App, Modal, Steps, useBreakpoint, useConfirmDiscard } from '@planner/ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useOpenQuotePlanning } from '../common/navigation';
import { CustomerFormStep } from './CustomerFormStep';
import { CustomerPickerStep } from './CustomerPickerStep';
import { JobsiteFormStep } from './JobsiteFormStep';
import { JobsitePickerStep } from './JobsitePickerStep';
import { ProjectFormStep } from './ProjectFormStep';
import { SummaryStep } from './SummaryStep';
import { useCreateFromWizard } from './useCreateFromWizard';
import { WizardFooter } from './WizardFooter';
import { STEP_OF_STAGE, WIZARD_STEPS, type WizardStage, type WizardState } from './wizardState';

const PREVIOUS_STAGE: Record<WizardStage, (state: WizardState) => WizardStage | undefined> = {
  '1a': () => undefined,
  '1b': () => '1a',
  '2a': () => '1a',
  '2b': (state) => (state.customer?.kind === 'new' ? '1b' : state.jobsitePickerSkipped ? '1a' : '2a'),
  '3': (state) => (state.jobsite?.kind === 'new' ? '2b' : '2a'),
  '4': () => '3',
};

function WizardContent({ onClose, onCancel, onProgress }: { onClose: () => void; onCancel: () => void; onProgress: () => void }) {
  const { message } = App.useApp();
  const create = useCreateFromWizard();
  const openFloorPlans = useOpenQuotePlanning();
  const [state, setState] = useState<WizardState>({ stage: '1a' });
  const go = (stage: WizardStage, change: Partial<WizardState> = {}) => {
    onProgress();
    setState((current) => ({ ...current, ...change, stage }));
  };
  const previous = PREVIOUS_STAGE[state.stage](state);
  const footer = (submit: ReactNode) => (
    <WizardFooter onCancel={onCancel} onBack={previous && (() => go(previous))} primary={submit} />
  );
  const toNewJobsite = useCallback(() => setState((current) => ({ ...current, stage: '2b', jobsitePickerSkipped: true })), []);

  const customer = state.customer?.customer;
  const jobsiteLocation = state.jobsite?.jobsite.location;
  const projectDefaults = state.project ?? {
    name: customer && jobsiteLocation ? defaultProjectName(customer.lastName, jobsiteLocation.city) : '',
    propertyDeveloperType: { type: 'PrivateConstruction' as const },
  };

  const save = async () => {
    if (!state.customer || !state.jobsite || !state.project) return;
    const outcome = await create(state.customer, state.jobsite, state.project);
    if ('failure' in outcome) {
      void message.error(outcome.failure ?? 'Das Projekt konnte nicht angelegt werden.');
      return;
    }
    void message.success('Projekt erfolgreich erstellt');
    onClose();
    openFloorPlans(outcome.projectId, outcome.configurationId);
  };

  let content: ReactNode;
  switch (state.stage) {
    case '1a':
      content = (
        <CustomerPickerStep
          chosenId={state.customer?.kind === 'existing' ? state.customer.customer.id : undefined}
          onExisting={(chosen) => go('2a', { customer: { kind: 'existing', customer: chosen }, jobsite: undefined, project: undefined })}
          onNew={() => go('1b', state.customer?.kind === 'new' ? {} : { customer: undefined, jobsite: undefined, project: undefined })}
          footer={footer}
        />
      );
      break;
    case '1b':
      content = (
        <CustomerFormStep
          initial={state.customer?.kind === 'new' ? state.customer.customer : undefined}
          onContinue={(input) => go('2b', { customer: { kind: 'new', customer: input }, project: undefined })}
          footer={footer}
        />
      );
      break;
    case '2a':
      content = customer && (
        <JobsitePickerStep
          customerId={customer.id}
          chosenId={state.jobsite?.kind === 'existing' ? state.jobsite.jobsite.id : undefined}
          onExisting={(chosen) => go('3', { jobsite: { kind: 'existing', jobsite: chosen }, project: undefined })}
          onNew={() => go('2b', { jobsitePickerSkipped: false })}
          onNone={toNewJobsite}
          footer={footer}
        />
      );
      break;
    case '2b':
      content = customer && (
        <JobsiteFormStep
          customerId={customer.id}
          customerAddress={customer.address}
          initial={state.jobsite?.kind === 'new' ? state.jobsite : undefined}
          onContinue={(jobsite, usesCustomerAddress) =>
            go('3', { jobsite: { kind: 'new', jobsite, usesCustomerAddress }, project: undefined })
          }
          footer={footer}
        />
      );
      break;
    case '3':
      content = <ProjectFormStep initial={projectDefaults} onContinue={(project) => go('4', { project })} footer={footer} />;
      break;
    case '4':
      content = state.customer && state.jobsite && state.project && (
        <SummaryStep customer={state.customer} jobsite={state.jobsite} project={state.project} onSave={save} footer={footer} />
      );
      break;
  }

  const currentStep = STEP_OF_STAGE[state.stage];
  const phone = useBreakpoint() === 'mobile';
  return (
    <>
      <Steps
        size="small"
        current={currentStep}
        items={WIZARD_STEPS.map((title) => ({ title }))}
        style={{ marginBottom: 24 }}
        responsive={false}
        // On phones each title gets the width of its column under the icon instead of breaking beside it.
        titlePlacement={phone ? 'vertical' : 'horizontal'}
      />
      {content}
    </>
  );
}

/**
 * 'Projekt anlegen': customer, jobsite and project in four steps (spec section 4). Once
 * something was typed or chosen, Abbrechen, the X and Escape ask before the input is lost.
 */
export function ProjectWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const touched = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  const close = () => {
    touched.current = false;
    onClose();
  };
  const cancel = () => (touched.current ? confirmDiscard(close) : close());
  const markTouched = () => {
    touched.current = true;
  };
  return (
    <Modal open={open} title="Projekt anlegen" onCancel={cancel} footer={null} width={720} mask={{ closable: false }} destroyOnHidden>
      <div onChangeCapture={markTouched}>
        <WizardContent onClose={close} onCancel={cancel} onProgress={markTouched} />
      </div>
    </Modal>
  );
}
