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
  /** A tile of a tool grid (icon over caption), or a button of the game bar (a smaller caption, shown on touch screens). */
  look?: 'tile' | 'bar';
}

/**
 * A tool or icon button: one tile of a tool grid (the game's tools, entry
 * mode's), or one button of the game bar, each an icon with its caption and
 * its name as a tooltip. An unavailable one is aria-disabled rather than disabled,
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
}: ToolProps) {
  const base = look === 'bar' ? 'icon-button' : 'tool';
  return (
    <button
      type="button"
      className={className ? `${base} ${className}` : base}
      aria-label={caption ? label : undefined}
      title={caption ? label : undefined}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      {typeof icon === 'string' ? <Icon name={icon} /> : <Icon path={icon.path} />}
      <span className={look === 'bar' ? 'icon-caption' : 'tool-caption'}>{caption ?? label}</span>
      {children}
    </button>
  );
}
