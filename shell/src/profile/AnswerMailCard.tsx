import { appConfigEndpoints, quoteLinkEndpoints } from '@planner/api';
import { invalidatePath, useApiMutation, useApiQuery } from '@planner/platform';
import { App, Card, ErrorState, Flex, LoadingState, Switch, Typography } from '@planner/ui';

/** Whether the user also gets customers' online answers by e-mail; only owners and planners can. */
export function AnswerMailCard() {
  const { message } = App.useApp();
  const setting = useApiQuery(quoteLinkEndpoints.mailSetting, {}, { throwOnError: false });
  const config = useApiQuery(appConfigEndpoints.get, { query: {} }, { staleTime: Infinity, throwOnError: false });
  const save = useApiMutation(quoteLinkEndpoints.setMailSetting, { onSuccess: () => invalidatePath(quoteLinkEndpoints.mailSetting.path) });
  if (setting.isPending) return <LoadingState label="Einstellung wird geladen …" />;
  if (!setting.data) return <ErrorState message="Die Einstellung konnte nicht geladen werden." onRetry={() => void setting.refetch()} />;
  if (!setting.data.eligible) return null;
  const mailEnabled = config.data?.mailEnabled ?? false;

  const change = async (wantsMail: boolean) => {
    const { failure } = await save.mutateAsync({ body: { wantsMail } });
    if (failure) void message.error('Die Einstellung konnte nicht gespeichert werden.');
    else void message.success(wantsMail ? 'Sie erhalten Antworten per E-Mail.' : 'Sie erhalten keine Antworten mehr per E-Mail.');
  };

  return (
    <Card title="Benachrichtigungen">
      <Flex vertical gap="small">
        <Flex gap="small" align="center">
          <Switch
            id="answer-mail"
            checked={setting.data.wantsMail}
            loading={save.isPending}
            onChange={(checked) => void change(checked)}
          />
          <label htmlFor="answer-mail">Antworten von Kunden auf Angebote per E-Mail erhalten</label>
        </Flex>
        <Typography.Text type="secondary">
          {mailEnabled
            ? 'Nimmt ein Kunde ein Angebot online an oder lehnt es ab, erhalten Sie eine E-Mail. In der App sehen Sie die Antwort in jedem Fall, bis Sie den Hinweis schließen.'
            : 'Es ist kein Mailserver eingerichtet; Antworten sehen Sie in der App, bis Sie den Hinweis schließen.'}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
