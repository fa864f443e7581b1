import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { germanDay, MSG_BASE_RATE, MSG_PAY_DAYS, MSG_REMINDER_FEE, type ReminderSettings } from '@planner/api';
import { Button, DateField, Flex, Form, FormDialog, InputNumber, MoneyInput, PercentInput, Typography } from '@planner/ui';
import { useSaveReminderSettings } from '../useReminderSettings';

export interface ReminderSettingsDialogProps {
  settings: ReminderSettings;
  onClose: () => void;
}

/** Fee and days to pay of a dunning letter, and the base rates of § 247 BGB with the day each applies from. */
export default function ReminderSettingsDialog({ settings, onClose }: ReminderSettingsDialogProps) {
  const save = useSaveReminderSettings();
  return (
    <FormDialog<ReminderSettings>
      open
      title="Mahnwesen bearbeiten"
      width={560}
      successMessage="Einstellungen zum Mahnwesen gespeichert."
      initialValues={{ ...settings, baseRates: [...settings.baseRates].reverse() }}
      onClose={onClose}
      onSubmit={async (values) => {
        await save(values);
      }}
    >
      <Flex gap="middle" wrap>
        <Form.Item name="fee" label="Mahngebühr je Mahnung" rules={[{ required: true, message: MSG_REMINDER_FEE }]}>
          <MoneyInput min={0} max={10_000} style={{ width: 160 }} autoFocus />
        </Form.Item>
        <Form.Item name="payDays" label="Zahlungsfrist (Tage)" rules={[{ required: true, message: MSG_PAY_DAYS }]}>
          <InputNumber<number> min={1} max={60} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Flex>
      <Typography.Paragraph type="secondary">
        Der Basiszinssatz (§ 247 BGB) ändert sich zum 1. Januar und 1. Juli; die Deutsche Bundesbank gibt ihn bekannt. Tragen Sie einen neuen Satz
        mit dem Tag ein, ab dem er gilt. Verzugszinsen sind der Basiszinssatz plus 5 Prozentpunkte (Verbraucher) oder 9 Prozentpunkte (Unternehmer).
      </Typography.Paragraph>
      <Form.List name="baseRates">
        {(fields, { add, remove }) => (
          <Flex vertical gap={4}>
            {fields.map((field) => (
              <Flex key={field.key} gap="small" align="flex-start" wrap>
                <Form.Item name={[field.name, 'validFrom']} label="Gilt ab" rules={[{ required: true, message: 'Bitte geben Sie ein Datum an.' }]}>
                  <DateField allowClear={false} style={{ width: 150 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'basisPoints']} label="Basiszinssatz" rules={[{ required: true, message: MSG_BASE_RATE }]}>
                  <PercentInput max={20} />
                </Form.Item>
                <Button
                  aria-label="Basiszinssatz entfernen"
                  icon={<DeleteOutlined />}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: 30 }}
                />
              </Flex>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ validFrom: germanDay(), basisPoints: null }, 0)} style={{ alignSelf: 'flex-start' }}>
              Neuen Basiszinssatz eintragen
            </Button>
          </Flex>
        )}
      </Form.List>
    </FormDialog>
  );
}
