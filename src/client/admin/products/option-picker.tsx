import { clsx } from 'clsx';
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { FieldError } from '../common/field-error';

export interface OptionPickerProps {
  /** The group's name, e.g. "Sizes". */
  legend: string;
  /** One option in words, for control names: "size" gives "Remove size XL", "Custom size". */
  noun: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** The spec's quick-select list, in the order the storefront should show them. */
  quickValues: string[];
  /** The schema's messages for an empty and a repeated custom value. */
  emptyMessage: string;
  duplicateMessage: (value: string) => string;
  /** A message from the form's validation. */
  error?: string | undefined;
}

const sameOption = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Adds a quick-select value where the quick list puts it (XS before S, 3XL after 2XL), since
 * the storefront shows options in this order; custom values go at the end.
 */
function insertInQuickOrder(values: string[], value: string, quickValues: string[]): string[] {
  const rank = quickValues.findIndex((quick) => sameOption(quick, value));
  if (rank === -1) return [...values, value];
  const before = values.findIndex((existing) => {
    const existingRank = quickValues.findIndex((quick) => sameOption(quick, existing));
    return existingRank > rank;
  });
  return before === -1 ? [...values, value] : values.toSpliced(before, 0, value);
}

/** The sizes or colours picker: chosen values, quick-select toggles and a custom value. */
export function OptionPicker({
  legend,
  noun,
  values,
  onChange,
  quickValues,
  emptyMessage,
  duplicateMessage,
  error,
}: OptionPickerProps) {
  const id = useId();
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const isChosen = (value: string) => values.some((chosen) => sameOption(chosen, value));

  const toggle = (value: string) =>
    onChange(
      isChosen(value)
        ? values.filter((chosen) => !sameOption(chosen, value))
        : insertInQuickOrder(values, value, quickValues),
    );

  // Spec admin §5: a custom value is added only if non-empty and not a duplicate.
  const addCustom = () => {
    const value = custom.trim();
    if (value === '') {
      setCustomError(emptyMessage);
      return;
    }
    if (isChosen(value)) {
      setCustomError(duplicateMessage(value));
      return;
    }
    onChange([...values, value]);
    setCustom('');
    setCustomError(null);
  };

  const onCustomKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the value here instead of submitting the whole product form.
    if (event.key === 'Enter') {
      event.preventDefault();
      addCustom();
    }
  };

  const message = customError ?? error;
  return (
    <fieldset className="space-y-3">
      <legend className="text-xs font-semibold tracking-wider uppercase">{legend}</legend>
      {values.length === 0 ? (
        <p className="text-sm text-muted">None chosen.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={`Chosen ${legend.toLowerCase()}`}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 bg-ink pl-2.5 text-xs font-semibold text-paper"
            >
              {value}
              <button
                type="button"
                aria-label={`Remove ${noun} ${value}`}
                onClick={() => onChange(values.filter((chosen) => chosen !== value))}
                // 40 px: big enough for a thumb on a phone.
                className="inline-flex size-10 items-center justify-center hover:bg-neutral-700"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-1.5">
        <p className="text-xs text-muted" id={`${id}-quick`}>
          Quick select
        </p>
        <div className="flex flex-wrap gap-1.5" role="group" aria-labelledby={`${id}-quick`}>
          {quickValues.map((value) => {
            const chosen = isChosen(value);
            return (
              <button
                key={value}
                type="button"
                aria-pressed={chosen}
                onClick={() => toggle(value)}
                className={clsx(
                  'h-8 border px-2.5 text-xs font-semibold transition-colors',
                  chosen ? 'border-ink bg-ink text-paper' : 'border-line bg-paper hover:border-ink',
                )}
              >
                {value}
              </button>
            );
          })}
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-custom`} className="normal-case">
          Custom {noun}
        </Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-custom`}
            value={custom}
            onChange={(event) => {
              setCustom(event.target.value);
              setCustomError(null);
            }}
            onKeyDown={onCustomKeyDown}
            aria-invalid={Boolean(customError) || undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            maxLength={50}
          />
          <Button variant="secondary" onClick={addCustom} aria-label={`Add custom ${noun}`}>
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        </div>
      </div>
      <FieldError id={`${id}-error`} message={message ?? undefined} />
    </fieldset>
  );
}
