import { Result, usePageTitle } from '@planner/ui';

export function MasterDataPlaceholder() {
  usePageTitle('Stammdaten');
  return <Result status="info" title="Stammdaten" subTitle="Diese Seite ist noch nicht implementiert." />;
}
