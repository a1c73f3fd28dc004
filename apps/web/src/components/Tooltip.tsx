import { Tooltip as MantineTooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, isValidElement, useState, type PointerEvent, type ReactElement } from 'react';

type HoverTarget = ReactElement<{ onPointerEnter?: (event: PointerEvent<HTMLElement>) => void }>;

/**
 * A hint shown while the mouse is over its target. Mantine's tooltip mounts a portal and a
 * positioning engine for each hint as the page loads, and a page of edit buttons paid for all of
 * them before anyone pointed at one; this one attaches Mantine's to its target on the first hover,
 * opened, and leaves the target itself as it is. A touch or the keyboard never opens a hint
 * (Mantine's default), so neither attaches one.
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  if (!isValidElement(children)) return <MantineTooltip {...props}>{children}</MantineTooltip>;
  const child = children as HoverTarget;
  return (
    <>
      {cloneElement(child, {
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          child.props.onPointerEnter?.(event);
          if (event.pointerType === 'mouse') setTarget(event.currentTarget);
        },
      })}
      {target && <MantineTooltip target={target} defaultOpened {...props} />}
    </>
  );
}
