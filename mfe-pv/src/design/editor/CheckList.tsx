import type { CheckResult } from '@planner/api/pv';
import { Alert, Card, Flex, Typography } from '@planner/ui';

/** The electrical check, live: errors (which block finalizing) first, then warnings. */
export function CheckList({ results }: { results: CheckResult[] }) {
  const errors = results.filter((result) => result.severity === 'error');
  const warnings = results.filter((result) => result.severity === 'warning');
  return (
    <Card title={`Prüfung (${errors.length} Fehler, ${warnings.length} Hinweise)`}>
      <Flex vertical gap={8} role="region" aria-label="Prüfergebnisse">
        {results.length === 0 && <Alert type="success" showIcon title="Keine Fehler und Hinweise: die Strings passen zum Wechselrichter." />}
        {results.length > 0 && (
          <Flex vertical gap={8} role="list" aria-label="Fehler und Hinweise">
            {[...errors, ...warnings].map((result, index) => (
              <div role="listitem" key={`${result.code}-${index}`}>
                <Alert type={result.severity === 'error' ? 'error' : 'warning'} showIcon message={result.message} />
              </div>
            ))}
          </Flex>
        )}
        {errors.length > 0 && <Typography.Text type="secondary">Solange Fehler bestehen, kann das Angebot nicht fertiggestellt werden.</Typography.Text>}
      </Flex>
    </Card>
  );
}
