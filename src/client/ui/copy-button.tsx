import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from './button';

/** Spec §9: the copy indicator shows for 2 s. */
export const COPIED_INDICATOR_MS = 2000;

/**
 * Writes text to the clipboard: the async Clipboard API, or the older `execCommand` where the
 * page may not use it (an insecure origin, a denied permission). Resolves whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

/** Copies `text`; `copied` is true for 2 s after a copy that worked (the check mark). */
function useCopy(text: string, onCopied?: () => void, onCopyFailed?: () => void) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(text)) {
      setCopied(true);
      onCopied?.();
    } else {
      onCopyFailed?.();
    }
  };
  return { copied, copy };
}

function CopyIcon({ copied }: { copied: boolean }) {
  return copied ? (
    <Check aria-hidden="true" data-icon="copied" className="size-4" />
  ) : (
    <Copy aria-hidden="true" className="size-4" />
  );
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  text: string;
  /** Names the button for screen readers, e.g. "Copy Cash App handle". */
  label: string;
  /** Called after a successful copy (for a toast). */
  onCopied?: () => void;
  onCopyFailed?: () => void;
}

/** An icon button that copies `text` and shows a check for 2 s. */
export function CopyButton({
  text,
  label,
  onCopied,
  onCopyFailed,
  variant = 'secondary',
  size = 'icon',
  ...props
}: CopyButtonProps) {
  const { copied, copy } = useCopy(text, onCopied, onCopyFailed);
  return (
    <Button variant={variant} size={size} aria-label={label} onClick={() => void copy()} {...props}>
      <CopyIcon copied={copied} />
    </Button>
  );
}

/**
 * "Copy Code", then "Copied" with a check for 2 s: the newsletter's welcome code (storefront
 * §4, §9). A copy the browser refuses changes nothing: the code stays on screen to copy by hand.
 */
export function CopyCodeButton({ code }: { code: string }) {
  const { copied, copy } = useCopy(code);
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      <CopyIcon copied={copied} />
      {copied ? 'Copied' : 'Copy Code'}
    </Button>
  );
}
