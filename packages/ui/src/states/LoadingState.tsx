import { Flex, Spin } from '../kit/antd';

export interface LoadingStateProps {
  label?: string;
}

export function LoadingState({ label = 'Wird geladen …' }: LoadingStateProps) {
  return (
    <Flex role="status" aria-live="polite" vertical align="center" gap="small" style={{ padding: 48 }}>
      <Spin />
      <span>{label}</span>
    </Flex>
  );
}
