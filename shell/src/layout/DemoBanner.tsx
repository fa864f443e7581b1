import { Alert, Button } from '@planner/ui';

export default function DemoBanner() {
  return (
    <Alert
      banner
      type="info"
      title="Sie nutzen die öffentliche Demo. Registrieren Sie Ihre Firma, um mit eigenen Daten zu arbeiten."
      action={
        <Button size="small" type="primary" href="/register">
          Jetzt registrieren
        </Button>
      }
    />
  );
}
