import { DEFAULT_QUOTE_LINK_DAYS, MAX_QUOTE_LINK_DAYS } from '@planner/api';
import { Checkbox, Form, FormDialog, InputNumber } from '@planner/ui';
import { formatDate } from '../formatDate';
import { useMailEnabled } from '../../common/useMailEnabled';
import type { NewQuoteLink } from './useQuoteLinks';

export interface CreateQuoteLinkDialogProps {
  open: boolean;
  /** The day the offer is valid until: no link is open longer. */
  validUntil: string;
  onClose: () => void;
  /** Creates the link; resolves to `false` when it failed (the failure is already shown). */
  onCreate: (link: NewQuoteLink) => Promise<boolean>;
}

const validDaysRules = [
  { required: true, type: 'integer' as const, min: 1, max: MAX_QUOTE_LINK_DAYS, message: `Bitte 1 bis ${MAX_QUOTE_LINK_DAYS} Tage angeben.` },
];

/** How long the new link is valid and, with a mail server, whether it also goes to the customer by e-mail. */
export default function CreateQuoteLinkDialog({ open, validUntil, onClose, onCreate }: CreateQuoteLinkDialogProps) {
  const mailEnabled = useMailEnabled();
  return (
    <FormDialog<NewQuoteLink>
      open={open}
      title="Link für Kunden erstellen"
      okText="Link erstellen"
      successMessage="Link erstellt."
      initialValues={{ validDays: DEFAULT_QUOTE_LINK_DAYS, sendByEmail: false }}
      onClose={onClose}
      onSubmit={async ({ validDays, sendByEmail }) => {
        const created = await onCreate({ validDays, sendByEmail: mailEnabled && sendByEmail });
        return created ? undefined : false;
      }}
    >
      <Form.Item
        name="validDays"
        label="Gültig für"
        rules={validDaysRules}
        extra={`Der Link gilt höchstens bis zum Ende der Angebotsgültigkeit am ${formatDate(validUntil)}; danach kann der Kunde nicht mehr annehmen.`}
      >
        <InputNumber<number> min={1} max={MAX_QUOTE_LINK_DAYS} precision={0} suffix="Tage" style={{ width: 140 }} autoFocus />
      </Form.Item>
      {mailEnabled && (
        <Form.Item name="sendByEmail" valuePropName="checked">
          <Checkbox>Link per E-Mail an den Kunden senden</Checkbox>
        </Form.Item>
      )}
    </FormDialog>
  );
}
