import { ActionIcon, Anchor, Badge, ColorSwatch, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';

/*
 * Mantine's look on plain elements: the classes and CSS variables its components put on the page,
 * without the components. Each Mantine component reads the theme and its context and merges its
 * styles at every render; a list draws some twenty-five of them a row, twenty rows a page, and that
 * render was most of a phone's time before the freight search showed (decision 0004). The pieces
 * below write the same markup (same classes, same variables, same attributes), so the page looks
 * the same and Mantine's style sheets still apply; a Mantine upgrade that renames a class is caught
 * by the screenshots, not by the types. Each `classes` object also keeps its component's sheet in
 * the build (mantine-styles-plugin.ts).
 */

type TSize = 'xs' | 'sm' | 'md';

/** `<Table.Tr>` of a table with `highlightOnHover` and its default row borders (OfferTable). */
export const tableRowProps = {
  className: `${Table.classes.tr} mantine-Table-tr`,
  'data-with-row-border': true,
  'data-hover': true,
} as const;

/** `<Table.Td>`. */
export const TABLE_CELL = `${Table.classes.td} mantine-Table-td`;

const TEXT = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;

type TTextOptions = { size?: TSize; dimmed?: boolean; monospace?: boolean; lineClamp?: number };

const textStyles = new Map<string, CSSProperties>();

/**
 * `<Text size={size} c="dimmed" ff="monospace" lineClamp={n}>` as props for any element (`<p {...textProps(…)}>`,
 * `<span>`, `<dt>`); the style objects are shared, so React compares them at no cost.
 */
export function textProps({ size, dimmed = false, monospace = false, lineClamp }: TTextOptions = {}) {
  const key = `${size ?? ''}|${dimmed}|${monospace}|${lineClamp ?? ''}`;
  let style = textStyles.get(key);
  if (!style) {
    style = {
      ...(size
        ? { '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` }
        : {}),
      ...(lineClamp ? { '--text-line-clamp': String(lineClamp) } : {}),
      ...(monospace ? { fontFamily: 'var(--mantine-font-family-monospace)' } : {}),
      ...(dimmed ? { color: 'var(--mantine-color-dimmed)' } : {}),
    } as CSSProperties;
    textStyles.set(key, style);
  }
  return { className: TEXT, 'data-size': size, 'data-line-clamp': lineClamp ? true : undefined, style };
}

/** `<Anchor component={Link} fw={500} c="inherit">`: the class names for a router `<Link>`. */
export const ANCHOR = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`;
export const anchorInheritStyle: CSSProperties = { color: 'inherit', fontWeight: 500 };

/** `<Group gap={6} wrap="nowrap">`. */
export const groupProps = {
  className: `${Group.classes.root} mantine-Group-root`,
  style: {
    '--group-gap': 'calc(0.375rem * var(--mantine-scale))',
    '--group-align': 'center',
    '--group-justify': 'flex-start',
    '--group-wrap': 'nowrap',
  } as CSSProperties,
};

/** `<ColorSwatch size={12} aria-hidden>`'s four layers, for `<div {...colorSwatchProps}>`. */
export const colorSwatchProps = {
  className: `mantine-focus-auto ${ColorSwatch.classes.root} mantine-ColorSwatch-root`,
  'aria-hidden': true,
  style: { '--cs-size': 'calc(0.75rem * var(--mantine-scale))' } as CSSProperties,
} as const;
export const COLOR_SWATCH_LAYERS = {
  alpha: `${ColorSwatch.classes.alphaOverlay} mantine-ColorSwatch-alphaOverlay`,
  shadow: `${ColorSwatch.classes.shadowOverlay} mantine-ColorSwatch-shadowOverlay`,
  color: `${ColorSwatch.classes.colorOverlay} mantine-ColorSwatch-colorOverlay`,
  children: `${ColorSwatch.classes.childrenOverlay} mantine-ColorSwatch-childrenOverlay`,
};

const TRANSPARENT_BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';

/** `<ActionIcon variant="subtle" color={color} size={size}>` (a theme colour, a theme size). */
export function subtleActionIconProps(color: string, size: TSize | 'lg' | 'xl') {
  return {
    className: `mantine-focus-auto mantine-active ${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`,
    'data-variant': 'subtle',
    'data-size': size,
    type: 'button',
    style: {
      '--ai-size': `var(--ai-size-${size})`,
      '--ai-bg': 'transparent',
      '--ai-hover': `var(--mantine-color-${color}-light-hover)`,
      '--ai-color': `var(--mantine-color-${color}-light-color)`,
      '--ai-bd': TRANSPARENT_BORDER,
    } as CSSProperties,
  } as const;
}
export const ACTION_ICON_ICON = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;

/** `<Badge variant="light" color={color} size={size} leftSection={…}>`, with `tt="none"` if asked. */
export function lightBadgeProps(color: string, size: TSize, { keepCase = false } = {}) {
  return {
    className: `${Badge.classes.root} mantine-Badge-root`,
    'data-variant': 'light',
    'data-size': size,
    'data-with-left-section': true,
    style: {
      '--badge-height': `var(--badge-height-${size})`,
      '--badge-padding-x': `var(--badge-padding-x-${size})`,
      '--badge-fz': `var(--badge-fz-${size})`,
      '--badge-bg': `var(--mantine-color-${color}-light)`,
      '--badge-color': `var(--mantine-color-${color}-light-color)`,
      '--badge-bd': TRANSPARENT_BORDER,
      ...(keepCase ? { textTransform: 'none' } : {}),
    } as CSSProperties,
  } as const;
}
export const BADGE_LEFT_SECTION = `${Badge.classes.section} mantine-Badge-section`;
export const BADGE_LABEL = `${Badge.classes.label} mantine-Badge-label`;
