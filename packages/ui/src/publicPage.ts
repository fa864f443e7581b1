/**
 * What a page outside the signed-in app is built with (the customer's quote page): the same
 * components, theme and German locale, without the platform, so nothing touches the browser's
 * storage or a session.
 */
export { default as Alert } from 'antd/es/alert';
export { default as Button } from 'antd/es/button';
export { Card } from './kit/Card';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Collapse } from 'antd/es/collapse';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Result } from 'antd/es/result';
export { default as Spin } from 'antd/es/spin';
export { default as Typography } from 'antd/es/typography';
export { default as deDE } from 'antd/es/locale/de_DE';
export { theme } from './theme';
export { useMotionAwareTheme } from './reducedMotion';
