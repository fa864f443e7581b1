import { Typography } from '@planner/ui';

export function BuildInfo() {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      Version {__APP_VERSION__} · Build {__BUILD_ID__} · {new Date(__BUILT_AT__).toLocaleString('de-DE')}
    </Typography.Text>
  );
}
