import { Suspense, startTransition, useEffect, useState } from 'react';
import type { MouseEvent, PointerEvent, ReactElement, ReactNode, RefObject } from 'react';

/** What the user did to a menu's stand-in button before the menu's code was there. */
export type TMenuIntent = {
  /** Clicked (or Enter, Space), or rested on with the mouse for a menu that opens on hover. */
  opened: boolean;
  /** The stand-in had the keyboard's focus: the real button takes it over. */
  focused: boolean;
};

/** What the stand-in button is given: the menu's roles, as the real one has them, and the handlers that read intent. */
export type TStandInProps = {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  onFocus: () => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
};

type TState = (TMenuIntent & { byHover: boolean }) | null;

/**
 * A menu whose code (Mantine's Menu, Popover and Floating UI, and the render of each) loads when the
 * user reaches for its button, not with the page. Until then `standIn` draws the same button, plain:
 * pointing at it or tabbing to it starts the download; a click (or, with `openOnHover`, the mouse
 * resting on it) asks for the menu, and the real one replaces the stand-in once its code is there,
 * opened, with the focus if the stand-in had it (so Escape gives it back to the button, as always).
 */
export function MenuOnIntent({
  load,
  openOnHover = false,
  standIn,
  menu,
}: {
  load: () => Promise<unknown>;
  openOnHover?: boolean;
  standIn: (props: TStandInProps) => ReactElement;
  menu: (intent: TMenuIntent) => ReactNode;
}) {
  const [intent, setIntent] = useState<TState>(null);
  // In a transition: the stand-in stays, and keeps answering, until the menu's code is there; the
  // menu then replaces it in one commit (no empty frame, no fallback).
  const ask = (next: (current: TState) => TState) => startTransition(() => setIntent(next));
  const isFocused = (element: Element) => element === document.activeElement;
  const button = standIn({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: (event) => {
      void load();
      const focused = isFocused(event.currentTarget);
      if (openOnHover && event.pointerType === 'mouse')
        ask((current) => current ?? { opened: true, focused, byHover: true });
    },
    // The mouse left before the code came: the menu would open under nobody's pointer.
    onPointerLeave: (event) => {
      if (openOnHover && event.pointerType === 'mouse') ask((current) => (current?.byHover ? null : current));
    },
    onFocus: () => void load(),
    onClick: (event) => {
      const focused = isFocused(event.currentTarget);
      ask(() => ({ opened: true, focused, byHover: false }));
    },
  });
  // Always inside this boundary, already showing: a transition that suspends keeps the stand-in.
  return <Suspense fallback={button}>{intent ? menu(intent) : button}</Suspense>;
}

/**
 * The opened state of the real menu that replaced a stand-in: closed at mount, then opened if the
 * user asked, after the focus has moved to the real button — so the menu notes that button as the
 * one to give the focus back to on close (Mantine notes it when the menu opens, not at mount).
 */
export function useOpenedOnMount(
  intent: TMenuIntent,
  target: RefObject<HTMLElement | null>,
): [boolean, (opened: boolean) => void] {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    // The stand-in left with the focus (the page's body holds it now): the real button takes it.
    // Had the user moved on meanwhile, the focus stays where it went.
    const active = document.activeElement;
    if (intent.focused && (active === null || active === document.body)) target.current?.focus();
    if (intent.opened) setOpened(true);
  }, [intent, target]);
  return [opened, setOpened];
}
