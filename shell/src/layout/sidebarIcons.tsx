import {
  ApiOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  BankOutlined,
  BuildOutlined,
  CarOutlined,
  ControlOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileDoneOutlined,
  FireOutlined,
  HomeOutlined,
  ProjectOutlined,
  ShopOutlined,
  SunOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
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
  DashboardOutlined,
  EnvironmentOutlined,
  FileDoneOutlined,
  FireOutlined,
  HomeOutlined,
  ProjectOutlined,
  ShopOutlined,
  SunOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
};

export function SidebarIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
