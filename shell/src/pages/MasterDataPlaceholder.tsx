import { Result, ResultHeading, usePageTitle } from '@planner/ui';

export default function MasterDataPlaceholder() {
  usePageTitle('Stammdaten');
  return <Result status="info" title={<ResultHeading>Stammdaten</ResultHeading>} subTitle="Diese Seite ist noch nicht implementiert." />;
}
