import {
  MSG_ORDER_TYPE,
  ORDER_TYPE_LABELS,
  PropertyDeveloperTypeSchema,
  ProjectNameSchema,
  type OrderType,
  type PropertyDeveloperType,
} from '@planner/api';
import { useHasEnvironment } from '@planner/platform';
import { Alert, Button, Form, Input, Radio, Select, valibotRule } from '@planner/ui';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import {
  useConstructionSpecificationOptions,
  useContactPersonOptions,
  usePropertyDeveloperOptions,
} from './useDeveloperOptions';
import type { ProjectChoice } from './wizardState';

interface ProjectValues {
  name: string;
  orderType: OrderType;
  companyId?: string;
  contactPersonId?: string;
  constructionSpecificationId?: string;
}

const developerEntries = PropertyDeveloperTypeSchema.options[1].entries;
const rules = {
  name: [valibotRule(ProjectNameSchema)],
  orderType: [{ required: true, message: MSG_ORDER_TYPE }],
  companyId: [valibotRule(developerEntries.companyId)],
  contactPersonId: [valibotRule(developerEntries.contactPersonId)],
  constructionSpecificationId: [valibotRule(developerEntries.constructionSpecificationId)],
};

const orderTypeOptions = (Object.keys(ORDER_TYPE_LABELS) as OrderType[]).map((value) => ({
  value,
  label: ORDER_TYPE_LABELS[value],
}));

function toInitialValues(project: ProjectChoice): ProjectValues {
  const order = project.propertyDeveloperType;
  return order.type === 'DeveloperConstruction'
    ? { name: project.name, orderType: order.type, ...order }
    : { name: project.name, orderType: order.type };
}

function toChoice(values: ProjectValues): ProjectChoice {
  const propertyDeveloperType: PropertyDeveloperType =
    values.orderType === 'DeveloperConstruction'
      ? v.parse(PropertyDeveloperTypeSchema, {
          type: values.orderType,
          companyId: values.companyId,
          contactPersonId: values.contactPersonId,
          constructionSpecificationId: values.constructionSpecificationId,
        })
      : { type: 'PrivateConstruction' };
  return { name: values.name.trim(), propertyDeveloperType };
}

function DeveloperSelects({ companyId }: { companyId: string | undefined }) {
  const developers = usePropertyDeveloperOptions();
  const contactPersons = useContactPersonOptions(companyId);
  const specifications = useConstructionSpecificationOptions(companyId);
  const warning = (text: string) => <Alert type="warning" showIcon title={text} style={{ marginBottom: 16 }} />;
  return (
    <>
      <Form.Item name="companyId" label="Bauträger" rules={rules.companyId}>
        <Select options={developers.options} loading={developers.loading} placeholder="Bauträger auswählen" showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      {developers.options?.length === 0 && warning('Es wurden noch keine Bauträger angelegt.')}
      <Form.Item name="contactPersonId" label="Bauleiter" rules={rules.contactPersonId}>
        <Select
          options={contactPersons.options}
          loading={contactPersons.loading}
          disabled={!companyId}
          placeholder="Bauleiter auswählen"
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      {companyId && contactPersons.options?.length === 0 && warning('Für diesen Bauträger wurden noch keine Bauleiter angelegt.')}
      <Form.Item name="constructionSpecificationId" label="Baubeschreibung" rules={rules.constructionSpecificationId}>
        <Select
          options={specifications.options}
          loading={specifications.loading}
          disabled={!companyId}
          placeholder="Baubeschreibung auswählen"
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      {companyId &&
        specifications.options?.length === 0 &&
        warning('Für diesen Bauträger wurden noch keine Baubeschreibungen angelegt.')}
    </>
  );
}

interface ProjectFormStepProps {
  initial: ProjectChoice;
  onContinue: (project: ProjectChoice) => void;
  footer: (submit: ReactNode) => ReactNode;
}

/** Stage 3: name and order type; changing the order type clears the developer, changing the developer its Bauleiter and Baubeschreibung. */
export function ProjectFormStep({ initial, onContinue, footer }: ProjectFormStepProps) {
  const [form] = Form.useForm<ProjectValues>();
  // Property developers are ElektroPlanner master data; a PvPlanner-only company has none.
  const offersDeveloperOrders = useHasEnvironment('ElektroPlanner');
  const orderTypes = offersDeveloperOrders ? orderTypeOptions : orderTypeOptions.filter(({ value }) => value !== 'DeveloperConstruction');
  const orderType = Form.useWatch('orderType', form);
  const companyId = Form.useWatch('companyId', form);
  return (
    <Form<ProjectValues>
      form={form}
      layout="vertical"
      initialValues={toInitialValues(initial)}
      onValuesChange={(changed: Partial<ProjectValues>) => {
        if ('orderType' in changed) {
          form.setFieldsValue({ companyId: undefined, contactPersonId: undefined, constructionSpecificationId: undefined });
        } else if ('companyId' in changed) {
          form.setFieldsValue({ contactPersonId: undefined, constructionSpecificationId: undefined });
        }
      }}
      onFinish={(values) => onContinue(toChoice(values))}
    >
      <Form.Item name="name" label="Projektname" rules={rules.name}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="orderType" label="Auftragsart" rules={rules.orderType}>
        <Radio.Group options={orderTypes} />
      </Form.Item>
      {orderType === 'DeveloperConstruction' && <DeveloperSelects companyId={companyId} />}
      {footer(
        <Button type="primary" htmlType="submit">
          Weiter
        </Button>,
      )}
    </Form>
  );
}
