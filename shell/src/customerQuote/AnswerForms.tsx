import { MSG_ACCEPT_TERMS, MSG_SIGNER_NAME, type PublicQuote } from '@planner/api';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Typography } from '@planner/ui/public-page';
import { useState } from 'react';
import { acceptQuote, declineQuote, PublicQuoteError } from './publicQuoteApi';

interface AnswerFormsProps {
  token: string;
  onAnswered: (quote: PublicQuote) => void;
  onLinkGone: (error: PublicQuoteError) => void;
}

/** Accept with the typed full name and the confirmation, or decline with an optional reason. */
export function AnswerForms({ token, onAnswered, onLinkGone }: AnswerFormsProps) {
  const [mode, setMode] = useState<'accept' | 'decline'>('accept');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (answer: () => Promise<PublicQuote>) => {
    setSending(true);
    setProblem(null);
    try {
      onAnswered(await answer());
    } catch (error) {
      const failure = error instanceof PublicQuoteError ? error : new PublicQuoteError(0, 'unknown', String(error));
      if (failure.status === 404 || failure.status === 409 || failure.type === 'failure/QuoteExpired') onLinkGone(failure);
      else setProblem(failure.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card title={mode === 'accept' ? 'Angebot annehmen' : 'Angebot ablehnen'} className="customer-quote-answer">
      {problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} />}
      {mode === 'accept' ? (
        <Form
          layout="vertical"
          requiredMark={false}
          disabled={sending}
          onFinish={(values: { fullName: string }) => send(() => acceptQuote(token, { fullName: values.fullName, acceptsTerms: true }))}
        >
          <Form.Item
            name="fullName"
            label="Ihr vollständiger Name"
            rules={[{ required: true, whitespace: true, min: 3, message: MSG_SIGNER_NAME }]}
          >
            <Input autoComplete="name" placeholder="Vor- und Nachname" />
          </Form.Item>
          <Form.Item
            name="acceptsTerms"
            valuePropName="checked"
            rules={[{ validator: (_, checked) => (checked ? Promise.resolve() : Promise.reject(new Error(MSG_ACCEPT_TERMS))) }]}
          >
            <Checkbox>Ich nehme dieses Angebot zu den darin genannten Preisen und Bedingungen verbindlich an.</Checkbox>
          </Form.Item>
          <Flex gap={12} wrap>
            <Button type="primary" htmlType="submit" loading={sending} size="large">
              Verbindlich annehmen
            </Button>
            <Button type="link" onClick={() => setMode('decline')}>
              Angebot ablehnen
            </Button>
          </Flex>
        </Form>
      ) : (
        <Form
          layout="vertical"
          disabled={sending}
          onFinish={(values: { reason?: string }) => send(() => declineQuote(token, { reason: values.reason ?? '' }))}
        >
          <Typography.Paragraph>Schade. Wenn Sie möchten, sagen Sie uns, warum – wir melden uns gern mit einem neuen Vorschlag.</Typography.Paragraph>
          <Form.Item name="reason" label="Grund (optional)">
            <Input.TextArea rows={3} maxLength={1000} showCount />
          </Form.Item>
          <Flex gap={12} wrap>
            <Button danger htmlType="submit" loading={sending} size="large">
              Angebot ablehnen
            </Button>
            <Button type="link" onClick={() => setMode('accept')}>
              Zurück zur Annahme
            </Button>
          </Flex>
        </Form>
      )}
    </Card>
  );
}
