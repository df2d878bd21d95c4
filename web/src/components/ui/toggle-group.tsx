import type { ReactNode } from 'react';
import { classNames } from './class-names';

interface ToggleOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A short note in a pill after the label ("Save 20%"). */
  badge?: string | null;
}

interface ToggleGroupProps<T extends string> {
  /** The group's accessible name ("Billing period"). */
  label: string;
  options: readonly ToggleOption<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** Drawn on paper, for a page on the surface colour (on paper it sits on the surface colour). */
  onSurface?: boolean;
  /** Centred on its line (a page's toggle), or at the start of it (a field of a form). */
  align?: 'center' | 'start';
  className?: string;
}

/** A choice of one of a few options, as pressed and unpressed buttons side by side in a pill: Annual or Monthly. */
export function ToggleGroup<T extends string>({ label, options, selected, onSelect, onSurface = false, align = 'center', className }: ToggleGroupProps<T>) {
  return (
    <div
      className={classNames('toggle-group', onSurface && 'toggle-group--on-surface', align === 'start' && 'toggle-group--start', className)}
      role="group"
      aria-label={label}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="toggle-group__option"
          aria-pressed={selected === option.value}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
          {option.badge && <span className="toggle-group__badge">{option.badge}</span>}
        </button>
      ))}
    </div>
  );
}
