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
}

/**
 * One tile of a tool grid (the game's tools, entry mode's): an icon over
 * its caption. An unavailable tool is aria-disabled rather than disabled,
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
}: ToolProps) {
  return (
    <button
      type="button"
      className={className ? `tool ${className}` : 'tool'}
      aria-label={caption ? label : undefined}
      title={caption ? label : undefined}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      {typeof icon === 'string' ? <Icon name={icon} /> : <Icon path={icon.path} />}
      <span className="tool-caption">{caption ?? label}</span>
      {children}
    </button>
  );
}
