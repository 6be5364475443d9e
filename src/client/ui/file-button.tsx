import { clsx } from 'clsx';
import type { ChangeEvent, ReactNode } from 'react';
import { useId } from 'react';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button';

export interface FileButtonProps {
  /** The visible text, which also names the file input. */
  children: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** The chosen files; the input is then cleared so choosing the same file again works. */
  onFiles: (files: File[]) => void;
}

/**
 * A file picker that looks like a button. The input stays in the page (visually hidden, not
 * `display: none`) so it keeps keyboard focus and its label, which is how people and tests find it.
 */
export function FileButton({
  children,
  accept,
  multiple = false,
  disabled = false,
  variant = 'secondary',
  size = 'sm',
  className,
  onFiles,
}: FileButtonProps) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <span className={clsx('relative inline-flex', className)}>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={buttonStyles({
          variant,
          size,
          className: clsx(
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink',
            disabled && 'pointer-events-none opacity-50',
          ),
        })}
      >
        {children}
      </label>
    </span>
  );
}
