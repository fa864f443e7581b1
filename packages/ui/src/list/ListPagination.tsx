import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@planner/api';
import { Button, Flex, Typography } from '../kit/antd';
import { pageItems } from './pageItems';
import type { PageSize } from './useListUrlState';

export interface ListPaginationProps {
  /** 0-based, like the list endpoints. */
  pageIndex: number;
  pageSize: PageSize;
  /** The number of entries the search matches. */
  total: number;
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}

const numberFormat = new Intl.NumberFormat('de-DE');

/** Page buttons, the range shown ('11–20 von 245') and the page size of a list. */
export function ListPagination({ pageIndex, pageSize, total, onPageIndexChange, onPageSizeChange }: ListPaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = pageIndex + 1;
  const first = pageIndex * pageSize + 1;
  const last = Math.min(total, first + pageSize - 1);

  return (
    <nav aria-label="Seiten">
      <Flex wrap gap="small" align="center" justify="flex-end">
        <Typography.Text type="secondary">
          {numberFormat.format(first)}–{numberFormat.format(last)} von {numberFormat.format(total)}
        </Typography.Text>
        <Flex gap={4} align="center" wrap>
          <Button
            type="text"
            icon={<LeftOutlined />}
            aria-label="Vorherige Seite"
            title="Vorherige Seite"
            disabled={current <= 1}
            onClick={() => onPageIndexChange(pageIndex - 1)}
          />
          {pageItems(current, pageCount).map((item) =>
            typeof item === 'number' ? (
              <Button
                key={item}
                type={item === current ? 'primary' : 'text'}
                ghost={item === current}
                title={String(item)}
                aria-label={`Seite ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => onPageIndexChange(item - 1)}
              >
                {item}
              </Button>
            ) : (
              <Typography.Text key={item} type="secondary" aria-hidden>
                …
              </Typography.Text>
            ),
          )}
          <Button
            type="text"
            icon={<RightOutlined />}
            aria-label="Nächste Seite"
            title="Nächste Seite"
            disabled={current >= pageCount}
            onClick={() => onPageIndexChange(pageIndex + 1)}
          />
        </Flex>
        <select
          className="list-select"
          aria-label="Einträge pro Seite"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} / Seite
            </option>
          ))}
        </select>
      </Flex>
    </nav>
  );
}
