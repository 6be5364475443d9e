import { useId } from 'react';
import { Input, type InputProps } from './input';
import { Label } from './label';

export interface FormFieldProps extends Omit<InputProps, 'id'> {
  label: string;
  /** Marks the input invalid for assistive tech and styling. */
  invalid?: boolean;
  /** A message under the input, tied to it with aria-describedby; implies `invalid`. */
  error?: string | undefined;
  /** Help under the input (what the value is for), tied to it with aria-describedby. */
  hint?: string | undefined;
}

/** A labelled input: the label names the input, which is how people and tests find it. */
export function FormField({
  label,
  invalid,
  error,
  hint,
  className,
  ...inputProps
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ?? 'space-y-2'}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-accent">
          {error}
        </p>
      ) : null}
    </div>
  );
}
