import { useEffect } from 'react';
import AntdApp from 'antd/es/app';
import type { useAppProps } from 'antd/es/app/context';

function Publish({ onReady }: { onReady: (api: useAppProps) => void }) {
  const api = AntdApp.useApp();
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}

/** antd's App, whose message, notification and modal it hands to `onReady`. */
export default function AntdAppBridge({ onReady }: { onReady: (api: useAppProps) => void }) {
  return (
    <AntdApp component={false}>
      <Publish onReady={onReady} />
    </AntdApp>
  );
}
