import { LinkOutlined } from '@ant-design/icons';
import { DEFAULT_QUOTE_LINK_DAYS, MAX_QUOTE_LINK_DAYS } from '@planner/api';
import type { PermissionState } from '@planner/platform';
import { Checkbox, Flex, InputNumber, PermittedButton } from '@planner/ui';
import { useState } from 'react';
import { useMailEnabled } from '../../common/useMailEnabled';
import type { NewQuoteLink } from './useQuoteLinks';

export interface CreateQuoteLinkFormProps {
  /** Whether the user's roles permit creating links. */
  permission: PermissionState;
  creating: boolean;
  onCreate: (link: NewQuoteLink) => void;
}

/** How long the new link is valid and, with a mail server, whether it also goes to the customer by e-mail. */
export function CreateQuoteLinkForm({ permission, creating, onCreate }: CreateQuoteLinkFormProps) {
  const mailEnabled = useMailEnabled();
  const [validDays, setValidDays] = useState(DEFAULT_QUOTE_LINK_DAYS);
  const [sendByEmail, setSendByEmail] = useState(false);
  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center" wrap>
        <label htmlFor="quote-link-days">Gültig für</label>
        <InputNumber
          id="quote-link-days"
          min={1}
          max={MAX_QUOTE_LINK_DAYS}
          precision={0}
          value={validDays}
          onChange={(days) => setValidDays(days ?? DEFAULT_QUOTE_LINK_DAYS)}
          suffix="Tage"
          style={{ width: 120 }}
        />
        <PermittedButton
          permission={permission}
          type="primary"
          icon={<LinkOutlined />}
          loading={creating}
          onClick={() => onCreate({ validDays, sendByEmail: mailEnabled && sendByEmail })}
        >
          Link für Kunden erstellen
        </PermittedButton>
      </Flex>
      {mailEnabled && (
        <Checkbox checked={sendByEmail} disabled={!permission.allowed} onChange={(event) => setSendByEmail(event.target.checked)}>
          Link per E-Mail an den Kunden senden
        </Checkbox>
      )}
    </Flex>
  );
}
