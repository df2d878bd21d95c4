import { useId, type InputHTMLAttributes } from 'react';
import './switch.css';

type NativeCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'checked' | 'onChange' | 'id'>;

export interface SwitchProps extends NativeCheckboxProps {
  label: string;
  /** A line under the label; the switch's accessible description. */
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * An on/off toggle: a native checkbox with the switch role, so Space toggles it, the label
 * toggles it on click, and assistive tech announces "switch, on/off". Styled as a track
 * with a knob; the knob's position and the track's fill both show the state.
 */
export function Switch({ label, description, checked, onCheckedChange, className, ...inputProps }: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={['switch-field', className].filter(Boolean).join(' ')}>
      <div className="switch-field__text">
        <label htmlFor={id} className="switch-field__label">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="switch-field__description">
            {description}
          </p>
        )}
      </div>
      <input
        {...inputProps}
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
    </div>
  );
}
