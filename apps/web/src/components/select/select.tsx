import { Select as MantineSelect } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { useCallback, useState } from 'react';

/**
 * Whether the user has reached for a field yet (the pointer over it, a touch, the focus), and what
 * tells it. Mantine's Combobox keeps a closed list of options mounted, hidden, from the page's first
 * render, and Floating UI places each list as it mounts: each placement reads the page's direction
 * and layout (`getComputedStyle`, `getBoundingClientRect`) between React's updates, nine times on
 * /freights. A field's list is mounted once the field is reached for, then kept. Not simply never
 * kept: Mantine learns a list's id when the list mounts, so a list first mounted by the opening
 * itself leaves the field without `aria-controls`, and `aria-expanded="false"`, while it is open.
 */
export function useReachedFor(): [boolean, () => void] {
  const [reached, setReached] = useState(false);
  return [reached, useCallback(() => setReached(true), [])];
}

/** Mantine's Select, its list of options mounted when the field is first reached for (`useReachedFor`). */
export function Select({ comboboxProps, onFocus, onPointerEnter, onPointerDown, ...props }: SelectProps) {
  const [reached, reach] = useReachedFor();
  return (
    <MantineSelect
      {...props}
      comboboxProps={{ ...comboboxProps, keepMounted: reached }}
      onFocus={(event) => {
        reach();
        onFocus?.(event);
      }}
      onPointerEnter={(event) => {
        reach();
        onPointerEnter?.(event);
      }}
      onPointerDown={(event) => {
        reach();
        onPointerDown?.(event);
      }}
    />
  );
}
