import { useId } from 'react';
import { Input, type InputProps } from './input';
import { Label } from './label';

export interface FormFieldProps extends Omit<InputProps, 'id'> {
  label: string;
  /** Marks the input invalid for assistive tech and styling; the message, if any, is the caller's. */
  invalid?: boolean;
}

/** A labelled input: the label names the input, which is how people and tests find it. */
export function FormField({ label, invalid, className, ...inputProps }: FormFieldProps) {
  const id = useId();
  return (
    <div className={className ?? 'space-y-2'}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={invalid || undefined} {...inputProps} />
    </div>
  );
}
