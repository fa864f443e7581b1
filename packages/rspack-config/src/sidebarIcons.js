import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** An @ant-design/icons name (`SunOutlined`) as the SVG data the shell draws. */
export function iconData(name) {
  if (!/^[A-Z][A-Za-z]+$/.test(name)) throw new Error(`unknown sidebar icon ${name}`);
  let definition;
  try {
    definition = require(`@ant-design/icons-svg/lib/asn/${name}.js`).default;
  } catch {
    throw new Error(`unknown sidebar icon ${name}: not in @ant-design/icons-svg`);
  }
  const svg = typeof definition.icon === 'function' ? definition.icon('currentColor', 'currentColor') : definition.icon;
  const paths = svg.children.filter((child) => child.tag === 'path').map((child) => child.attrs.d);
  return { viewBox: svg.attrs.viewBox, paths };
}
