import { useId } from 'react';
import { Input, type InputProps } from './input';
import { Label } from './label';

export interface FormFieldProps extends Omit<InputProps, 'id'> {
  label: string;
  /** Marks the input invalid for assistive tech and styling. */
  invalid?: boolean;
  /** A message under the input, tied to it with aria-describedby; implies `invalid`. */
  error?: string | undefined;
}

/** A labelled input: the label names the input, which is how people and tests find it. */
export function FormField({ label, invalid, error, className, ...inputProps }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ?? 'space-y-2'}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm text-accent">
          {error}
        </p>
      ) : null}
    </div>
  );
}
