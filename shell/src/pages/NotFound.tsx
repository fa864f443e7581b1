import { NotFoundPage } from '@planner/ui';

export default NotFoundPage;
