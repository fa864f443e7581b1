import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Radio, Skeleton, Typography } from '@planner/ui';
import type { ReactNode } from 'react';
import { MSG_CHOOSE, PICKER_PAGE_SIZE } from './wizardState';

export const NEW_CHOICE = 'new';

interface ChoicePickerProps<T> {
  searchPlaceholder: string;
  search: string;
  onSearchChange: (text: string) => void;
  items: readonly T[] | undefined;
  totalCount: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  newLabel: string;
  /** The chosen item key or NEW_CHOICE. */
  initialChoice: string | undefined;
  onContinue: (choice: string) => void;
  footer: (submit: ReactNode) => ReactNode;
}

/** Stage 1a/2a: search and pick an existing entry, or choose to create a new one. */
export function ChoicePicker<T>(props: ChoicePickerProps<T>) {
  return (
    <Form<{ choice?: string }>
      layout="vertical"
      initialValues={{ choice: props.initialChoice }}
      onFinish={({ choice }) => choice && props.onContinue(choice)}
    >
      <Flex vertical gap="middle">
        <Input
          role="searchbox"
          aria-label={props.searchPlaceholder}
          placeholder={props.searchPlaceholder}
          prefix={<SearchOutlined />}
          allowClear
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          onPressEnter={(event) => event.preventDefault()}
        />
        {props.totalCount > PICKER_PAGE_SIZE && (
          <Alert
            type="info"
            showIcon
            title={`Es werden die ersten ${PICKER_PAGE_SIZE} von ${props.totalCount} Einträgen angezeigt. Bitte verfeinern Sie Ihre Suche.`}
          />
        )}
        <Form.Item name="choice" rules={[{ required: true, message: MSG_CHOOSE }]} style={{ marginBottom: 0 }}>
          <Radio.Group style={{ width: '100%' }}>
            <Flex vertical gap={4} style={{ maxHeight: 320, overflowY: 'auto' }}>
              <Radio value={NEW_CHOICE}>
                <Typography.Text strong>{props.newLabel}</Typography.Text>
              </Radio>
              {props.items === undefined ? (
                <Skeleton active title={false} paragraph={{ rows: 3 }} />
              ) : (
                props.items.map((item) => (
                  <Radio key={props.itemKey(item)} value={props.itemKey(item)}>
                    {props.renderItem(item)}
                  </Radio>
                ))
              )}
            </Flex>
          </Radio.Group>
        </Form.Item>
      </Flex>
      {props.footer(
        <Button type="primary" htmlType="submit">
          Weiter
        </Button>,
      )}
    </Form>
  );
}
