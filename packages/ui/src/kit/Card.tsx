import { useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import AntdTheme from 'antd/es/theme';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Shown at the end of the head, e.g. an action. */
  extra?: ReactNode;
  size?: 'default' | 'middle' | 'small';
  /** Lifts the card on hover, for cards that are links. */
  hoverable?: boolean;
  /** Styles of the card's parts, as antd's Card takes them. */
  styles?: { header?: CSSProperties; body?: CSSProperties };
}

/** antd's card shadow (its `boxShadowCard` token, which the public token type leaves out). */
const CARD_SHADOW = '0 1px 2px -2px rgba(0, 0, 0, 0.16), 0 3px 6px 0 rgba(0, 0, 0, 0.12), 0 5px 12px 4px rgba(0, 0, 0, 0.09)';

const join = (...classNames: (string | false | undefined)[]) => classNames.filter(Boolean).join(' ');

/**
 * A bordered card with an optional head, in antd's look, sizes and markup (its class names,
 * so pages and tests find it like antd's Card). antd's own Card imports its Tabs, Skeleton and
 * grid for features no page uses, which would be downloaded with every page that shows a card.
 */
export function Card({ title, extra, size = 'default', hoverable = false, styles, className, style, children, ...rest }: CardProps) {
  const { token } = AntdTheme.useToken();
  const [hovered, setHovered] = useState(false);
  const small = size === 'small';
  const radius = token.borderRadiusLG;
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;

  const cardStyle: CSSProperties = {
    position: 'relative',
    boxSizing: 'border-box',
    margin: 0,
    padding: 0,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
    background: token.colorBgContainer,
    borderRadius: radius,
    border,
    ...(hoverable && {
      cursor: 'pointer',
      transition: `box-shadow ${token.motionDurationMid}, border-color ${token.motionDurationMid}`,
      ...(hovered && { borderColor: 'transparent', boxShadow: CARD_SHADOW }),
    }),
    ...style,
  };
  const headStyle: CSSProperties = {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minHeight: small
      ? token.fontSize * token.lineHeight + token.paddingXS * 2
      : token.fontSizeLG * token.lineHeightLG + token.padding * 2,
    marginBottom: -1,
    padding: `${token.paddingXS}px ${small ? 12 : token.paddingLG}px`,
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    fontSize: small ? token.fontSize : token.fontSizeLG,
    borderBottom: border,
    borderRadius: `${radius}px ${radius}px 0 0`,
    ...styles?.header,
  };
  // A long title wraps, and the action moves below it where the width runs out (phones): nothing is cut off.
  const titleStyle: CSSProperties = { flex: '1 1 auto', minWidth: 0, overflowWrap: 'break-word' };
  const extraStyle: CSSProperties = { marginInlineStart: 'auto', color: token.colorText, fontWeight: 400, fontSize: token.fontSize };
  const hasHead = Boolean(title || extra);

  return (
    <div
      {...rest}
      className={join('ant-card', 'ant-card-bordered', small && 'ant-card-small', hoverable && 'ant-card-hoverable', className)}
      style={cardStyle}
      onMouseEnter={(event) => {
        setHovered(true);
        rest.onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setHovered(false);
        rest.onMouseLeave?.(event);
      }}
    >
      {hasHead && (
        <div className="ant-card-head" style={headStyle}>
          <div className="ant-card-head-wrapper" style={{ width: '100%', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.paddingXS }}>
            {Boolean(title) && (
              <div className="ant-card-head-title" style={titleStyle}>
                {title}
              </div>
            )}
            {Boolean(extra) && (
              <div className="ant-card-extra" style={extraStyle}>
                {extra}
              </div>
            )}
          </div>
        </div>
      )}
      <div
        className="ant-card-body"
        style={{
          padding: small ? 12 : token.paddingLG,
          borderRadius: hasHead ? `0 0 ${radius}px ${radius}px` : radius,
          ...styles?.body,
        }}
      >
        {children}
      </div>
    </div>
  );
}
