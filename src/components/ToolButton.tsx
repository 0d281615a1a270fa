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
   * The whole name is shown in place of the short caption where there is
   * room for it (controls.css): in the game bar, the tooltip where not; on
   * a tile, the short caption where the tile is too narrow (and no
   * tooltip: where its name shows, it would only repeat it).
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
  // A tile with both: its name where it fits, its short caption where not.
  const shortTile = named && caption && look === 'tile';
  return (
    <button
      type="button"
      className={className ? `${base} ${className}` : base}
      aria-label={caption ? label : undefined}
      title={caption && look === 'tile' && !named ? label : undefined}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      <Icon name={icon} />
      {named && look === 'bar' && <span className="icon-name">{label}</span>}
      {shortTile && <span className="tool-caption tool-name">{label}</span>}
      <span
        className={
          look === 'bar' ? 'icon-caption' : shortTile ? 'tool-caption tool-short' : 'tool-caption'
        }
      >
        {caption ?? label}
      </span>
      {children}
    </button>
  );
}
