import type { ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './Icon';

interface ToolProps {
  icon: IconName;
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
   * In the game bar: the whole name is shown in place of the short caption
   * where the bar has room for it (controls.css), the tooltip where not.
   */
  named?: boolean;
}

/**
 * A tool or icon button: one tile of a tool grid (the game's tools, entry
 * mode's), or one button of the game bar, each an icon with its caption and
 * its name as a tooltip (the game bar's drawn by CSS, where its names do not
 * show). An unavailable one is aria-disabled rather than disabled, so it keeps keyboard focus when, say, the last undo empties the history,
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
  named,
}: ToolProps) {
  const base = look === 'bar' ? 'icon-button' : 'tool';
  return (
    <button
      type="button"
      className={className ? `${base} ${className}` : base}
      aria-label={caption ? label : undefined}
      title={caption && look === 'tile' ? label : undefined}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      <Icon name={icon} />
      {named && <span className="icon-name">{label}</span>}
      <span className={look === 'bar' ? 'icon-caption' : 'tool-caption'}>{caption ?? label}</span>
      {children}
    </button>
  );
}
