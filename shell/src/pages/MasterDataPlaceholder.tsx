import { Result, usePageTitle } from '@planner/ui';

export default function MasterDataPlaceholder() {
  usePageTitle('Stammdaten');
  return <Result status="info" title="Stammdaten" subTitle="Diese Seite ist noch nicht implementiert." />;
}
