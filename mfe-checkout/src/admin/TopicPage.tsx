import { Flex, NotFoundState, PageHeader, usePageTitle } from '@planner/ui';
import { OptionList } from '../options/OptionList';
import { ADMIN_ROOT, ADMIN_TITLE, TOPICS } from './topics';

/** A topic's sub-page: one list per catalogue. */
export function TopicPage({ slug }: { slug: string }) {
  const topic = TOPICS.find((candidate) => candidate.slug === slug);
  usePageTitle(topic?.title);
  if (!topic) return <NotFoundState />;
  return (
    <>
      <PageHeader
        title={topic.title}
        breadcrumbs={[{ label: 'Stammdaten' }, { label: ADMIN_TITLE, href: ADMIN_ROOT }, { label: topic.title }]}
      />
      <Flex vertical gap={16}>
        {topic.catalogues.map((catalogue) => (
          <OptionList key={catalogue.id} catalogue={catalogue} />
        ))}
      </Flex>
    </>
  );
}
