import {
  CompanyLegalInformationSchema,
  DEFAULT_LEGAL_FORM,
  LEGAL_FORMS,
  LEGAL_FORM_CODES,
  hasRegister,
  needsRegister,
  type CompanyLegalInformation,
  type LegalForm,
} from '@planner/api';
import { Form, FormDialog, Input, Select, valibotFieldRules } from '@planner/ui';
import { useSaveTenantInformation } from '../useTenantInformation';
import type { TenantDialogProps } from './TenantDialogProps';

const rules = valibotFieldRules(CompanyLegalInformationSchema);
const LEGAL_FORM_OPTIONS = LEGAL_FORM_CODES.map((code) => ({ value: code, label: LEGAL_FORMS[code].label }));

/** The fields the chosen legal form asks for, named as it names them. */
function LegalFormFields() {
  const legalForm: LegalForm = Form.useWatch('legalForm') ?? DEFAULT_LEGAL_FORM;
  // One of tax number and VAT id is needed: both are marked while both are empty.
  const taxId: string | undefined = Form.useWatch('taxId');
  const vatId: string | undefined = Form.useWatch('vatId');
  const taxOrVatIdMissing = !taxId?.trim() && !vatId?.trim();
  const optional = needsRegister(legalForm) ? '' : ' (optional)';
  return (
    <>
      <Form.Item name="director" label={LEGAL_FORMS[legalForm].representative} rules={rules.director}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="taxId"
        label="Steuernummer"
        rules={rules.taxId}
        dependencies={['vatId']}
        required={taxOrVatIdMissing}
        extra="Steuernummer oder USt-IdNr.: mindestens eine wird auf Angeboten und Rechnungen gedruckt."
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item name="vatId" label="USt-IdNr." rules={rules.vatId} dependencies={['taxId']} required={taxOrVatIdMissing}>
        <Input placeholder="DE123456789" />
      </Form.Item>
      {hasRegister(legalForm) && (
        <>
          <Form.Item name="registerCourt" label={`Registergericht${optional}`} rules={rules.registerCourt} dependencies={['legalForm']}>
            <Input placeholder="Amtsgericht Stuttgart" />
          </Form.Item>
          <Form.Item
            name="registrationNumber"
            label={`Registernummer${optional}`}
            rules={rules.registrationNumber}
            dependencies={['legalForm']}
          >
            <Input placeholder={legalForm === 'RegisteredMerchant' || legalForm === 'GmbHCoKG' ? 'HRA 12345' : 'HRB 12345'} />
          </Form.Item>
        </>
      )}
    </>
  );
}

export default function LegalInformationDialog({ tenant, onClose }: TenantDialogProps) {
  const save = useSaveTenantInformation();
  return (
    <FormDialog<CompanyLegalInformation>
      open
      title="Rechtliche Informationen bearbeiten"
      successMessage="Rechtliche Informationen gespeichert."
      initialValues={tenant.legalInformation ?? { legalForm: DEFAULT_LEGAL_FORM }}
      onClose={onClose}
      onSubmit={async (legalInformation) => {
        await save({ ...tenant, legalInformation });
      }}
    >
      <Form.Item name="legalForm" label="Rechtsform" rules={rules.legalForm}>
        <Select options={LEGAL_FORM_OPTIONS} autoFocus />
      </Form.Item>
      <LegalFormFields />
    </FormDialog>
  );
}
