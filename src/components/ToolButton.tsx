import type { ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './Icon';

interface ToolProps {
  icon: IconName | { path: string }; // a first-load icon, or a path of its own
  label: string;
  /** A shorter visible caption; `label` stays the accessible name. */
  caption?: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  className?: string;
  children?: ReactNode;
  /** A tile of a tool grid (icon over caption), or a button of the game bar (icon over a smaller caption). */
  look?: 'tile' | 'bar';
  /**
   * The whole name shown as the caption, with no tooltip (it would only
   * repeat it): for a game bar that has room for it.
   */
  named?: boolean;
}

/**
 * A tool or icon button: one tile of a tool grid (the game's tools, entry
 * mode's), or one button of the game bar, each an icon with its caption and,
 * when the caption is shorter than its name, the name as a tooltip. An unavailable one is aria-disabled rather than disabled,
 * so it keeps keyboard focus when, say, the last undo empties the history,
 * and a screen reader still finds it and hears that it is unavailable.
 */
export function ToolButton({
  icon,
  label,
  caption,
  onClick,
  disabled,
  pressed,
  className,
  children,
  look = 'tile',
  named = false,
}: ToolProps) {
  const base = look === 'bar' ? 'icon-button' : 'tool';
  const shown = named ? label : (caption ?? label);
  return (
    <button
      type="button"
      className={className ? `${base} ${className}` : base}
      aria-label={caption ? label : undefined}
      title={shown !== label ? label : undefined}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      {typeof icon === 'string' ? <Icon name={icon} /> : <Icon path={icon.path} />}
      <span className={look === 'bar' ? 'icon-caption' : 'tool-caption'}>{shown}</span>
      {children}
    </button>
  );
}
