export interface FieldErrorProps {
  id: string;
  message?: string | undefined;
}

/** A validation message under a control; point the control's aria-describedby at `id`. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-accent">
      {message}
    </p>
  );
}
