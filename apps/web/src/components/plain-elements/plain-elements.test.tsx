import { ActionIcon, Anchor, Badge, ColorSwatch, Group, MantineProvider, Table, Text } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import {
  ACTION_ICON_ICON,
  ANCHOR,
  BADGE_LABEL,
  BADGE_LEFT_SECTION,
  COLOR_SWATCH_LAYERS,
  TABLE_CELL,
  anchorInheritStyle,
  colorSwatchProps,
  groupProps,
  lightBadgeProps,
  subtleActionIconProps,
  tableRowProps,
  textProps,
} from './plain-elements';

/** An element as the browser applies it: tag, classes, attributes and inline style, in a stable order. */
function describeTree(element: Element): unknown {
  const style = (element as HTMLElement).style;
  return {
    tag: element.tagName,
    classes: [...element.classList].sort(),
    attributes: [...element.attributes]
      .filter((attribute) => attribute.name !== 'class' && attribute.name !== 'style')
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort(),
    style: Array.from({ length: style.length }, (_, index) => {
      const name = style.item(index);
      return `${name}: ${style.getPropertyValue(name)}`;
    }).sort(),
    children: [...element.children].map(describeTree),
  };
}

function drawn(node: ReactNode, wrap?: (node: ReactNode) => ReactNode) {
  const { container, unmount } = render(<MantineProvider theme={theme}>{wrap ? wrap(node) : node}</MantineProvider>);
  // MantineProvider writes its <style> elements first.
  const root = wrap
    ? container.querySelector('[data-probe]')!.firstElementChild!
    : [...container.children].find((child) => child.tagName !== 'STYLE')!;
  const tree = describeTree(root);
  unmount();
  return tree;
}

/** A row or a cell has to sit in a table (and in the same table context as OfferTable's). */
function inTable(node: ReactNode) {
  return (
    <Table highlightOnHover>
      <tbody data-probe>{node}</tbody>
    </Table>
  );
}

// The lists draw these by hand to skip Mantine's render (plain-elements.ts): a Mantine upgrade that
// changes what its components write fails here, before the screenshots would show it.
describe('plain elements with Mantine’s classes', () => {
  it('write what <Text> writes, by size, colour, font and line clamp', () => {
    expect(drawn(<p {...textProps({ size: 'sm' })}>a</p>)).toEqual(drawn(<Text size="sm">a</Text>));
    expect(drawn(<p {...textProps({ size: 'xs', dimmed: true })}>a</p>)).toEqual(
      drawn(
        <Text size="xs" c="dimmed">
          a
        </Text>,
      ),
    );
    expect(drawn(<p {...textProps({ size: 'sm', monospace: true })}>a</p>)).toEqual(
      drawn(
        <Text size="sm" ff="monospace">
          a
        </Text>,
      ),
    );
    expect(drawn(<p {...textProps({ size: 'sm', lineClamp: 1 })}>a</p>)).toEqual(
      drawn(
        <Text size="sm" lineClamp={1}>
          a
        </Text>,
      ),
    );
    expect(drawn(<span {...textProps({ size: 'sm', dimmed: true })}>a</span>)).toEqual(
      drawn(
        <Text span c="dimmed" size="sm">
          a
        </Text>,
      ),
    );
    expect(drawn(<dd {...textProps()}>a</dd>)).toEqual(drawn(<Text component="dd">a</Text>));
  });

  it('write what <Table.Tr> and <Table.Td> write in a table with highlightOnHover', () => {
    expect(
      drawn(
        <tr {...tableRowProps}>
          <td className={TABLE_CELL}>a</td>
        </tr>,
        inTable,
      ),
    ).toEqual(
      drawn(
        <Table.Tr>
          <Table.Td>a</Table.Td>
        </Table.Tr>,
        inTable,
      ),
    );
  });

  it('write what <Anchor c="inherit" fw={500}>, <Group gap={6} wrap="nowrap"> and <ColorSwatch size={12}> write', () => {
    expect(
      drawn(
        <a className={ANCHOR} data-underline="hover" href="/x" style={anchorInheritStyle}>
          a
        </a>,
      ),
    ).toEqual(
      drawn(
        <Anchor href="/x" fw={500} c="inherit">
          a
        </Anchor>,
      ),
    );
    expect(drawn(<div {...groupProps}>a</div>)).toEqual(
      drawn(
        <Group gap={6} wrap="nowrap">
          a
        </Group>,
      ),
    );
    expect(
      drawn(
        <div {...colorSwatchProps}>
          <span className={COLOR_SWATCH_LAYERS.alpha} />
          <span className={COLOR_SWATCH_LAYERS.shadow} />
          <span className={COLOR_SWATCH_LAYERS.color} style={{ backgroundColor: '#4dabf7' }} />
          <span className={COLOR_SWATCH_LAYERS.children} />
        </div>,
      ),
    ).toEqual(drawn(<ColorSwatch color="#4dabf7" size={12} aria-hidden />));
  });

  it('write what <ActionIcon variant="subtle"> writes, grey or yellow, at each size used', () => {
    for (const color of ['gray', 'yellow'])
      for (const size of ['md', 'lg', 'xl'] as const)
        expect(
          drawn(
            <button {...subtleActionIconProps(color, size)} aria-label="x">
              <span className={ACTION_ICON_ICON}>a</span>
            </button>,
          ),
        ).toEqual(
          drawn(
            <ActionIcon variant="subtle" color={color} size={size} aria-label="x">
              a
            </ActionIcon>,
          ),
        );
  });

  it('are told apart by their CSS variables alone (the comparison reads the inline style)', () => {
    expect(
      drawn(
        <button {...subtleActionIconProps('gray', 'md')} aria-label="x">
          <span className={ACTION_ICON_ICON}>a</span>
        </button>,
      ),
    ).not.toEqual(
      drawn(
        <ActionIcon variant="subtle" color="yellow" size="md" aria-label="x">
          a
        </ActionIcon>,
      ),
    );
  });

  it('write what <Badge variant="light" tt="none" leftSection> writes', () => {
    for (const size of ['sm', 'md'] as const)
      expect(
        drawn(
          <div {...lightBadgeProps('green', size, { keepCase: true })}>
            <span className={BADGE_LEFT_SECTION} data-position="left">
              i
            </span>
            <span className={BADGE_LABEL}>a</span>
          </div>,
        ),
      ).toEqual(
        drawn(
          <Badge variant="light" color="green" size={size} tt="none" leftSection="i">
            a
          </Badge>,
        ),
      );
  });
});
