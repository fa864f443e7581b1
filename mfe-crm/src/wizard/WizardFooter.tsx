import { Button, Flex } from '@planner/ui';
import type { ReactNode } from 'react';

interface WizardFooterProps {
  onCancel: () => void;
  onBack?: () => void;
  primary: ReactNode;
}

export function WizardFooter({ onCancel, onBack, primary }: WizardFooterProps) {
  return (
    <Flex justify="space-between" gap="small" style={{ marginTop: 24 }}>
      <Button onClick={onCancel}>Abbrechen</Button>
      <Flex gap="small">
        {onBack && <Button onClick={onBack}>Zurück</Button>}
        {primary}
      </Flex>
    </Flex>
  );
}
