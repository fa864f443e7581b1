import {
  ApiOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  BankOutlined,
  BuildOutlined,
  CarOutlined,
  ControlOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FireOutlined,
  HistoryOutlined,
  HomeOutlined,
  ProjectOutlined,
  ShopOutlined,
  SunOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Icons remotes may name for their sidebar entries (by @ant-design/icons name). */
const ICONS: Record<string, ComponentType> = {
  ApiOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  BankOutlined,
  BuildOutlined,
  CarOutlined,
  ControlOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FireOutlined,
  HistoryOutlined,
  HomeOutlined,
  ProjectOutlined,
  ShopOutlined,
  SunOutlined,
  TeamOutlined,
  ThunderboltOutlined,
};

export function SidebarIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
